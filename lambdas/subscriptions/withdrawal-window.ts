/**
 * The right of withdrawal (Código de Defesa do Consumidor, art. 49): 7 days from the purchase. Counted as the
 * Civil Code counts days (art. 132): the day of the first payment is left out and the 7th day after it counts in
 * full, in São Paulo's calendar (America/Sao_Paulo). A payment on 24/11 at 23:50 may be withdrawn until 01/12 at
 * 23:59:59 in São Paulo. The server decides it from the payment's time on Stripe's clock, never the client
 * (docs/decisions/037-withdrawal-and-billing-view.md).
 */
import { formatDateSP, saoPauloOffsetMs, saoPauloParts } from '../../contract';

export const WITHDRAWAL_DAYS = 7;

/** The calendar day of an instant in São Paulo: [year, month (1-12), day]. */
export function saoPauloDate(epochSeconds: number): [number, number, number] {
  const p = saoPauloParts(epochSeconds * 1000)!;
  return [p.year, p.month, p.day];
}

/** São Paulo's offset from UTC at an instant, in seconds (−3 h since 2019, when Brazil dropped summer time): the shared clock's. */
export function offsetSeconds(epochSeconds: number): number {
  return saoPauloOffsetMs(epochSeconds * 1000) / 1000;
}

/** The last second (epoch seconds) on which a purchase paid at `firstPaidAt` may still be withdrawn. */
export function withdrawalDeadline(firstPaidAt: number): number {
  const [y, m, d] = saoPauloDate(firstPaidAt);
  const nextMidnightUtc = Date.UTC(y, m - 1, d + WITHDRAWAL_DAYS + 1) / 1000;
  return nextMidnightUtc - offsetSeconds(nextMidnightUtc) - 1;
}

export function withinWithdrawal(firstPaidAt: number, now: number): boolean {
  return now <= withdrawalDeadline(firstPaidAt);
}

/** '01/12/2026': a date as people in Brazil write it, in São Paulo's calendar. */
export const dateLabel = (epochSeconds: number): string => formatDateSP(epochSeconds * 1000);
