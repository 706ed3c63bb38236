/**
 * One clock for every date and time a person reads, on the server and in the SPA: São Paulo's (America/Sao_Paulo),
 * written as Brazilians write it ('21/11/2026', '21/11/2026 23:59'), whatever the zone of the machine, the browser or
 * the Lambda (UTC). Built from the wall clock's parts, never from Intl's whole string, so that no ICU version adds a
 * comma or 'às'.
 */
import { SAO_PAULO_OFFSET_CHANGES, SAO_PAULO_OFFSETS_FROM, SAO_PAULO_OFFSETS_UNTIL } from './sao-paulo-offsets';

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** An instant: a Date, an ISO 8601 string, or epoch milliseconds. */
export type Instant = Date | string | number;

/** Intl's clock, built on first use and only for instants outside the table below (its first call costs ~50 ms on a phone). */
let intlClock: Intl.DateTimeFormat | undefined;
function intlParts(date: Date) {
  intlClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const parts = intlClock.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** São Paulo's offset from UTC at an instant in [SAO_PAULO_OFFSETS_FROM, SAO_PAULO_OFFSETS_UNTIL), in minutes, from the tz table. */
function tableOffsetMinutes(ms: number): number {
  let offset = SAO_PAULO_OFFSET_CHANGES[0][1];
  for (const [from, minutes] of SAO_PAULO_OFFSET_CHANGES) {
    if (from > ms) break;
    offset = minutes;
  }
  return offset;
}

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * The wall clock in São Paulo at an instant: year, month (1–12), day, hour (0–23), minute; undefined for an invalid
 * instant. From 2000 to 2100 it reads the tz database's offsets (contract/sao-paulo-offsets.ts, docs/decisions/083),
 * not Intl, so that no page pays for Intl's first call; any other instant goes to Intl.
 */
export function saoPauloParts(at: Instant): { year: number; month: number; day: number; hour: number; minute: number; second: number } | undefined {
  const date = toDate(at);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return undefined;
  if (ms < SAO_PAULO_OFFSETS_FROM || ms >= SAO_PAULO_OFFSETS_UNTIL) return intlParts(date);
  const wall = new Date(ms + tableOffsetMinutes(ms) * 60_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

/** How far São Paulo's wall clock is from UTC at an instant, in ms (−3 h since 2019; −2 h in the summers before). */
export function saoPauloOffsetMs(instant: number): number {
  const p = saoPauloParts(instant)!;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar day as Brazilians write it: '05/12/2026'. */
export const writtenDate = (year: number, month: number, day: number): string => `${two(day)}/${two(month)}/${year}`;

/** '21/11/2026': the São Paulo calendar day of an instant; '' for an invalid instant. */
export function formatDateSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? writtenDate(p.year, p.month, p.day) : '';
}

/** '21/11/2026 23:59': the São Paulo date and time of an instant; '' for an invalid instant. */
export function formatDateTimeSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${writtenDate(p.year, p.month, p.day)} ${two(p.hour)}:${two(p.minute)}` : '';
}

/** '21/11/2026 23:59:07': the same with seconds (the Registro, where two actions may share a minute). */
export function formatDateTimeSecondsSP(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${writtenDate(p.year, p.month, p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}` : '';
}

/** '2026-11-21': the São Paulo calendar day of an instant as ISO 8601 writes a day ('' for an invalid instant), never the UTC day. */
export function saoPauloIsoDay(at: Instant): string {
  const p = saoPauloParts(at);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : '';
}

/** The instant (epoch ms) when São Paulo's wall clock reads the given day at 00:00 (its offset taken twice, for a DST edge). */
function saoPauloMidnightMs(year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  return wall - saoPauloOffsetMs(wall - saoPauloOffsetMs(wall));
}

/**
 * The instants a range of São Paulo calendar days ('2027-12-31'..'2027-12-31', both included) spans, as ISO 8601
 * bounds of a key or string range of stored UTC times: `from` is the first day's midnight there, `to` the last
 * millisecond before the day after `to`, followed by '~' so that keys that go on after the time ('…Z#id') stay in.
 * A day a person picks in the console is São Paulo's: 23:30 of 31/12/2027 there (02:30 UTC on 01/01/2028) is in 31/12.
 */
export function saoPauloDayRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  const bound = (day: string | undefined, next: 0 | 1) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
    return m ? new Date(saoPauloMidnightMs(Number(m[1]), Number(m[2]), Number(m[3]) + next) - next).toISOString() : undefined;
  };
  return { from: bound(from, 0) ?? '0000', to: `${bound(to, 1) ?? '9999'}~` };
}

/** The São Paulo calendar day of an instant as a day number (days since 1970-01-01), to count days between dates. */
export function saoPauloDayNumber(at: Instant): number | undefined {
  const p = saoPauloParts(at);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : undefined;
}

/**
 * '2026-12-01T23:30:00-03:00': an instant as ISO 8601 with São Paulo's wall clock and its offset there, to the second
 * ('' for an invalid instant): a file a person reads (her data export) says the time she lived, and a machine still
 * reads the instant. The offset is that instant's (−03:00 since 2019; −02:00 in the summers before).
 */
export function saoPauloIsoInstant(at: Instant): string {
  const p = saoPauloParts(at);
  if (!p) return '';
  const offset = Math.round(saoPauloOffsetMs(toDate(at).getTime()) / 60_000);
  const zone = `${offset < 0 ? '-' : '+'}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}${zone}`;
}
