/**
 * Proves: every date a person reads is São Paulo's, whatever the machine's zone (CI runs in UTC; run it by hand with
 * TZ=Asia/Tokyo too): 02:59 UTC on 22/11 is still 21/11 23:59 in São Paulo, 03:00 UTC is 22/11 00:00.
 */
import { formatDateSP, formatDateTimeSecondsSP, formatDateTimeSP, saoPauloDayNumber, saoPauloParts } from './sao-paulo-time';

describe("São Paulo's clock", () => {
  it('places the last minute of a São Paulo day and the first of the next on their own days', () => {
    expect(formatDateTimeSP('2026-11-22T02:59:00Z')).toBe('21/11/2026 23:59');
    expect(formatDateTimeSP('2026-11-22T03:00:00Z')).toBe('22/11/2026 00:00');
    expect(formatDateSP('2026-11-22T02:59:59.999Z')).toBe('21/11/2026');
    expect(formatDateSP('2026-11-22T03:00:00Z')).toBe('22/11/2026');
  });

  it('reads a Date, an ISO string and epoch milliseconds alike', () => {
    const ms = Date.parse('2026-11-22T02:59:00Z');
    expect(formatDateTimeSP(new Date(ms))).toBe('21/11/2026 23:59');
    expect(formatDateTimeSP(ms)).toBe('21/11/2026 23:59');
  });

  it('writes midnight as 00, never 24, and pads day, month, hour and minute', () => {
    expect(formatDateTimeSP('2027-01-01T03:05:00Z')).toBe('01/01/2027 00:05');
    expect(formatDateTimeSP('2027-01-01T02:05:00Z')).toBe('31/12/2026 23:05');
    expect(saoPauloParts('2026-03-05T12:07:09Z')).toEqual({ year: 2026, month: 3, day: 5, hour: 9, minute: 7, second: 9 });
    // With seconds (the Registro): the day's last second and the next day's first, padded.
    expect(formatDateTimeSecondsSP('2026-11-22T02:59:59Z')).toBe('21/11/2026 23:59:59');
    expect(formatDateTimeSecondsSP('2026-11-22T03:00:05Z')).toBe('22/11/2026 00:00:05');
  });

  it('counts São Paulo days: the two sides of midnight are one day apart', () => {
    expect(saoPauloDayNumber('2026-11-22T03:00:00Z')! - saoPauloDayNumber('2026-11-22T02:59:00Z')!).toBe(1);
    expect(saoPauloDayNumber('2026-11-22T03:00:00Z')).toBe(Date.UTC(2026, 10, 22) / 86_400_000);
  });

  it('gives nothing for an invalid instant', () => {
    expect(formatDateSP('ontem')).toBe('');
    expect(formatDateTimeSP(Number.NaN)).toBe('');
    expect(saoPauloDayNumber('x')).toBeUndefined();
  });
});
