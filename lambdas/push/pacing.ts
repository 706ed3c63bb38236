import { saoPauloParts } from '../../contract/sao-paulo-time';

/**
 * When an opening's push may go (docs/decisions/074-web-push.md): at most OPENING_PUSHES_PER_DAY a day in São Paulo's
 * calendar, and none between QUIET_HOURS.from and QUIET_HOURS.to São Paulo time; what matches then is held and
 * told in one summary at QUIET_HOURS.to. The São Paulo clock is read through Intl (America/Sao_Paulo, in contract), so a future
 * change of its offset needs no change here.
 */
export const OPENING_PUSHES_PER_DAY = 5;
export const QUIET_HOURS = { from: 22, to: 7 } as const;

/** São Paulo's wall clock at `now`, read from the one São Paulo clock (contract/sao-paulo-time.ts). */
function saoPaulo(now: Date): { day: string; hour: number; minute: number } {
  const p = saoPauloParts(now);
  if (!p) throw new Error('invalid date');
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${p.year}-${two(p.month)}-${two(p.day)}`, hour: p.hour, minute: p.minute };
}

/** São Paulo's calendar day of `now` (YYYY-MM-DD): the daily cap's day. */
export const saoPauloDay = (now: Date): string => saoPaulo(now).day;

/** True from 22:00:00 to 06:59:59 São Paulo time. */
export function inQuietHours(now: Date): boolean {
  const { hour } = saoPaulo(now);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/** The first instant at or after `now` when the quiet hours are over: 07:00 São Paulo time (`now` itself outside them). */
export function quietHoursEnd(now: Date): Date {
  if (!inQuietHours(now)) return now;
  // Minute by minute would do; the offset found now holds to 07:00 (Brazil has kept one offset all year since 2019).
  const { hour, minute } = saoPaulo(now);
  const minutesLeft = ((QUIET_HOURS.to - hour + 24) % 24) * 60 - minute;
  const at = new Date(now.getTime() + minutesLeft * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
