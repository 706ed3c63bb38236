import { plans, PROMOTION_CODE, PROMOTION_PERCENT_OFF, type Plan } from '../lambdas/domain/plans';

/** What the browser learns of a plan: labels and amounts, not how the server finds its price. */
export type PublicPlan = Omit<Plan, 'priceIdEnv'>;
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
  plans: readonly PublicPlan[];
  promotion: { code: string; percentOff: number };
  /** CloudWatch RUM, when a stage enables it. */
  rum?: { applicationId: string; region: string; identityPoolId: string; guestRoleArn: string };
}

export function buildRuntimeConfig(input: Omit<RuntimeConfig, 'plans' | 'promotion' | 'apiBase'> & { apiBase?: string }): RuntimeConfig {
  const publicPlans = plans.map(({ priceIdEnv: _serverOnly, ...plan }) => plan);
  return { apiBase: '/api', ...input, plans: publicPlans, promotion: { code: PROMOTION_CODE, percentOff: PROMOTION_PERCENT_OFF } };
}
