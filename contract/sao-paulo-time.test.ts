/**
 * Proves: every date a person reads is São Paulo's, whatever the machine's zone (CI runs in UTC; run it by hand with
 * TZ=Asia/Tokyo too): 02:59 UTC on 22/11 is still 21/11 23:59 in São Paulo, 03:00 UTC is 22/11 00:00.
 */
import { formatDateSP, formatDateTimeSecondsSP, formatDateTimeSP, saoPauloDayNumber, saoPauloDayRange, saoPauloIsoDay, saoPauloIsoInstant, saoPauloOffsetMs, saoPauloParts } from './sao-paulo-time';

/** The baseline: São Paulo's wall clock as Intl reads it from the tz database (what the table stands in for). */
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});
const intlParts = (ms: number) => {
  const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
};

describe("São Paulo's clock", () => {
  it('places the last minute of a São Paulo day and the first of the next on their own days', () => {
    expect(formatDateTimeSP('2026-11-22T02:59:00Z')).toBe('21/11/2026 23:59');
    expect(formatDateTimeSP('2026-11-22T03:00:00Z')).toBe('22/11/2026 00:00');
    expect(formatDateSP('2026-11-22T02:59:59.999Z')).toBe('21/11/2026');
    expect(formatDateSP('2026-11-22T03:00:00Z')).toBe('22/11/2026');
  });

  it("writes São Paulo's day as ISO 8601 writes a day, a day, month and year apart from UTC's at 23:30", () => {
    expect(saoPauloIsoDay('2028-01-01T02:30:00Z')).toBe('2027-12-31');
    expect(saoPauloIsoDay('2026-12-02T02:59:59Z')).toBe('2026-12-01');
    expect(saoPauloIsoDay('2026-12-02T03:00:00Z')).toBe('2026-12-02');
    expect(saoPauloIsoDay('ontem')).toBe('');
  });

  it("writes an instant as ISO 8601 with São Paulo's clock and offset, to the second: 02:59:59Z is the day before at 23:59:59", () => {
    expect(saoPauloIsoInstant('2026-12-02T02:59:59.999Z')).toBe('2026-12-01T23:59:59-03:00');
    expect(saoPauloIsoInstant('2026-12-02T03:00:00Z')).toBe('2026-12-02T00:00:00-03:00');
    expect(saoPauloIsoInstant(Date.parse('2028-01-01T02:30:00Z'))).toBe('2027-12-31T23:30:00-03:00');
    expect(saoPauloIsoInstant(new Date('2026-12-02T17:05:00Z'))).toBe('2026-12-02T14:05:00-03:00');
    // Before 2019 the summers were an hour ahead: the offset is the instant's own.
    expect(saoPauloIsoInstant('2018-01-15T12:00:00Z')).toBe('2018-01-15T10:00:00-02:00');
    expect(saoPauloIsoInstant('ontem')).toBe('');
    for (const iso of ['2026-12-02T02:59:59.000Z', '2018-01-15T12:00:00.000Z', '2031-06-30T03:00:00.000Z']) expect(new Date(saoPauloIsoInstant(iso)).toISOString()).toBe(iso);
  });

  it("bounds a range of São Paulo days in UTC: 23:30 of 31/12/2027 there is in 31/12, 00:00 of 01/01 is not", () => {
    const { from, to } = saoPauloDayRange('2027-12-31', '2027-12-31');
    expect(from).toBe('2027-12-31T03:00:00.000Z');
    expect(to).toBe('2028-01-01T02:59:59.999Z~');
    const inRange = (iso: string) => iso >= from && iso <= to;
    expect(inRange('2028-01-01T02:30:00.000Z')).toBe(true);
    expect(inRange('2028-01-01T02:59:59.999Z#familia/vaga')).toBe(true);
    expect(inRange('2028-01-01T03:00:00.000Z')).toBe(false);
    expect(inRange('2027-12-31T02:59:59.999Z')).toBe(false);
    // Summer time (−2 h) in 2018: the zone's own offset.
    expect(saoPauloDayRange('2018-01-15', '2018-01-15')).toEqual({ from: '2018-01-15T02:00:00.000Z', to: '2018-01-16T01:59:59.999Z~' });
    expect(saoPauloDayRange(undefined, undefined)).toEqual({ from: '0000', to: '9999~' });
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

  it("agrees with Intl's tz database on each side of every summer-time edge, the last ones written out", () => {
    // Summer time began at 00:00 on 04/11/2018 (03:00 UTC: the clock jumped to 01:00) and ended for good at 00:00 on
    // 17/02/2019 (02:00 UTC: the clock went back to 23:00 on the 16th).
    expect(formatDateTimeSecondsSP('2018-11-04T02:59:59Z')).toBe('03/11/2018 23:59:59');
    expect(formatDateTimeSecondsSP('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00:00');
    expect(formatDateTimeSecondsSP('2019-02-17T01:59:59Z')).toBe('16/02/2019 23:59:59');
    expect(formatDateTimeSecondsSP('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00:00');
    expect(saoPauloOffsetMs(Date.parse('2019-02-17T01:59:59Z'))).toBe(-2 * 3_600_000);
    expect(saoPauloOffsetMs(Date.parse('2019-02-17T02:00:00Z'))).toBe(-3 * 3_600_000);
    // Every edge Intl knows between 2000 and 2020, one second either side, found by Intl itself hour by hour.
    let edges = 0;
    for (let hour = Date.UTC(2000, 0, 1); hour < Date.UTC(2020, 0, 1); hour += 3_600_000) {
      if (intlParts(hour).hour === intlParts(hour + 3_600_000).hour - 1 || (intlParts(hour).hour === 23 && intlParts(hour + 3_600_000).hour === 0)) continue;
      edges += 1;
      for (const at of [hour, hour + 3_600_000 - 1000, hour + 3_600_000]) expect(saoPauloParts(at)).toEqual(intlParts(at));
    }
    expect(edges).toBe(39);
  });

  it('agrees with Intl on 5,000 instants from 1990 to 2110, inside the table and on both sides of it', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const from = Date.UTC(1990, 0, 1);
    const until = Date.UTC(2110, 0, 1);
    const instants = Array.from({ length: 5000 }, () => Math.floor((from + next() * (until - from)) / 1000) * 1000);
    instants.push(Date.UTC(2000, 0, 1) - 1000, Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1) - 1000, Date.UTC(2100, 0, 1));
    for (const at of instants) expect(saoPauloParts(at)).toEqual(intlParts(at));
  });
});
