import { DEFAULT_CLOSE_AFTER_DAYS } from '../../lambdas/openings/opening-expiry';

/**
 * The local stack's settings: ports, endpoints, names and sample credentials. It loads no stand-in, so the operator
 * tools (bin/) import it to reach `npm run dev` with `--local` without loading DynamoDB, Cognito or SES stand-ins
 * when they run against AWS (test/integration/operator-tools-modules.test.ts).
 */
export const TABLE_NAME = 'carey-local';
export const MAIL_FROM = 'Carey <nao-responda@carey.local>';
export const SUPPORT_INBOX = 'suporte@carey.local';
/**
 * Local Stripe settings (test values, not secrets: they only open the local stand-in). The webhook secret is in
 * docs/subscriptions.md so anyone can sign their own test events with stripe.webhooks.generateTestHeaderString.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_carey_local',
  webhookSecret: 'whsec_carey_local_webhook_secret',
  prices: { STRIPE_PRICE_MENSAL: 'price_carey_local_mensal', STRIPE_PRICE_TRIMESTRAL: 'price_carey_local_trimestral' },
} as const;

/** Signs unsubscribe links locally (a fixed local value like the Stripe ones; AWS generates a secret). */
export const LOCAL_ALERTS_TOKEN_SECRET = 'carey-local-alerts-token-secret-not-for-aws';
export const LOCAL_SIGNUP_SIGNATURE_SECRET = 'carey-local-signup-signature-secret-not-for-aws';
/** Peppers the e-mail hashes of rate counters and deletion receipts locally (AWS generates a secret). */
export const LOCAL_HASH_PEPPER = 'carey-local-hash-pepper-not-for-aws';

/** Well-known ports for `npm run dev`; tests pass `ports: 'free'` so they run beside it. */
export const DEV_PORTS = { site: 3000, cognito: 9229, mailbox: 8005, dynamo: 8000, lambda: 9001, stripe: 12111, viacep: 8090, push: 8006 };

/** Where the handlers find the stand-ins. */
export interface LocalEndpoints {
  dynamo: string;
  ses: string;
  cognito: string;
  siteUrl: string;
  /** The ViaCEP stand-in; the CEP geocoder is under its `/geocoder`. */
  viacep: string;
  stripe: string;
}

/**
 * Every variable the real handlers and jobs can be given on the local stack (each invocation gets only those its
 * needs name: infra/function-environment.ts): the SDK finds the stand-ins through the AWS_ENDPOINT_URL_* variables,
 * exactly as it finds AWS without them.
 */
export function localHandlerEnv(at: LocalEndpoints): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: at.dynamo,
    AWS_ENDPOINT_URL_SES: at.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: at.cognito,
    TABLE_NAME,
    SITE_URL: at.siteUrl,
    MAIL_FROM,
    SES_CONFIGURATION_SET: 'carey-local',
    SUPPORT_INBOX,
    VIACEP_URL: at.viacep,
    CEP_GEOCODER_URL: `${at.viacep}/geocoder`,
    STRIPE_API_BASE: at.stripe,
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    ...LOCAL_STRIPE.prices,
    OPENINGS_CLOSE_AFTER_DAYS: String(DEFAULT_CLOSE_AFTER_DAYS),
    ALERTS_TOKEN_SECRET: LOCAL_ALERTS_TOKEN_SECRET,
    SIGNUP_SIGNATURE_SECRET: LOCAL_SIGNUP_SIGNATURE_SECRET,
    HASH_PEPPER: LOCAL_HASH_PEPPER,
  };
}

/** `npm run dev`'s endpoints (fixed ports; `sitePort` is PORT when it was set). */
export function devStackEndpoints(sitePort: number = DEV_PORTS.site): LocalEndpoints {
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    dynamo: at(DEV_PORTS.dynamo),
    ses: at(DEV_PORTS.mailbox),
    cognito: at(DEV_PORTS.cognito),
    siteUrl: `http://localhost:${sitePort}`,
    viacep: at(DEV_PORTS.viacep),
    stripe: at(DEV_PORTS.stripe),
  };
}

/** The operators' local pool's ids in the state folder (infra/local/operators-pool.ts writes it; `npm run operator -- --local` reads it). */
export const OPERATORS_POOL_FILE = 'operators-pool.json';
