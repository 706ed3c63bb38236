/**
 * The inputs of the capacity and cost model (cost-model.ts) that are not measured: AWS's prices for sa-east-1, the
 * usage profile of a caregiver, and the default AWS limits.
 */

import { apiPaths } from '../../contract/paths';
import { fixedPrices, type CognitoPlan } from './template-prices';

/**
 * AWS on-demand prices for sa-east-1 (São Paulo), USD. Written from the public price pages as last known to the
 * author; no network here to check them. RE-CHECK every figure against the AWS price pages (or the Pricing API)
 * before using the totals for a decision, and update `checked`.
 */
export const saEast1Prices = {
  region: 'sa-east-1',
  checked: 'not checked against the live price pages (no network here): the author\'s knowledge of them as of 2025; Lambda Arm per GB-s corroborated by a public region table (sa-east-1 at the base rate); re-check before a decision',
  /** HTTP API, first 300 million requests a month. */
  apiGatewayPerMillion: 1.9,
  lambdaRequestsPerMillion: 0.2,
  /** Arm (Graviton) duration, the architecture every Carey function uses. */
  lambdaArmPerGbSecond: 0.0000133334,
  /** On-demand, after the November 2024 price cut. */
  dynamoReadPerMillionUnits: 0.1875,
  dynamoWritePerMillionUnits: 0.9375,
  dynamoStoragePerGbMonth: 0.375,
  /**
   * Lambda@Edge (the origin-response function on /api/*, docs/decisions/079): per request and per GB-second, the same
   * everywhere, no free tier; x86 only. Checked 2026-11-27 against a public summary of CloudFront's price page.
   */
  lambdaEdgePerMillionRequests: 0.6,
  lambdaEdgePerGbSecond: 0.00005001,
  /** Outbound e-mail (support messages, Cognito's e-mails through SES on production stages). */
  sesPerThousandEmails: 0.1,
  /** Cognito's feature plan of each pool (`cognitoPlans`; decision 065): the caregivers' (Lite, with its web ACL) and the operators'. */
  cognitoCaregiversPlan: 'lite' as CognitoPlan,
  cognitoOperatorsPlan: 'plus' as CognitoPlan,
  /** WAF: every request CloudFront receives, and every call to the caregivers' pool, is inspected by a web ACL. */
  wafPerMillionRequests: fixedPrices.wafPerMillionRequests,
  /** Point-in-time recovery of the table, per GB a month. */
  pitrPerGbMonth: fixedPrices.pitrPerGbMonth,
  /** CloudFront, South America edge: data out (first 10 TB) and HTTPS requests. */
  cloudFrontPerGbOut: 0.11,
  cloudFrontPerTenThousandRequests: 0.022,
  /**
   * CloudFront's always-free tier, every month, for the account (every distribution together): 1 TB out (taken as
   * 1,000 GB, the smaller reading) and 10,000,000 HTTP or HTTPS requests.
   */
  cloudFrontFreeGbOut: 1000,
  cloudFrontFreeRequests: 10_000_000,
  /**
   * Data out of sa-east-1 to the internet (the Web Push requests to the browsers' push services), first 10 TB, and
   * AWS's free 100 GB a month for the account, all services and regions together (CloudFront's own apart).
   */
  dataOutPerGb: 0.15,
  dataOutFreeGb: 100,
  /** CloudWatch Logs ingestion (Lambda and API access logs). */
  logsPerGbIngested: 0.75,
  /** CloudWatch Logs storage, per GB a month (charged on what is kept: production keeps a year). */
  logStoragePerGbMonth: fixedPrices.logStoragePerGbMonth,
  /** Fixed: the template's secrets (test/infra/parts/cost-coverage.test.ts counts them). */
  secretsManagerPerSecretMonth: fixedPrices.secretPerMonth,
  secrets: 7,
};
export type Prices = typeof saEast1Prices;

/**
 * Who an "active caregiver" is and when she comes. The per-request counts per month come from the load mix
 * (`perCaregiverMonth` on each row); this holds the rest. Every figure here is an assumption, stated.
 */
