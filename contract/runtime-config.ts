import type { PublicPlan } from './plans';

/** Links the SPA shows; the deployment writes them per stage (defaults in infra/site-settings.ts). */
export interface SiteLinks {
  googlePlay: string;
  appStore: string;
  whatsapp: string;
  accountDeletion: string;
  marketingSite: string;
  supportEmail: string;
  /** The encarregado (LGPD art. 41): a name or role, and the address that reaches them; shown on the privacy policy. */
  encarregadoNome: string;
  encarregadoEmail: string;
}

/** The SPA's runtime /config.json: one build of the SPA serves every stage. Written by CDK in AWS, by the local stack locally. */
export interface RuntimeConfig {
  stage: string;
  auth: {
    userPoolId: string;
    userPoolClientId: string;
    /** Only locally: the Cognito stand-in's endpoint. */
    userPoolEndpoint?: string;
    authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
    /** The operators' own pool (docs/decisions/047): the team's console signs in there, with the same endpoint and flow. */
    operators: { userPoolId: string; userPoolClientId: string };
  };
  apiBase: string;
  links: SiteLinks;
  plans: readonly PublicPlan[];
  promotion: { code: string; percentOff: number };
  /** Web Push: the VAPID public key (base64url, uncompressed P-256 point) the browser subscribes with (issue 42). */
  push?: { vapidPublicKey: string };
  /** CloudWatch RUM, when a stage enables it. */
  rum?: { applicationId: string; region: string; identityPoolId: string; guestRoleArn: string };
}

/** GET /api/health's answer (503 while the local stack is still seeding). */
export interface Health {
  status: 'ok';
}
