import { apiPaths } from '../contract';
import { teamRoutes } from './team/routes';

/**
 * The route table: the single list of API routes. The CDK HTTP API and the local gateway are both built from it,
 * so they cannot drift. `handler` names a file in lambdas/handlers/ that exports `handler` (a feature slice's
 * handler is named from there: `../team/handlers/list-audit`).
 */
/**
 * 'team': signed in (the same JWT authorizer) and a member of the team's Cognito group, which the function checks
 * on the verified claims before anything else (lambdas/team/team-api.ts; docs/decisions/018-team-console-access.md).
 */
export type Access = 'public' | 'signed-in' | 'team';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a function may touch. The CDK stack grants exactly these and sets the matching environment variables
 * (infra/function-environment.ts); the local stack gives each function only those variables too, so a missing
 * entry fails locally. The local stand-ins do not check IAM: keep it true when a handler changes.
 */
export type Need =
  | 'table-read'
  | 'table-write'
  /** SES SendEmail (the support e-mail) */
  | 'ses-send'
  /** SES SendRawEmail (alert digests, with List-Unsubscribe headers) */
  | 'ses-send-raw'
  /** the pool's ids for the browser client's public calls (ForgotPassword): no IAM action */
  | 'cognito-public'
  /** SignUp and InitiateAuth through the confidential server client: DescribeUserPoolClient (its secret) */
  | 'cognito-server-client'
  /** sign-up and its expiry: AdminGetUser, AdminDeleteUser (finding and removing an orphan or expired user) */
  | 'cognito-admin'
  /** account deletion: AdminDisableUser, AdminDeleteUser */
  | 'cognito-delete'
  /** the team console's 'Bloquear acesso' / 'Desbloquear acesso' */
  | 'cognito-block'
  | 'stripe'
  | 'viacep'
  /** the key that signed the unsubscribe links of alert e-mails before they carried stored ids (legacy links) */
  | 'alerts-token'
  /** the key that signs sign-ups for the PreSignUp trigger (only /api/signup may create Cognito users) */
  | 'signup-token'
  /** the pepper of e-mail hashes: rate limits (lambdas/base/rate-limits/counters.ts) and deletion receipts */
  | 'hash-pepper'
  /** the stage's OPENINGS_CLOSE_AFTER_DAYS (openings close by themselves after that many days): no IAM action */
  | 'openings-expiry'
  /** dynamodb:Scan on the table (no index): only the team's notice segments (reach and fan-out; docs/decisions/020) */
  | 'table-scan'
  /**
   * narrows table-read/table-write to items of caregiver partitions (`CAREGIVER#…`, dynamodb:LeadingKeys) on the
   * table itself, no index: only for functions that touch nothing else (test/integration/need-to-know.test.ts
   * records their requests). IAM cannot narrow it to the caller's own uid: the role is shared by every caller.
   */
  | 'caregiver-items-only';

export interface Route {
  method: HttpMethod;
  /** API Gateway path template, from the contract's paths (contract/paths.ts), e.g. /api/notices/{id}/read */
  path: string;
  handler: string;
  access: Access;
  needs: readonly Need[];
}