export const usageProfile = {
  sessionsPerMonth: 12,
  /** The SPA shell and config each session (hashed assets are cached; a cold load a month is in `coldLoadBytes`). */
  shellBytesPerSession: 6_000,
  staticRequestsPerSession: 4,
  coldLoadBytesPerMonth: 250_000,
  coldLoadRequestsPerMonth: 12,
  /**
   * Alert digest e-mails: at most one a day per caregiver (docs/alerts.md). The model takes the ceiling, every
   * caregiver a digest every day (30 a month), sent by the daily job within `digestSendHours`.
   */
  digestEmailsPerCaregiverMonth: 30,
  digestSendHours: 2,
  /**
   * Web Push messages (no per-message fee at the push services; docs/decisions/074-web-push.md). The ceiling, as for
   * the digests: every caregiver has a device and gets the day's cap of opening pushes every day (5, the 07:00 summary
   * among them: 150 a month) and 4 notices from the team. Sent by the functions that already run for the opening or
   * the notice: `pushesPerInvocation` messages an invocation, `pushMsPerMessage` each (an HTTPS request to the push
   * service). Assumed: no push sender is measured against a real push service here (no internet).
   */
  pushesPerCaregiverMonth: 154,
  pushesPerInvocation: 50,
  pushMsPerMessage: 40,
  /**
   * Calls to the caregivers' pool a session makes, each inspected by the pool's web ACL: a sign-in (SRP:
   * InitiateAuth and RespondToAuthChallenge), a token refresh, and one more (a sign-out, a code, a password change).
   */
  poolRequestsPerSession: 4,
  /**
   * Billed time of one run of the origin-response function (Lambda@Edge bills by the millisecond): it compares a
   * status and a header and returns. Assumed, not measured in AWS (no account here); the function's memory is its
   * CDK setting (EDGE_FUNCTION_MEMORY_MB).
   */
  edgeFunctionMsPerResponse: 2,
  /** Operators (the Team console's own pool) signing in in a month. */
  operatorsMau: 20,
  /** Password resets a month (each one e-mail). */
  passwordResetsPerMonth: 0.05,
  /** Lambda platform lines (START/END/REPORT) + the API access log line per request. */
  logBytesPerRequest: 700,
  /**
   * Months of logs kept (production's `logRetentionDays`, 365): after a year the groups hold 12 months of logs, billed
   * as stored. Counted uncompressed, which overstates (CloudWatch bills the compressed size).
   */
  logRetentionMonths: 12,
  /**
   * Bytes a push sends out of sa-east-1 (its request to the push service: VAPID headers, the encrypted payload of at
   * most 4 KB, TLS records; connections reused within a run). Assumed, not measured: no push service is reachable here.
   */
  pushBytesOutPerMessage: 4_000,
  /** One DynamoDB round trip inside the region, added to the local handler time (loopback has ~0). */
  awsDynamoRoundTripMs: 6,
  /** Table size per caregiver: profile, claims, notices, rate windows (items are < 1 KB). */
  storageKbPerCaregiver: 12,
  /** Table size per opening: the opening, its three filter copies, its geo index item and count entries. */
  storageKbPerOpening: 4,
  /** Peak: this share of the active caregivers opens a session within the same hour (a campaign e-mail)... */
  peakHourShare: 0.25,
  /** ...and the busiest second of that hour carries this many times the hour's mean. */
  peakSecondFactor: 3,
  /**
   * A notice from the team to every caregiver (Avisos, with its push): this share of them opens a session within
   * `noticeVisitMinutes` of it, on top of the peak hour's own sessions (the busiest second again `peakSecondFactor`
   * times the mean). Decides the stage throttle (docs/capacity.md, "The stage throttle").
   */
  noticeVisitShare: 0.3,
  noticeVisitMinutes: 15,
  /** A busy day (the first of the month) carries this many times a mean day's e-mails. */
  busyDayFactor: 2,
  /**
   * Requests a caregiver makes a month on hot routes the load mix does not measure, by route key: for their throttles
   * and the account's quota only (the model bills no cost for them). The sign-in record is the SPA's first call of
   * every session (`sessionsPerMonth`); checkouts 0.2 (assumed: two for each new caregiver, one given up); Stripe's
   * webhook 4 events a checkout (assumed: checkout.session.completed, invoice.paid, customer.subscription.updated and
   * one more).
   */
  unmeasuredRoutesPerCaregiverMonth: {
    [`POST ${apiPaths.signIn}`]: 12,
    [`POST ${apiPaths.checkout}`]: 0.2,
    [`POST ${apiPaths.stripeWebhook}`]: 0.8,
  } as Readonly<Record<string, number>>,
};
export type UsageProfile = typeof usageProfile;

/**
 * Our own route throttles (requests/s): the stage's default route throttle, which API Gateway applies to each route
 * on its own, and the routes with their own, by route key (docs/decisions/091-route-throttles.md).
 */
export interface RouteLimits {
  defaultRps: number;
  own: Readonly<Record<string, number>>;
}

/** Default limits (per account and region unless said), each adjustable; the route throttles are our own setting. */
export interface Limits {
  routes: RouteLimits;
  /** API Gateway's quota for every API of the account in the region together: 10,000 requests/s, a bucket of 5,000. */
  apiAccountRps: number;
  apiAccountBurst: number;
  lambdaConcurrency: number;
  /** One DynamoDB partition serves at most 3,000 read units and 1,000 write units a second. */
  partitionReadUnitsPerSecond: number;
  sesPerSecond: number;
  sesPerDay: number;
  /** Cognito's UserAuthentication category (sign-in and token refresh). */
  cognitoAuthRps: number;
}

export const defaultLimits = (routes: RouteLimits): Limits => ({
  routes,
  apiAccountRps: 10_000,
  apiAccountBurst: 5_000,
  lambdaConcurrency: 1_000,
  partitionReadUnitsPerSecond: 3_000,
  sesPerSecond: 14,
  sesPerDay: 50_000,
  cognitoAuthRps: 120,
});
