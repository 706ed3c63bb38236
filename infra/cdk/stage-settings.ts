import { closeAfterDays } from '../../lambdas/openings/opening-expiry';
import { defaultLinks, type SiteLinks } from '../site-settings';
import { missingProductionLinks } from './production-links';

/**
 * Per-stage settings, read from CDK context so nothing stage-specific (and nothing secret) is in the code.
 * `-c stage=<name>` picks the stage; `stages.<name>` in cdk.json (or `-c stages='{...}'`) holds its settings.
 * Every key is documented in docs/deploy.md.
 */
export interface StageSettings {
  stage: string;
  /** Production stages keep stateful resources on delete and require real settings. */
  production: boolean;
  /**
   * The AWS account the stage deploys to: required in production; elsewhere, when absent, the account of the
   * credentials in use (any developer's sandbox).
   */
  account?: string;
  /**
   * The region of the stage's data and API, always from cdk.json (default sa-east-1), never from the CLI's profile
   * (CDK_DEFAULT_REGION). Production refuses any other than sa-east-1 (docs/decisions/041-data-residency.md).
   */
  region: string;
  /** Custom domain for CloudFront (needs certificateArn, an ACM certificate in us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /**
   * The API's own regional domain (needs apiCertificateArn, an ACM certificate in the stack's region): CloudFront
   * reaches the API there, and the default execute-api endpoint is disabled. Required in production.
   */
  apiDomainName?: string;
  apiCertificateArn?: string;
  /** SITE_URL for links in e-mails; defaults to the custom domain or the CloudFront domain. */
  siteUrl?: string;
  /** Verified SES sender of our own e-mail (support, digests); Cognito's too once `sesVerified` says so. */
  mailFrom: string;
  /** The SES identity that covers mailFrom (its domain, or the address itself). */
  sesIdentity: string;
  /**
   * `sesVerified: true` once SES shows the stage's identity as Verified (after the first deploy and its DNS records):
   * only then does the production user pool send through SES. Cognito refuses a pool naming an unverified identity,
   * and the identity is made by the same stack, so the first deploy starts on Cognito's own e-mail
   * (docs/decisions/062-first-deploy-and-its-retry.md).
   */
  sesVerified: boolean;
  supportInbox: string;
  /** Name of an existing Secrets Manager secret with the Stripe keys; when absent the stack creates one. */
  stripeSecretName?: string;
  stripePriceMensal: string;
  stripePriceTrimestral: string;
  links: SiteLinks;
  /** Creates a CloudWatch RUM app monitor and writes it into config.json. */
  rum: boolean;
  /** E-mail subscribed to the alarm topic: required in production, so no alarm goes to nobody. */
  alarmEmail?: string;
  /**
   * A second address, on its own topic, told when an alarm e-mail to `alarmEmail` could not be delivered (the
   * dead-letter alarms: alarm-emails.ts); telling `alarmEmail` itself would reach nobody. Required in production, and
   * never the same address as `alarmEmail` (docs/runbooks/alarm-email-failed.md).
   */
  alarmEmailFallback?: string;
  /**
   * The VersionId of the origin secret's value the stack resolves (`put-secret-value` prints it), or none for the
   * value made at creation. Naming the new one changes the template, so a deploy re-reads the secret
   * (docs/runbooks/rotate-origin-secret.md); CloudFormation re-reads a dynamic reference only when its resource changes.
   */
  originSecretVersionId?: string;
  /** The same for the Stripe secret: each Stripe function reads that version, and a new one restarts them. */
  stripeSecretVersionId?: string;
  /** The same for the alerts token secret (unsubscribe links) and the sign-up signature secret (PreSignUp). */
  alertsTokenSecretVersionId?: string;
  signupSecretVersionId?: string;
  /** The VAPID private key's version, named in the same deploy as its public half (vapidPublicKey). */
  vapidSecretVersionId?: string;
  logRetentionDays: number;
  /** The stage's monthly AWS Budgets amount in US$ (`monthlyBudgetUsd`): the alarm topic hears at 80% forecast and 100% actual. */
  monthlyBudgetUsd: number;
  /** Days after which an opening closes by itself (close-old-openings); default DEFAULT_CLOSE_AFTER_DAYS (60). */
  openingsCloseAfterDays: number;
  throttle: { rateLimit: number; burstLimit: number };
  /**
   * The public key (base64url, X25519) the access records' IP and port are sealed to; its private half goes in the
   * secret carey/<stage>/access-records-private-key (docs/decisions/040-sealed-access-records.md). Required in production.
   */
  accessRecordsPublicKey: string;
  /**
   * Web Push's VAPID public key (base64url, uncompressed P-256 point; docs/decisions/074-web-push.md): written to
   * /config.json, so the SPA offers 'Ativar notificações neste aparelho'; its private half goes in the secret
   * carey/<stage>/web-push-vapid-private-key. Absent: no push on this stage.
   */
  vapidPublicKey?: string;
}

