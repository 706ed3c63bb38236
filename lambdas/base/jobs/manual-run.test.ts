import { notLaterThanNowOf, nowOf, waitMsOf } from './manual-run';

describe('fields of a job run by hand', () => {
  it('takes a wait of 0 or more milliseconds, else the job default', () => {
    expect(waitMsOf(0, 60_000)).toBe(0);
    expect(waitMsOf(1500, 60_000)).toBe(1500);
    for (const bad of [undefined, -1, '10', null, Number.NaN]) expect(waitMsOf(bad, 60_000)).toBe(60_000);
  });

  it('takes an ISO 8601 time as now, else the clock', () => {
    expect(nowOf('2026-11-23T10:00:00Z').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    const before = Date.now();
    for (const bad of [undefined, 'ontem', 42]) expect(nowOf(bad).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('a "now" that ends paid periods is never later than the clock: a future time is the clock, a past one is kept', () => {
    expect(notLaterThanNowOf('2026-11-23T10:00:00Z').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    const before = Date.now();
    for (const value of ['2999-01-01T00:00:00Z', new Date(before + 60_000).toISOString(), undefined]) {
      const now = notLaterThanNowOf(value).getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });
});
