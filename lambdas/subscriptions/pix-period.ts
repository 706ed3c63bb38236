import { offsetSeconds, saoPauloDate } from './withdrawal-window';

/**
 * A one-off Pix period (docs/decisions/073-pix.md): Carey, not Stripe, computes until when she has access, on São
 * Paulo's calendar. A period of N months ends at the same wall-clock time N calendar months later; when that month
 * has no such day (paid on the 31st, or on 29–31/01 for February), it ends on the month's last day (clamped).
 * Paying again before the end extends from the end, so no day is lost.
 */
export const DAY_SECONDS = 24 * 3600;
/** 'Renovar com Pix' is offered in the period's last 7 days (São Paulo calendar, the end's day included). */
export const RENEW_WITH_PIX_DAYS = 7;
/** The e-mail 'seu acesso termina em 3 dias' goes this long before the end. */
export const END_REMINDER_SECONDS = 3 * DAY_SECONDS;

/** The instant of a São Paulo wall-clock time (month 1-12; the day may overflow, Date.UTC carries it). */
function saoPauloInstant(y: number, m: number, d: number, secondsOfDay: number): number {
  const naive = Date.UTC(y, m - 1, d) / 1000 + secondsOfDay;
  return naive - offsetSeconds(naive - offsetSeconds(naive));
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `from` plus `months` calendar months in São Paulo, the day clamped to the target month's last day. */
export function addMonthsSaoPaulo(from: number, months: number): number {
  const [y, m, d] = saoPauloDate(from);
  const secondsOfDay = from - saoPauloInstant(y, m, d, 0);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  return saoPauloInstant(ty, tm, Math.min(d, daysInMonth(ty, tm)), secondsOfDay);
}

/**
 * The end of access after a payment made at `paidAt` for `months`: from the current end while access lasts
 * (paying early loses no day), otherwise from the payment.
 */
export function pixPeriodEnd(paidAt: number, months: number, currentEnd?: number): number {
  const start = currentEnd !== undefined && currentEnd > paidAt ? currentEnd : paidAt;
  return addMonthsSaoPaulo(start, months);
}

/** The first instant at which 'Renovar com Pix' is offered: midnight (São Paulo) 7 calendar days before the end's day. */
export function renewWithPixFrom(end: number): number {
  const [y, m, d] = saoPauloDate(end);
  return saoPauloInstant(y, m, d - RENEW_WITH_PIX_DAYS, 0);
}

/** Whether a one-off Pix period is in its last 7 days at `now` (and not over). */
export function offersRenewWithPix(end: number, now: number): boolean {
  return now >= renewWithPixFrom(end) && now < end;
}