/**
 * The stage's default route throttle (requests per second and burst) unless a stage sets its own. API Gateway applies
 * it to EACH route on its own, not to all routes together (its guide, "Throttling requests to your HTTP API"; decision
 * 091), so it is sized for the busiest route without a throttle of its own: GET /api/me and GET /api/notices, 12 a
 * caregiver-month each, 121 requests/s in the capacity model's busiest second at 100,000 caregivers (a notice to
 * everyone included; docs/capacity.md, "Route throttles"), with more than half again as headroom. The hot routes
 * carry their own in the route table (`throttle`). The model reads both.
 */
export const DEFAULT_API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** Where personal data lives (LGPD): the only region a production stage may name; the edge stack alone is in us-east-1. */
export const HOME_REGION = 'sa-east-1';

/** Monthly budgets unless a stage sets its own: production about twice the cost model's 10,000-caregiver month. */
export const DEFAULT_BUDGET_USD = 50;
export const DEFAULT_PRODUCTION_BUDGET_USD = 500;

export type ContextReader = (key: string) => unknown;

/** Placeholder values that are obviously not real, so a non-production stage synthesises with no settings at all. */
const nonProductionDefaults = {
  mailFrom: 'nao-responda@carey.com.br',
  supportInbox: defaultLinks.supportEmail,
  stripePriceMensal: 'price_mensal_nao_configurado',
  stripePriceTrimestral: 'price_trimestral_nao_configurado',
  // A public key whose private half was never kept: a stage without its own pair seals records nobody can open.
  accessRecordsPublicKey: 'sDQrbu3n0ANDcb2K4UZPbo73BWaqHKup4RQD25aD1wA',
};

/**
 * Settings a production stage must name explicitly: deploying with placeholders would silently break e-mail or billing,
 * without an account the profile in use would decide where caregivers' data goes, and without an alarm e-mail every
 * alarm would go to a topic nobody reads.
 */
const requiredInProduction = ['account', 'mailFrom', 'supportInbox', 'stripePriceMensal', 'stripePriceTrimestral', 'accessRecordsPublicKey', 'alarmEmail', 'alarmEmailFallback'] as const;

