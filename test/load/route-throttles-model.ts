/**
 * The route throttles in the capacity model (docs/capacity.md, "Route throttles"; decision 091): the route limits
 * the model checks, and their sizing at one step as arithmetic.
 */
import { billedMs, sum, type MeasuredRequest } from './cost-model';
import type { Limits, RouteLimits, UsageProfile } from './cost-inputs';
import { peakSessionsPerSecond, routePeaks } from './peak-limits';

/** A throttle as the model reads it: the stage's default route throttle, or a route's own (the route table's `throttle`). */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** The route limits the model checks, from the route table and the stage's default route throttle. */
export function routeLimitsOf(table: readonly { method: string; path: string; throttle?: Throttle }[], defaultThrottle: Throttle): RouteLimits {
  return {
    defaultRps: defaultThrottle.rateLimit,
    own: Object.fromEntries(table.filter((r) => r.throttle).map((r) => [`${r.method} ${r.path}`, r.throttle!.rateLimit])),
  };
}

/**
 * The route throttles' sizing at one step, as arithmetic (docs/capacity.md, "Route throttles"): the busiest second's
 * sessions, each route's requests in it against its own throttle (API Gateway applies the stage's default to each
 * route on its own), the functions a route at its limit keeps busy, and all routes against the account's quota.
 */
export function formatRouteThrottles(
  caregivers: number,
  requests: readonly MeasuredRequest[],
  profile: UsageProfile,
  limits: Limits,
  table: readonly { method: string; path: string; throttle?: Throttle }[],
  defaultThrottle: Throttle,
): string {
  const n = (x: number, digits = 2) => x.toLocaleString('en', { maximumFractionDigits: digits });
  const hour = (caregivers * profile.peakHourShare) / 3600;
  const notice = (caregivers * profile.noticeVisitShare) / (profile.noticeVisitMinutes * 60);
  const sessions = peakSessionsPerSecond(caregivers, profile);
  const peaks = routePeaks(caregivers, requests, profile);
  const throttleOf = (key: string) => table.find((r) => `${r.method} ${r.path}` === key)?.throttle;
  const slowestMs = (key: string) => Math.max(0, ...requests.filter((r) => (r.route ?? r.name) === key).map((r) => billedMs(r, profile)));
  const perMonth = (key: string) => sum(requests.filter((r) => (r.route ?? r.name) === key).map((r) => r.perCaregiverMonth)) + (profile.unmeasuredRoutesPerCaregiverMonth[key] ?? 0);
  const keys = [...new Set([...Object.keys(limits.routes.own), ...[...peaks.keys()].sort((a, b) => peaks.get(b)! - peaks.get(a)!)])];
  const header = ['route (busiest second)', 'a month', 'peak/s', 'limit/s', 'burst', 'use', 'at its limit: functions at once'];
  const rows = keys.map((key) => {
    const own = throttleOf(key);
    const limit = own ?? defaultThrottle;
    const ms = slowestMs(key);
    const peak = peaks.get(key) ?? 0;
    return [
      `${key}${own ? '' : ' (default)'}`,
      n(perMonth(key)),
      n(peak, peak < 10 ? 2 : 0),
      n(limit.rateLimit),
      n(limit.burstLimit),
      `${n((peak / limit.rateLimit) * 100, 0)}%`,
      ms > 0 ? `${n((limit.rateLimit * ms) / 1000, 0)} (${ms.toFixed(1)} ms billed, its slowest request)` : '- (not measured)',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const table_ = [header, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
  const total = sum([...peaks.values()]);
  const ownCount = Object.keys(limits.routes.own).length;
  const ownSum = sum(Object.values(limits.routes.own));
  const others = table.length - ownCount;
  const everyRoute = ownSum + others * limits.routes.defaultRps;
  // Lambda: the functions the busiest second keeps busy at once, and what a new account's 10 would serve at the same mean time.
  const rpsOf = (r: MeasuredRequest) => (sessions * r.perCaregiverMonth) / profile.sessionsPerMonth;
  const measuredRps = sum(requests.map(rpsOf));
  const busy = sum(requests.map((r) => rpsOf(r) * (billedMs(r, profile) / 1000)));
  const meanMs = measuredRps > 0 ? (busy / measuredRps) * 1000 : 0;
  return [
    `route throttles at ${n(caregivers)} active caregivers (API Gateway applies the stage's default to each route on its own):`,
    `  peak hour: ${n(caregivers)} × ${n(profile.peakHourShare * 100)}% / 3,600 s = ${n(hour)} sessions/s`,
    `  a notice to everyone: ${n(caregivers)} × ${n(profile.noticeVisitShare * 100)}% / ${n(profile.noticeVisitMinutes * 60)} s = ${n(notice)} sessions/s`,
    `  busiest second: (${n(hour)} + ${n(notice)}) × ${profile.peakSecondFactor} = ${n(sessions)} sessions/s; a route's requests in it: sessions/s × its requests a caregiver-month / ${profile.sessionsPerMonth} sessions`,
    table_,
    `all routes together in the busiest second: ${n(total, 0)} requests/s against the account's ${n(limits.apiAccountRps)}/s (burst ${n(limits.apiAccountBurst)}), shared with every API of the account in the region: ${n((total / limits.apiAccountRps) * 100, 1)}%`,
    `Lambda: the busiest second keeps ${n(busy, 0)} functions busy at once (the measured routes, ${meanMs.toFixed(1)} ms billed on average) against the account's ${n(limits.lambdaConcurrency)}; a new account's 10 would serve about ${n(meanMs > 0 ? (10 * 1000) / meanMs : 0, 0)} requests/s, far below any throttle here (docs/deploy.md, step 0)`,
    `every route at its limit at once: ${ownCount} with their own (${n(ownSum)}/s) + ${others} on the default (${others} × ${n(limits.routes.defaultRps)}/s) = ${n(everyRoute)}/s: ${everyRoute > limits.apiAccountRps ? `above the account's ${n(limits.apiAccountRps)}/s, which bounds the API as a whole` : `within the account's ${n(limits.apiAccountRps)}/s`}`,
  ].join('\n');
}