export const routes: readonly Route[] = [
  { method: 'GET', path: apiPaths.health, handler: 'health', access: 'public', needs: [] },
  { method: 'GET', path: apiPaths.me, handler: 'get-me', access: 'signed-in', needs: ['table-read', 'caregiver-items-only'] },
  { method: 'GET', path: apiPaths.notices, handler: 'list-notices', access: 'signed-in', needs: ['table-read'] },
  { method: 'POST', path: apiPaths.noticeRead, handler: 'mark-notice-read', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
  { method: 'GET', path: apiPaths.openings, handler: 'list-openings', access: 'signed-in', needs: ['table-read'] },
  // caregiver API
  { method: 'POST', path: apiPaths.signup, handler: 'signup', access: 'public', needs: ['table-read', 'table-write', 'cognito-server-client', 'cognito-admin', 'ses-send', 'signup-token', 'hash-pepper'] },
  { method: 'PUT', path: apiPaths.location, handler: 'update-location', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
  { method: 'PUT', path: apiPaths.cep, handler: 'set-cep', access: 'signed-in', needs: ['table-read', 'table-write', 'viacep'] },
  { method: 'POST', path: apiPaths.support, handler: 'send-support', access: 'public', needs: ['table-write', 'ses-send', 'hash-pepper'] },
  // hardening: the reset request goes through the API so it can be rate-limited
  { method: 'POST', path: apiPaths.passwordReset, handler: 'request-password-reset', access: 'public', needs: ['table-write', 'cognito-public', 'hash-pepper'] },
  // subscriptions
  { method: 'POST', path: apiPaths.checkout, handler: 'checkout', access: 'signed-in', needs: ['table-read', 'table-write', 'stripe'] },
  { method: 'POST', path: apiPaths.billingPortal, handler: 'billing-portal', access: 'signed-in', needs: ['table-read', 'stripe'] },
  // Public: Stripe calls it; the handler verifies Stripe's signature on the raw body.
  { method: 'POST', path: apiPaths.stripeWebhook, handler: 'stripe-webhook', access: 'public', needs: ['table-read', 'table-write', 'stripe'] },
  // LGPD: her data as a file, and deleting her account (password checked again; docs/decisions/012)
  { method: 'GET', path: apiPaths.accountExport, handler: 'export-account', access: 'signed-in', needs: ['table-read'] },
  { method: 'POST', path: apiPaths.accountDeletion, handler: 'request-account-deletion', access: 'signed-in', needs: ['table-read', 'table-write', 'cognito-delete', 'cognito-server-client', 'stripe', 'hash-pepper'] },
  // job alerts
  { method: 'GET', path: apiPaths.alerts, handler: 'list-alerts', access: 'signed-in', needs: ['table-read', 'caregiver-items-only'] },
  { method: 'POST', path: apiPaths.alerts, handler: 'create-alert', access: 'signed-in', needs: ['table-read', 'table-write'] },
  { method: 'DELETE', path: apiPaths.alert, handler: 'delete-alert', access: 'signed-in', needs: ['table-write'] },
  // Public: opened from an e-mail with no login; the signed token in the link says whose alerts.
  { method: 'GET', path: apiPaths.alertsUnsubscribe, handler: 'unsubscribe-alerts', access: 'public', needs: ['table-read', 'table-write', 'alerts-token'] },
  { method: 'POST', path: apiPaths.alertsUnsubscribe, handler: 'unsubscribe-alerts', access: 'public', needs: ['table-read', 'table-write', 'alerts-token'] },
  // the team's console (Painel da equipe)
  ...teamRoutes,
];

/** Functions run on a schedule (EventBridge in AWS; a timer in the local stack). `handler` is in lambdas/jobs/. */
export interface ScheduledJob {
  handler: string;
  everyMinutes: number;
  needs: readonly Need[];
}

export const scheduledJobs: readonly ScheduledJob[] = [
  // caregiver API: support messages left pending by an SES failure
  { handler: 'retry-support-emails', everyMinutes: 5, needs: ['table-read', 'table-write', 'ses-send'] },
  // LGPD: account deletions a failed step left half-done
  { handler: 'resume-account-deletions', everyMinutes: 5, needs: ['table-read', 'table-write', 'cognito-delete', 'stripe', 'hash-pepper'] },
  // sign-ups whose e-mail was not confirmed in 48 h: user, record and claims removed, so the owner can sign up
  { handler: 'expire-unconfirmed-signups', everyMinutes: 30, needs: ['table-read', 'table-write', 'cognito-admin'] },
  // job alerts: each caregiver's daily digest of matches (the job decides who is due)
  { handler: 'send-alert-digests', everyMinutes: 15, needs: ['table-read', 'table-write', 'ses-send-raw'] },
  // openings close by themselves after the stage's number of days (default 60); docs/decisions/019
  { handler: 'close-old-openings', everyMinutes: 30, needs: ['table-read', 'table-write', 'openings-expiry'] },
  // the team's notices to a segment: batches from each send's saved cursor (docs/decisions/020)
  { handler: 'fan-out-notices', everyMinutes: 1, needs: ['table-read', 'table-write', 'table-scan'] },
];

/**
 * Functions fed by the table's stream (DynamoDB Streams → Lambda in AWS; the local stack's emulated stream).
 * `handler` is in lambdas/jobs/; the records are filtered to new openings (lambdas/openings/data/opening-stream.ts).
 */
export interface TableStreamConsumer {
  handler: string;
  needs: readonly Need[];
}

export const tableStreamConsumers: readonly TableStreamConsumer[] = [
  // job alerts: each new opening is matched against the saved alerts
  { handler: 'match-new-openings', needs: ['table-read', 'table-write'] },
];

/** Cognito triggers, wired by the CDK user pool in AWS and by the local Lambda Invoke stand-in locally. */
export const cognitoTriggers = {
  customMessage: { functionName: 'carey-custom-message', handler: 'custom-message', needs: [] as Need[] },
  // only /api/signup creates users: a SignUp without the server's signature is refused
  preSignUp: { functionName: 'carey-pre-sign-up', handler: 'pre-sign-up', needs: ['signup-token'] as Need[] },
  // a confirmed e-mail: the sign-up's record and claims stop expiring
  postConfirmation: { functionName: 'carey-post-confirmation', handler: 'post-confirmation', needs: ['table-read', 'table-write'] as Need[] },
} as const;

export type CognitoTrigger = keyof typeof cognitoTriggers;
