import { nowOf, waitMsOf } from './manual-run';

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
});
