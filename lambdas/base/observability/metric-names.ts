/**
 * The metrics the code emits (Powertools Metrics, EMF) and the alarms in CDK watch: one list for both sides, below
 * every slice and outside `infra/`, so an alarm can only name a metric the code really writes.
 */

/** Powertools' `service` dimension, on every metric and log line. */
export const SERVICE_NAME = 'carey';

/** One namespace per stage, so two stages in one account never share a metric (`Carey/prod`, `Carey/local`). */
export function metricsNamespace(stage: string): string {
  return `Carey/${stage}`;
}

/** Dimension names besides Powertools' `service`. */
export const metricDimensions = {
  /** An API route as the route table names it: `GET /api/openings`. */
  route: 'Route',
  /** A scheduled job or stream consumer by its handler path: `alerts/jobs/send-alert-digests`. */
  job: 'Job',
} as const;

export const metricNames = {
  /** An API handler threw something that is not a domain error (answered 500). Dimension: route. */
  unhandledError: 'UnhandledError',
  /** An API handler ran out of time (middy's early timeout). Dimension: route. */
  handlerTimeout: 'HandlerTimeout',
  /** A job or stream consumer failed a run or a record. Dimension: job. */
  jobFailed: 'JobFailed',
  /** A Stripe webhook event could not be applied. */
  stripeWebhookFailed: 'StripeWebhookFailed',
  /** LGPD deletions still pending after their deadline. */
  deletionsOverdue: 'AccountDeletionsOverdue',
  /** Digests that could not be sent in a run. */
  digestsFailed: 'AlertDigestsFailed',
  /** New openings whose alert matching failed. */
  alertMatchesFailed: 'AlertMatchesFailed',
  /** Notice fan-outs that made no progress past their deadline. */
  noticeFanOutsStuck: 'NoticeFanOutsStuck',
  /** SES bounce and complaint events handled. */
  emailsBounced: 'EmailsBounced',
  emailsComplained: 'EmailsComplained',
  /** A withdrawal's refund that Stripe refused or could not make: she was told it did not go through. */
  refundsFailed: 'RefundsFailed',
  /** Differences the nightly Stripe reconciliation found (and mended). */
  stripeOutOfSync: 'StripeSubscriptionsOutOfSync',
  /** Sign-ups the PreSignUp trigger refused on purpose (not made through the site): Lambda counts them in Errors too. */
  signUpsRefused: 'SignUpsRefused',
  /** Subscriptions the table held as ended (a withdrawal's) that Stripe still billed, cancelled by the reconciliation. */
  endedSubscriptionsCanceled: 'EndedSubscriptionsCanceled',
  /** Our functions' Cognito calls refused as a whole: the caregivers' pool's web ACL (ForbiddenException) or the quota (TooManyRequestsException). */
  cognitoCallsRefused: 'CognitoCallsRefused',
  /** Web Push: pushes a push service accepted (2xx), and pushes refused or still failing after their retries. */
  pushSent: 'PushSent',
  pushFailed: 'PushFailed',
  /** Pushes still failing (429, 5xx, network) after their retries, kept to be sent again (docs/decisions/081-push-dead-letters.md). */
  pushDeadLettered: 'PushDeadLettered',
  /** Dead letters given up unsent: their TTL passed, a day old, or refused on a resend. */
  pushDeadLettersDropped: 'PushDeadLettersDropped',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Metrics that count what went well, for the dashboard: no alarm watches them (test/infra/parts/no-silent-failure.test.ts). */
export const dashboardOnlyMetrics: readonly MetricName[] = [metricNames.pushSent];
