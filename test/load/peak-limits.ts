/** The peak second against the first limits each service has (docs/capacity.md), from the cost model's requests. */

import type { Limits, UsageProfile } from './cost-inputs';
import { billedMs, sum, type MeasuredRequest } from './cost-model';

export interface LimitUse {
  limit: string;
  demand: number;
  capacity: number;
  /** demand / capacity: 1 means the limit is reached. */
  use: number;
}

/**
 * Sessions opened in the busiest second: the peak hour's (a campaign, the first of the month) and, in the same
 * hour, the visits a notice to every caregiver brings within its first minutes.
 */
export function peakSessionsPerSecond(caregivers: number, profile: UsageProfile): number {
  const ordinary = (caregivers * profile.peakHourShare) / 3600;
  const notice = (caregivers * profile.noticeVisitShare) / (profile.noticeVisitMinutes * 60);
  return (ordinary + notice) * profile.peakSecondFactor;
}

/**
 * Each route's requests in the busiest second, by route key (a request without one counts under its name): the
 * measured requests (several rows may share a route) and the hot routes the load mix does not measure.
 */
export function routePeaks(caregivers: number, requests: readonly MeasuredRequest[], profile: UsageProfile): Map<string, number> {
  const sessionsPerSecond = peakSessionsPerSecond(caregivers, profile);
  const peaks = new Map<string, number>();
  const add = (key: string, perMonth: number) => peaks.set(key, (peaks.get(key) ?? 0) + (sessionsPerSecond * perMonth) / profile.sessionsPerMonth);
  for (const r of requests) add(r.route ?? r.name, r.perCaregiverMonth);
  for (const [key, perMonth] of Object.entries(profile.unmeasuredRoutesPerCaregiverMonth)) add(key, perMonth);
  return peaks;
}

/** The route on the stage's default throttle with the most requests in the busiest second, and that figure. */
export function busiestDefaultRoute(peaks: ReadonlyMap<string, number>, own: Readonly<Record<string, number>>): [string, number] {
  return [...peaks].filter(([key]) => !(key in own)).sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
}

/**
 * The busiest second (peak hour and a notice to everyone), against each limit; sorted, nearest limit first. Each route
 * with its own throttle against it, the busiest other route against the stage's default (each route has its own
 * bucket), and all routes together against the account's quota.
 */
export function peakLimits(caregivers: number, requests: readonly MeasuredRequest[], profile: UsageProfile, limits: Limits): LimitUse[] {
  const sessionsPerSecond = peakSessionsPerSecond(caregivers, profile);
  const share = (r: MeasuredRequest) => (sessionsPerSecond * r.perCaregiverMonth) / profile.sessionsPerMonth;
  const peaks = routePeaks(caregivers, requests, profile);
  const [busiest, busiestRps] = busiestDefaultRoute(peaks, limits.routes.own);
  const concurrency = sum(requests.map((r) => share(r) * (billedMs(r, profile) / 1000)));
  const hotUnits = sum(requests.map((r) => share(r) * r.hotPartitionReadUnits));
  // The daily digests go out within their window, beside the peak's own e-mails; a busy day carries both.
  const digestsPerDay = (caregivers * profile.digestEmailsPerCaregiverMonth) / 30;
  const emailsPerSecond = sum(requests.map((r) => share(r) * r.emails)) + digestsPerDay / (profile.digestSendHours * 3600);
  const emailsPerDay = ((caregivers * (sum(requests.map((r) => r.perCaregiverMonth * r.emails)) + profile.passwordResetsPerMonth)) / 30) * profile.busyDayFactor + digestsPerDay;
  const uses: [string, number, number][] = [
    ...Object.entries(limits.routes.own).map(([key, rate]): [string, number, number] => [`${key} (its own throttle, requests/s)`, peaks.get(key) ?? 0, rate]),
    [`${busiest} (busiest on the default route throttle, requests/s)`, busiestRps, limits.routes.defaultRps],
    ['API Gateway account, all routes (requests/s)', sum([...peaks.values()]), limits.apiAccountRps],
    ['Lambda concurrency (account)', concurrency, limits.lambdaConcurrency],
    ['DynamoDB partition GSI1PK=OPENING (read units/s)', hotUnits, limits.partitionReadUnitsPerSecond],
    ['SES sending rate (e-mails/s)', emailsPerSecond, limits.sesPerSecond],
    ['SES daily quota (e-mails on a busy day)', emailsPerDay, limits.sesPerDay],
    ['Cognito sign-ins (UserAuthentication/s)', sessionsPerSecond, limits.cognitoAuthRps],
  ];
  return uses.map(([limit, demand, capacity]) => ({ limit, demand, capacity, use: demand / capacity })).sort((a, b) => b.use - a.use);
}