export function isProductionStage(stage: string): boolean {
  return /^prod(uction)?$/.test(stage);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return asRecord(JSON.parse(value));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function readStageSettings(context: ContextReader): StageSettings {
  const stage = asString(context('stage')) ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(stage)) throw new Error(`stage "${stage}": use lower-case letters, digits and hyphens`);
  const production = isProductionStage(stage);
  const raw = asRecord(asRecord(context('stages'))[stage]);
  const get = (key: string) => asString(raw[key]);

  if (production) {
    const missing = requiredInProduction.filter((key) => !get(key));
    const why = [
      ...(missing.includes('alarmEmail') ? ['alarmEmail: the address the alarm topic e-mails; without it no alarm reaches a person'] : []),
      ...(missing.includes('alarmEmailFallback') ? ["alarmEmailFallback: a second address, told when the alarm e-mails can't be delivered"] : []),
    ];
    if (missing.length > 0) throw new Error(`stage "${stage}" is production: set stages.${stage}.${missing.join(', ')} in context${why.length > 0 ? ` (${why.join('; ')})` : ''}`);
  }
  const alarmEmail = get('alarmEmail');
  const alarmEmailFallback = get('alarmEmailFallback');
  if (alarmEmailFallback !== undefined && alarmEmailFallback.trim().toLowerCase() === alarmEmail?.trim().toLowerCase()) {
    throw new Error(`stage "${stage}": alarmEmailFallback must be another address than alarmEmail: it is told when e-mail to alarmEmail fails`);
  }
  const account = get('account');
  if (account !== undefined && !/^\d{12}$/.test(account)) throw new Error(`stage "${stage}": account "${account}" is not a 12-digit AWS account id`);
  const region = get('region') ?? HOME_REGION;
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) throw new Error(`stage "${stage}": region "${region}" is not an AWS region name`);
  if (production && region !== HOME_REGION) {
    throw new Error(`stage "${stage}" is production: its region must be ${HOME_REGION}, where caregivers' personal data lives (LGPD, docs/decisions/041-data-residency.md), not ${region}`);
  }
  const mailFrom = get('mailFrom') ?? nonProductionDefaults.mailFrom;
  const domainName = get('domainName');
  const certificateArn = get('certificateArn');
  if (domainName && !certificateArn) throw new Error(`stage "${stage}": domainName needs certificateArn (ACM, us-east-1)`);
  const apiDomainName = get('apiDomainName');
  const apiCertificateArn = get('apiCertificateArn');
  if (apiDomainName && !apiCertificateArn) throw new Error(`stage "${stage}": apiDomainName needs apiCertificateArn (ACM, in the stack's region)`);
  if (production && !apiDomainName) throw new Error(`stage "${stage}" is production: set stages.${stage}.apiDomainName and apiCertificateArn, so the execute-api endpoint can be disabled`);
  const links = asRecord(raw.links);
  if (production) {
    const placeholders = missingProductionLinks(links);
    if (placeholders.length > 0) {
      throw new Error(
        `stage "${stage}" is production: set ${placeholders.map((key) => `stages.${stage}.links.${key}`).join(', ')} in context (the defaults of infra/site-settings.ts are placeholders: a WhatsApp number and an App Store id that reach nobody, an encarregado who is not named)`,
      );
    }
  }

  return {
    stage,
    production,
    account,
    region,
    domainName,
    certificateArn,
    apiDomainName,
    apiCertificateArn,
    siteUrl: get('siteUrl') ?? (domainName ? `https://${domainName}` : undefined),
    mailFrom,
    sesIdentity: get('sesIdentity') ?? mailFrom.split('@')[1],
    sesVerified: raw.sesVerified === true || raw.sesVerified === 'true',
    supportInbox: get('supportInbox') ?? nonProductionDefaults.supportInbox,
    vapidPublicKey: vapidKey(stage, get('vapidPublicKey')),
    stripeSecretName: get('stripeSecretName'),
    stripePriceMensal: get('stripePriceMensal') ?? nonProductionDefaults.stripePriceMensal,
    stripePriceTrimestral: get('stripePriceTrimestral') ?? nonProductionDefaults.stripePriceTrimestral,
    links: { ...defaultLinks, ...(links as Partial<SiteLinks>) },
    rum: raw.rum === true || raw.rum === 'true',
    alarmEmail,
    alarmEmailFallback,
    originSecretVersionId: versionId(stage, 'originSecretVersionId', get('originSecretVersionId')),
    stripeSecretVersionId: versionId(stage, 'stripeSecretVersionId', get('stripeSecretVersionId')),
    alertsTokenSecretVersionId: versionId(stage, 'alertsTokenSecretVersionId', get('alertsTokenSecretVersionId')),
    signupSecretVersionId: versionId(stage, 'signupSecretVersionId', get('signupSecretVersionId')),
    vapidSecretVersionId: versionId(stage, 'vapidSecretVersionId', get('vapidSecretVersionId')),
    logRetentionDays: Number(raw.logRetentionDays ?? (production ? 365 : 30)),
    monthlyBudgetUsd: Number(raw.monthlyBudgetUsd ?? (production ? DEFAULT_PRODUCTION_BUDGET_USD : DEFAULT_BUDGET_USD)),
    openingsCloseAfterDays: closeAfterDays(get('openingsCloseAfterDays') ?? String(raw.openingsCloseAfterDays ?? '')),
    accessRecordsPublicKey: get('accessRecordsPublicKey') ?? nonProductionDefaults.accessRecordsPublicKey,
    throttle: {
      rateLimit: Number(raw.throttleRateLimit ?? DEFAULT_API_THROTTLE.rateLimit),
      burstLimit: Number(raw.throttleBurstLimit ?? DEFAULT_API_THROTTLE.burstLimit),
    },
  };
}

/** A Secrets Manager VersionId as `put-secret-value` prints it (a UUID), so a typo fails at synth, not mid-deploy. */
function versionId(stage: string, key: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new Error(`stage "${stage}": ${key} "${value}" is not a Secrets Manager VersionId (the VersionId put-secret-value prints)`);
  }
  return value;
}

/** A VAPID public key as web-push prints it (65 bytes, uncompressed: base64url starting with B), so a typo fails at synth. */
function vapidKey(stage: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^B[A-Za-z0-9_-]{86}$/.test(value)) throw new Error(`stage "${stage}": vapidPublicKey must be a VAPID public key (base64url, 87 characters: npx web-push generate-vapid-keys)`);
  return value;
}
