import { addMonthsSaoPaulo, offersRenewWithPix, pixPeriodEnd, renewWithPixFrom } from './pix-period';
import { dateLabel } from './withdrawal-window';

/** An instant written as São Paulo's wall clock (−03:00, no summer time since 2019). */
const sp = (iso: string) => Date.parse(`${iso}-03:00`) / 1000;
const label = (epoch: number) => new Date(epoch * 1000).toISOString();

describe('one-off Pix periods on the São Paulo calendar', () => {
  it('adds calendar months at the same wall-clock time', () => {
    expect(label(addMonthsSaoPaulo(sp('2026-11-15T10:30:00'), 1))).toBe('2026-12-15T13:30:00.000Z');
    expect(label(addMonthsSaoPaulo(sp('2026-04-30T23:50:00'), 1))).toBe('2026-05-31T02:50:00.000Z');
  });

  it('clamps to the month\'s last day when paid on the 31st (and on 29–31 January)', () => {
    expect(dateLabel(addMonthsSaoPaulo(sp('2027-01-31T09:00:00'), 1))).toBe('28/02/2027');
    expect(dateLabel(addMonthsSaoPaulo(sp('2028-01-31T09:00:00'), 1))).toBe('29/02/2028');
    expect(dateLabel(addMonthsSaoPaulo(sp('2027-01-29T09:00:00'), 1))).toBe('28/02/2027');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-03-31T09:00:00'), 1))).toBe('30/04/2026');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-05-31T09:00:00'), 1))).toBe('30/06/2026');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-07-31T09:00:00'), 1))).toBe('31/08/2026');
  });

  it('counts on São Paulo\'s day, not UTC\'s: 31/01 at 22:00 in São Paulo is already 01/02 in UTC', () => {
    expect(label(addMonthsSaoPaulo(sp('2027-01-31T22:00:00'), 1))).toBe('2027-03-01T01:00:00.000Z');
    expect(dateLabel(addMonthsSaoPaulo(sp('2027-01-31T22:00:00'), 1))).toBe('28/02/2027');
  });

  it('crosses a year, and Trimestral is 3 months', () => {
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-12-15T08:00:00'), 1))).toBe('15/01/2027');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-11-30T08:00:00'), 3))).toBe('28/02/2027');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-12-31T08:00:00'), 3))).toBe('31/03/2027');
    expect(dateLabel(addMonthsSaoPaulo(sp('2026-10-31T08:00:00'), 3))).toBe('31/01/2027');
  });

  it('extends from the current end when paid before it, and from the payment once it is over', () => {
    const end = sp('2026-12-20T10:00:00');
    expect(dateLabel(pixPeriodEnd(sp('2026-12-15T10:00:00'), 1, end))).toBe('20/01/2027');
    expect(dateLabel(pixPeriodEnd(sp('2026-12-15T10:00:00'), 3, end))).toBe('20/03/2027');
    expect(dateLabel(pixPeriodEnd(sp('2026-12-21T10:00:00'), 1, end))).toBe('21/01/2027');
    expect(dateLabel(pixPeriodEnd(sp('2026-12-21T10:00:00'), 1))).toBe('21/01/2027');
  });

  it('at the edge: paid one second before the end extends from the end (to the second); paid at the end, from the payment', () => {
    const end = sp('2026-12-20T10:00:00');
    expect(label(pixPeriodEnd(sp('2026-12-20T09:59:59'), 1, end))).toBe('2027-01-20T13:00:00.000Z');
    expect(label(pixPeriodEnd(sp('2026-12-20T10:00:00'), 1, end))).toBe('2027-01-20T13:00:00.000Z');
    expect(label(pixPeriodEnd(sp('2026-12-20T10:00:01'), 1, end))).toBe('2027-01-20T13:00:01.000Z');
  });

  it('offers "Renovar com Pix" from midnight 7 days before the end\'s day until the end', () => {
    const end = sp('2027-02-28T10:00:00');
    expect(label(renewWithPixFrom(end))).toBe('2027-02-21T03:00:00.000Z');
    expect(offersRenewWithPix(end, sp('2027-02-20T23:59:59'))).toBe(false);
    expect(offersRenewWithPix(end, sp('2027-02-21T00:00:00'))).toBe(true);
    expect(offersRenewWithPix(end, end - 1)).toBe(true);
    expect(offersRenewWithPix(end, end)).toBe(false);
    // across a month: ends on 03/03, offered from 24/02
    expect(offersRenewWithPix(sp('2027-03-03T10:00:00'), sp('2027-02-23T23:59:59'))).toBe(false);
    expect(offersRenewWithPix(sp('2027-03-03T10:00:00'), sp('2027-02-24T00:00:00'))).toBe(true);
  });
});
