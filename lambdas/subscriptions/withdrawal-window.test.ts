/**
 * Proves: the withdrawal window (CDC art. 49) ends at the last second of the 7th São Paulo calendar day after the
 * payment, whatever the payment's hour (never "7 × 24 h from the payment"), and not a second later.
 */
import { dateLabel, withdrawalDeadline, withinWithdrawal } from './withdrawal-window';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the withdrawal window (7 days, São Paulo calendar)', () => {
  it('ends at the last second of the 7th day after the payment, São Paulo time', () => {
    // 24/11 23:50 in São Paulo is 25/11 02:50 UTC: the day counted is São Paulo's 24/11.
    expect(withdrawalDeadline(at('2026-11-25T02:50:00Z'))).toBe(at('2026-12-02T02:59:59Z'));
    expect(withdrawalDeadline(at('2026-11-24T03:00:00Z'))).toBe(at('2026-12-02T02:59:59Z'));
    expect(dateLabel(withdrawalDeadline(at('2026-11-24T12:00:00Z')))).toBe('01/12/2026');
  });

  it('is open on day 0 and day 7, closed on day 8', () => {
    const paid = at('2026-11-24T15:00:00Z');
    expect(withinWithdrawal(paid, paid)).toBe(true);
    expect(withinWithdrawal(paid, paid + 7 * 86400)).toBe(true);
    expect(withinWithdrawal(paid, paid + 8 * 86400)).toBe(false);
  });

  it('counts whole São Paulo days, not 7 × 24 h: paid at 15:00, asked at 20:00 on day 7 is in; 23:59:59 in; day 8 at 00:00 out', () => {
    // Paid 24/11 at 15:00 in São Paulo (18:00 UTC); the 7th day after it is 01/12.
    const paid = at('2026-11-24T18:00:00Z');
    expect(withinWithdrawal(paid, at('2026-12-01T23:00:00Z'))).toBe(true); // 01/12 20:00 in São Paulo
    expect(withinWithdrawal(paid, at('2026-12-02T02:59:59Z'))).toBe(true); // 01/12 23:59:59 in São Paulo
    expect(withinWithdrawal(paid, at('2026-12-02T03:00:00Z'))).toBe(false); // 02/12 00:00 in São Paulo
    // Paid just after midnight: still the same last second, not 7 × 24 h later.
    expect(withinWithdrawal(at('2026-11-24T03:00:01Z'), at('2026-12-02T02:59:59Z'))).toBe(true);
    expect(withinWithdrawal(at('2026-11-24T03:00:01Z'), at('2026-12-02T03:00:00Z'))).toBe(false);
  });

  it('in a summer-time year (−2 h) the last second is 01:59:59 UTC, at −3 h 02:59:59', () => {
    // paid 10/12/2018 10:00 in São Paulo (summer time, −02:00): 17/12 23:59:59 there
    expect(withdrawalDeadline(at('2018-12-10T12:00:00Z'))).toBe(at('2018-12-18T01:59:59Z'));
    // paid 10/03/2019 (summer time over since 17/02/2019): 17/03 23:59:59 at −03:00
    expect(withdrawalDeadline(at('2019-03-10T12:00:00Z'))).toBe(at('2019-03-18T02:59:59Z'));
  });

  it('crosses a month and a year', () => {
    expect(dateLabel(withdrawalDeadline(at('2026-12-28T12:00:00Z')))).toBe('04/01/2027');
  });
});
