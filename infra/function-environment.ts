import type { Need, Route } from '../lambdas/routes';

/**
 * The environment variables a need gives a function. The one mapping both the CDK stack (infra/cdk/carey-function.ts)
 * and the local stack (infra/local/function-runner.ts) set a function's environment from, so a function without a
 * need misses its variables in both places, and a missing need fails locally as it would in AWS.
 */
export interface NeedVariables {
  /** Set in AWS and locally. */
  both?: readonly string[];
  /** In AWS only: the ARN of the Secrets Manager secret the need grants reading. */
  aws?: readonly string[];
  /** Locally only: the stand-in's address, or the fixed local value that takes the secret's place. */
  local?: readonly string[];
}

const userPool: NeedVariables = { both: ['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'USER_POOL_SERVER_CLIENT_ID'] };
const table: NeedVariables = { both: ['TABLE_NAME'] };
const mail: NeedVariables = { both: ['MAIL_FROM', 'SUPPORT_INBOX', 'SES_CONFIGURATION_SET'] };

export const needVariables: Record<Need, NeedVariables> = {
  'table-read': table,
  'table-write': table,
  'table-scan': table,
  'caregiver-items-only': {},
  'audit-anonymise': {},
  'audit-append': {},
  'ses-send': mail,
  'ses-send-raw': mail,
  'cognito-public': userPool,
  'cognito-server-client': userPool,
  'cognito-admin': userPool,
  'cognito-delete': userPool,
  'cognito-block': userPool,
  'cognito-unblock': userPool,
  'cognito-operators': userPool,
  'cognito-profile': userPool,
  // the operators' own pool (docs/decisions/047, 049)
  'operators-admin': { both: ['OPERATORS_USER_POOL_ID'] },
  'operators-read': { both: ['OPERATORS_USER_POOL_ID'] },
  'operators-invite': { both: ['OPERATORS_USER_POOL_ID'] },
  stripe: {
    both: ['STRIPE_PRICE_MENSAL', 'STRIPE_PRICE_TRIMESTRAL'],
    aws: ['STRIPE_SECRET_ID'],
    local: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'],
  },
  // The CEP geocoder is a fixture of the ViaCEP stand-in locally; AWS has none yet (CEPs fall back to their municipality).
  viacep: { both: ['VIACEP_URL'], local: ['CEP_GEOCODER_URL'] },
  'openings-expiry': { both: ['OPENINGS_CLOSE_AFTER_DAYS'] },
  'alerts-token': { aws: ['ALERTS_TOKEN_SECRET_ID'], local: ['ALERTS_TOKEN_SECRET'] },
  'signup-token': { aws: ['SIGNUP_SIGNATURE_SECRET_ID'], local: ['SIGNUP_SIGNATURE_SECRET'] },
  'hash-pepper': { aws: ['HASH_PEPPER_SECRET_ID'], local: ['HASH_PEPPER'] },
  // a public key, not a secret: the stage's setting in AWS, the local key pair's public half locally
  'sign-in-record': { both: ['TABLE_NAME', 'ACCESS_RECORDS_PUBLIC_KEY'] },
  // the local push service is allowed only where the local stack names it (PUSH_LOCAL_ORIGIN): never in AWS
  'push-endpoints': { local: ['PUSH_LOCAL_ORIGIN'] },
  // GSI2 of the table the function already names (table-read)
  'push-holders': {},
  'web-push': { both: ['VAPID_PUBLIC_KEY', 'VAPID_SUBJECT'], aws: ['VAPID_SECRET_ID'], local: ['VAPID_PRIVATE_KEY', 'PUSH_LOCAL_ORIGIN'] },
};

/** Every function has these whatever its needs: the site's address for links (infra/cdk/app-stack.ts sets it in AWS). */
export const EVERY_FUNCTION = ['SITE_URL'] as const;

export type Where = 'aws' | 'local';

/** The names of the variables the needs give a function, in AWS or locally. */
export function variablesFor(needs: readonly Need[], where: Where): string[] {
  return [...new Set(needs.flatMap((need) => [...(needVariables[need].both ?? []), ...(needVariables[need][where] ?? [])]))];
}

/** The needs' variables with their values taken from `values`; a value missing there is a mistake of the caller. */
export function environmentFor(needs: readonly Need[], where: Where, values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    variablesFor(needs, where).map((name) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No ${where} value for ${name} (needs: ${needs.join(', ')})`);
      return [name, value];
    }),
  );
}

/** Each handler's needs: the union over its routes (one function per handler, in AWS and locally). */
export function handlerNeeds(table: readonly Route[]): Map<string, Need[]> {
  const needs = new Map<string, Need[]>();
  for (const route of table) needs.set(route.handler, [...new Set([...(needs.get(route.handler) ?? []), ...route.needs])]);
  return needs;
}
