import { plans, PROMOTION_CODE, PROMOTION_PERCENT_OFF } from '../lambdas/domain/plans';
import type { SiteLinks } from './site-settings';

/** The SPA's runtime /config.json: one build of the SPA serves every stage. Written by CDK in AWS, by the local stack locally. */
export interface RuntimeConfig {
  stage: string;
  auth: {
    userPoolId: string;
    userPoolClientId: string;
    /** Only locally: the Cognito stand-in's endpoint. */
    userPoolEndpoint?: string;
    authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  };
  apiBase: string;
  links: SiteLinks;
  plans: typeof plans;
  promotion: { code: string; percentOff: number };
  /** CloudWatch RUM, when a stage enables it. */
  rum?: { applicationId: string; region: string; identityPoolId: string; guestRoleArn: string };
}

export function buildRuntimeConfig(input: Omit<RuntimeConfig, 'plans' | 'promotion' | 'apiBase'> & { apiBase?: string }): RuntimeConfig {
  return { apiBase: '/api', ...input, plans, promotion: { code: PROMOTION_CODE, percentOff: PROMOTION_PERCENT_OFF } };
}
