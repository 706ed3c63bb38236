import { inQuietHours, quietHoursEnd, saoPauloDay } from './pacing';

// São Paulo is UTC−3 all year (no daylight saving since 2019): the instants below are written in its own offset.
const sp = (local: string) => new Date(`${local}-03:00`);

describe('quiet hours and the day, in São Paulo time', () => {
  it.each([
    ['2026-11-27T21:59:59', false],
    ['2026-11-27T22:00:00', true],
    ['2026-11-28T03:00:00', true],
    ['2026-11-28T06:59:59', true],
    ['2026-11-28T07:00:00', false],
    ['2026-11-28T12:00:00', false],
  ])('%s is quiet: %s', (local, quiet) => {
    expect(inQuietHours(sp(local))).toBe(quiet);
  });

  it('what is held in the quiet hours is told at 07:00 São Paulo time, the same night before or after midnight', () => {
    expect(quietHoursEnd(sp('2026-11-27T22:00:00')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(quietHoursEnd(sp('2026-11-27T23:59:30')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(quietHoursEnd(sp('2026-11-28T00:10:00')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(quietHoursEnd(sp('2026-11-28T06:59:00')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(quietHoursEnd(sp('2026-11-28T07:00:00')).toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });

  it("the cap's day turns at midnight São Paulo time, not UTC", () => {
    expect(saoPauloDay(sp('2026-11-27T23:59:59'))).toBe('2026-11-27');
    expect(saoPauloDay(sp('2026-11-28T00:00:00'))).toBe('2026-11-28');
    // 02:30 UTC is still the 27th in São Paulo
    expect(saoPauloDay(new Date('2026-11-28T02:30:00Z'))).toBe('2026-11-27');
  });
});
