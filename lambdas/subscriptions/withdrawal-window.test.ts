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

  it('crosses a month and a year', () => {
    expect(dateLabel(withdrawalDeadline(at('2026-12-28T12:00:00Z')))).toBe('04/01/2027');
  });
});
