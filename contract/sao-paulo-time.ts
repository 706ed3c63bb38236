/**
 * One clock for every date and time a person reads, on the server and in the SPA: São Paulo's (America/Sao_Paulo),
 * written as Brazilians write it ('21/11/2026', '21/11/2026 23:59'), whatever the zone of the machine, the browser or
 * the Lambda (UTC). Built from Intl's parts, not from its whole string, so that no ICU version adds a comma or 'às'.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** An instant: a Date, an ISO 8601 string, or epoch milliseconds. */
export type Instant = Date | string | number;

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** The wall clock in São Paulo at an instant: year, month (1–12), day, hour (0–23), minute; undefined for an invalid instant. */
export function saoPauloParts(at: Instant): { year: number; month: number; day: number; hour: number; minute: number; second: number } | undefined {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = clock.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '21/11/2026': the São Paulo calendar day of an instant; '' for an invalid instant. */
export function formatDateSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year}` : '';
}

/** '21/11/2026 23:59': the São Paulo date and time of an instant; '' for an invalid instant. */
export function formatDateTimeSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}` : '';
}

/** '21/11/2026 23:59:07': the same with seconds (the Registro, where two actions may share a minute). */
export function formatDateTimeSecondsSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}` : '';
}

/** The São Paulo calendar day of an instant as a day number (days since 1970-01-01), to count days between dates. */
export function saoPauloDayNumber(at: Instant): number | undefined {
  const p = saoPauloParts(at);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : undefined;
}
