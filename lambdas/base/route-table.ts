/**
 * The route table's types: what each slice declares in its routes.ts (API routes, scheduled jobs, stream consumers,
 * Cognito triggers) and lambdas/routes.ts puts together. A `handler` is always the path of a file under lambdas/
 * without .ts ('alerts/jobs/send-alert-digests'), which exports `handler`; the CDK stack and the local stack load
 * exactly that file.
 */
/**
 * 'team': signed in (the same JWT authorizer) and a member of the team's Cognito group, which the function checks
 * on the verified claims before anything else (lambdas/team/team-api.ts; docs/decisions/018-team-console-access.md).
 */
export type Access = 'public' | 'signed-in' | 'team';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

import type { OperatorRole } from '../../contract/operators';

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
  /** the team console's 'Bloquear acesso' (AdminDisableUser) / 'Desbloquear acesso' (AdminEnableUser) */
  | 'cognito-block'
  | 'cognito-unblock'
  /** AdminListGroupsForUser (block and delete refuse an account of the old group `equipe`) and AdminGetUser (her user name) */
  | 'cognito-operators'
  /** 'Alterar nome' on Minha Conta: AdminUpdateUserAttributes (her name in Cognito, as in the table) */
  | 'cognito-profile'
  /** the operators' pool (console's operators page, docs/decisions/047): create, read, list, disable, enable, sign out, delete operators */
  | 'operators-admin'
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
  /**
   * every signed-in route, added by lambdas/routes.ts (docs/decisions/067): the first request of a sign-in writes its
   * access record, sealed to the PUBLIC key (ACCESS_RECORDS_PUBLIC_KEY): PutItem on `SIGNIN#` partitions and
   * UpdateItem of the caregiver record's `entradaRegistrada` only. Nothing grants the private key's secret to a
   * function (docs/decisions/040-sealed-access-records.md)
   */
  | 'sign-in-record'
  /** dynamodb:Scan on the table (no index): only the team's notice segments (the send and its fan-out; docs/decisions/025, 056) */
  | 'table-scan'
  /**
   * narrows table-read/table-write to items of caregiver partitions (`CAREGIVER#…`, dynamodb:LeadingKeys) on the
   * table itself, no index: only for functions that touch nothing else (test/integration/need-to-know.test.ts
   * records their requests). IAM cannot narrow it to the caller's own uid: the role is shared by every caller.
   */
  | 'caregiver-items-only'
  /**
   * runs the LGPD deletion's `anonymize-team-audit-log` step: the only functions whose table writes are not denied
   * UpdateItem on the Registro's items (infra/cdk/audit-deny.ts)
   */
  | 'audit-anonymise'
  /**
   * appends Registro lines (the team's `auditPut`, `completeAuditStep`: always a Put with `attribute_not_exists(PK)`):
   * the only functions whose table writes are not denied PutItem on the Registro's items (infra/cdk/audit-deny.ts;
   * test/infra/parts/audit-deny.test.ts holds it to the functions whose code reaches those writers)
   */
  | 'audit-append'
  /**
   * the operators' user pool (OPERATORS_USER_POOL_ID), split so each 'Operadoras' function holds only its calls:
   * AdminDisableUser and AdminUserGlobalSignOut (remove); AdminGetUser (list, with TOTP state); AdminCreateUser,
   * AdminAddUserToGroup and AdminGetUser (invite)
   */
  | 'operators-admin'
  | 'operators-read'
  | 'operators-invite'
  /** Web Push (docs/decisions/074): the VAPID private key's secret (VAPID_SECRET_ID), to sign and send pushes */
  | 'web-push'
  /** the push endpoints a subscription may name: locally the local push service's origin too (no IAM action) */
  | 'push-endpoints'
  /**
   * dynamodb:Query on GSI2 only, for key attributes only (dynamodb:Attributes, dynamodb:Select): who else holds a push
   * device, by its endpoint's hash (docs/decisions/085-shared-phone-push.md). Beside 'caregiver-items-only'.
   */
  | 'push-holders';

interface RouteRow {
  method: HttpMethod;
  /** API Gateway path template, e.g. /api/notices/{id}/read */
  path: string;
  /** The handler's file, relative to lambdas/ and without .ts: 'openings/handlers/list-openings' */
  handler: string;
  needs: readonly Need[];
  /**
   * The route's own throttle (API Gateway's route settings, keyed by its route key `METHOD path`). Without one the
   * stage's default route throttle applies, which API Gateway applies to each route on its own, never to all routes
   * together (docs/capacity.md, "Route throttles"). The local gateway applies both as AWS does.
   */
  throttle?: RouteThrottle;
}

/** A route's throttle (requests per second and burst, API Gateway's token bucket) and the reason for its figures. */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
  /** Why these figures: the capacity model's peak for the route, and what else bounds it. */
  why: string;
}

/**
 * A team route names the operators' roles that reach it (contract/operators.ts `teamActionRoles`, one entry per kind
 * of action); teamApiHandler reads the caller's record on each request and refuses the other roles with 403
 * (docs/decisions/049-operator-roles.md).
 */
export type Route = RouteRow & ({ access: 'team'; roles: readonly OperatorRole[] } | { access: Exclude<Access, 'team'>; roles?: never });

/** Functions run on a schedule (EventBridge in AWS; a timer in the local stack). */
export interface ScheduledJob {
  handler: string;
  everyMinutes: number;
  needs: readonly Need[];
}

/** Functions fed by the table's stream (DynamoDB Streams → Lambda in AWS; the local stack's emulated stream). */
export interface TableStreamConsumer {
  handler: string;
  needs: readonly Need[];
}

/**
 * Functions fed by SES's bounce and complaint events (configuration set → SNS → Lambda in AWS; the local SES
 * stand-in's mailbox simulator locally).
 */
export interface EmailEventConsumer {
  handler: string;
  needs: readonly Need[];
}

/** A Cognito trigger: wired by the CDK user pool in AWS and by the local Lambda Invoke stand-in locally. */
export interface CognitoTriggerFunction {
  functionName: string;
  handler: string;
  needs: readonly Need[];
}

/**
 * A function's short name: the handler's file name ('alerts/jobs/send-alert-digests' → 'send-alert-digests').
 * Jobs are run by it (`npm run job -- send-alert-digests`, the local stack's runJob) and most construct ids come from it.
 */
export function handlerName(handler: string): string {
  return handler.slice(handler.lastIndexOf('/') + 1);
}
