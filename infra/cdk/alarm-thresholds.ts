import { metricNames, type MetricName } from '../../lambdas/base/observability/metric-names';

/** What pages someone, and why each figure is what it is (issue 49, item 4): the alarms of infra/cdk/ops.ts read them. */
/** p99 of the API's latency (ms) past which someone should look: a caregiver waits that long for a page. */
export const API_P99_LATENCY_ALARM_MS = 3000;
/**
 * Requests in 5 minutes below which the p99 alarm does not judge: with fewer, p99 is the slowest request or two, and at
 * launch one cold sign-up (three cold functions in a chain) passes 3 s by itself. From 200, p99 is past the two
 * slowest, so the slowness is shared.
 */
export const API_LATENCY_MIN_REQUESTS = 200;
/** Slow periods among the last three, so a deploy's cold starts (one period) page nobody and a slowness that stays does. */
export const API_LATENCY_DATAPOINTS = { toAlarm: 2, outOf: 3 } as const;
/**
 * Lambda throttles in 5 minutes, in two of the last three periods, that page someone. A throttled asynchronous run
 * (a job, the table stream, SES events) is retried by Lambda itself for hours, and a throttled request already shows
 * in Api5xx; a few in a burst, on an account still at 10 concurrent executions (docs/deploy.md, step 0), are not a page.
 * Throttling that stays is: the account's concurrency is too small for the traffic.
 */
export const LAMBDA_THROTTLES_ALARM = 10;
export const LAMBDA_THROTTLES_DATAPOINTS = { toAlarm: 2, outOf: 3 } as const;

/** Refused sign-ups in 5 minutes that page someone: far past a stale app or a curious bot, short of a scripted flood. */
export const SIGN_UP_REFUSALS_ALARM = 100;

/**
 * The business metrics without a route or job dimension (the code emits them with `service` only), each with the
 * count in five minutes that pages someone. The route and job metrics are alarmed in each slice's stack.
 */
export const stageMetricAlarms: Partial<Record<MetricName, { threshold: number; description: string }>> = {
  [metricNames.stripeWebhookFailed]: { threshold: 1, description: 'A Stripe webhook event could not be applied: Stripe retries, but check the logs before plan changes are lost.' },
  [metricNames.deletionsOverdue]: { threshold: 1, description: 'An LGPD account deletion is pending past its deadline (resume-account-deletions).' },
  [metricNames.digestsFailed]: { threshold: 1, description: 'Alert digests could not be sent in a run (send-alert-digests).' },
  [metricNames.alertMatchesFailed]: { threshold: 1, description: 'New openings could not be matched against saved alerts (match-new-openings).' },
  [metricNames.noticeFanOutsStuck]: { threshold: 1, description: 'A notice fan-out made no progress past its deadline (fan-out-notices).' },
  [metricNames.emailsBounced]: { threshold: 10, description: '10 or more e-mails bounced in 5 minutes: check the sender reputation before SES pauses it.' },
  // One complaint is one person's click, expected at any volume; the rate SES reviews (0.1%) has its own alarm
  // (SesComplaintRate, infra/cdk/email.ts). Ten in 5 minutes is one send (a digest, a notice) marked as spam by many.
  [metricNames.emailsComplained]: { threshold: 10, description: '10 or more recipients marked e-mails as spam in 5 minutes: one send (a digest, a notice) was unwanted; SES reviews the account at a 0.1% complaint rate and pauses it at 0.5% (docs/runbooks/ses-paused.md).' },
  // her money: a withdrawal she asked for whose refund did not go through (she was told to try again)
  [metricNames.refundsFailed]: { threshold: 1, description: 'A withdrawal\'s refund was refused by Stripe or could not be made: she was told it did not go through and to try again. See "stripe call failed" in the cancel-subscription log, and her payments in Stripe (docs/runbooks/stripe-out-of-sync.md).' },
  [metricNames.stripeOutOfSync]: { threshold: 1, description: 'The Stripe reconciliation found subscriptions out of sync (and mended them): find why the webhook missed them.' },
  // One refusal is a bot or a stale app and pages nobody; a flood is someone scripting SignUp past the site (the pool's
  // web ACL limits each address, infra/cdk/pool-waf.ts, but many addresses pass it).
  [metricNames.signUpsRefused]: { threshold: SIGN_UP_REFUSALS_ALARM, description: `${SIGN_UP_REFUSALS_ALARM} or more sign-ups refused in 5 minutes (not made through the site): someone is calling Cognito's SignUp directly; see the sampled requests of the caregivers' pool web ACL (carey-<stage>-caregivers-pool).` },
  // a device gone is not a failure (404/410 forget it); a few transient failures a day are the push services' own
  [metricNames.pushFailed]: { threshold: 5, description: '5 or more Web Push messages failed in 5 minutes after their retries, or were refused (401/403: the VAPID key of the secret and vapidPublicKey differ?); see "push failed" in the logs (docs/decisions/074-web-push.md).' },
  // kept to be sent again: a push service failing for many at once (5 in 5 minutes), not one passing 503
  [metricNames.pushDeadLettered]: { threshold: 5, description: '5 or more Web Push messages dead-lettered in 5 minutes (still 429/5xx/network after their retries): a push service is failing; the job resend-dead-pushes sends them again (docs/decisions/081-push-dead-letters.md).' },
  // a push lost for good: its TTL passed or a day of resends failed
  [metricNames.pushDeadLettersDropped]: { threshold: 1, description: 'A dead-lettered Web Push message was given up unsent (its TTL passed, a day old, or refused on a resend); see "push dead letter dropped" in the logs (docs/decisions/081-push-dead-letters.md).' },
  [metricNames.endedSubscriptionsCanceled]: { threshold: 1, description: 'The Stripe reconciliation cancelled a subscription Stripe still billed after a withdrawal had ended it: check that she was not charged after the refund.' },
  // Our functions call Cognito from Lambda's few addresses: one block or throttle turns real caregivers away.
  [metricNames.cognitoCallsRefused]: { threshold: 1, description: "A function's Cognito call (sign-up, resend, reset, deletion's password check) was refused by the caregivers' pool web ACL or Cognito's quota: caregivers got 429/503. See the web ACL's sampled requests (carey-<stage>-caregivers-pool) and the Cognito quotas; docs/operations.md." },
};
