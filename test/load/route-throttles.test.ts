import { apiPaths } from '../../contract/paths';
import { DEFAULT_API_THROTTLE } from '../../infra/cdk/stage-settings';
import { routes } from '../../lambdas/routes';
import { busiestDefaultRoute } from './peak-limits';
import { routeLimitsOf, routePeaks, usageProfile, type MeasuredRequest } from './cost-model';
import { loadMix, routeKeyOf } from './mix';

/**
 * The route throttles against the capacity model (docs/capacity.md, "Route throttles"; decision 091). API Gateway
 * applies the stage's default route throttle to each route on its own: each route's limit must stand above that
 * route's own requests in the busiest second at 100,000 caregivers, with the model's headroom. A route's peak depends
 * only on how often a caregiver makes it and the profile, not on anything measured, so no run is needed here.
 */
const HEADROOM = 1.5;
const requests: MeasuredRequest[] = loadMix.map((row) => ({
  name: row.name,
  route: routeKeyOf(row),
  perCaregiverMonth: row.perCaregiverMonth,
  handlerMs: 0,
  dynamoCalls: 0,
  readUnits: 0,
  writeUnits: 0,
  hotPartitionReadUnits: 0,
  responseBytes: 0,
  emails: 0,
}));
const peaks = routePeaks(100_000, requests, usageProfile);
const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const own = routes.filter((r) => r.throttle);

describe('route throttles, sized by the capacity model', () => {
  it('every route the model counts is a route of the table (the mix rows and the hot routes it does not measure)', () => {
    const keys = new Set(routes.map(keyOf));
    expect([...peaks.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('the openings list, the sign-in record, checkout and the webhook have throttles of their own', () => {
    expect(own.map(keyOf).sort()).toEqual([`GET ${apiPaths.openings}`, `POST ${apiPaths.signIn}`, `POST ${apiPaths.checkout}`, `POST ${apiPaths.stripeWebhook}`].sort());
  });

  it.each(own.map((r) => [keyOf(r), r] as const))('%s: its limit is at least half again above its peak, its burst at least its rate', (key, route) => {
    expect(route.throttle!.rateLimit).toBeGreaterThanOrEqual(HEADROOM * peaks.get(key)!);
    expect(route.throttle!.burstLimit).toBeGreaterThanOrEqual(route.throttle!.rateLimit);
  });

  it.each(own.map((r) => [keyOf(r), r] as const))('%s: the peak its reason states is the model’s', (key, route) => {
    const stated = /(\d[\d,]*) (?:requests|events)\/s in the busiest second at 100,000 caregivers/.exec(route.throttle!.why);
    expect(stated).not.toBeNull();
    expect(Number(stated![1].replace(/,/g, ''))).toBe(Math.round(peaks.get(key)!));
  });

  it("the stage's default stands half again above the busiest route without its own (each route has its own bucket)", () => {
    const [busiest, rps] = busiestDefaultRoute(peaks, routeLimitsOf(routes, DEFAULT_API_THROTTLE).own);
    expect(busiest).toBe(`GET ${apiPaths.me}`);
    expect(Math.round(rps)).toBe(121);
    expect(DEFAULT_API_THROTTLE.rateLimit).toBeGreaterThanOrEqual(HEADROOM * rps);
    expect(DEFAULT_API_THROTTLE.burstLimit).toBeGreaterThanOrEqual(DEFAULT_API_THROTTLE.rateLimit);
  });

  it('no route has a limit above the account’s quota (API Gateway refuses a default route throttle above it)', () => {
    for (const r of own) expect(r.throttle!.rateLimit).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_API_THROTTLE.rateLimit).toBeLessThanOrEqual(10_000);
  });
});
