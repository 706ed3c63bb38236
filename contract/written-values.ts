import { writtenDate } from './sao-paulo-time';

/**
 * Values as a Brazilian reads them, where Carey stores them otherwise: a phone's 11 (or 10) digits as
 * '(19) 99887-7665', a CEP's 8 digits as '13083-852', an ISO day as '27/11/2026'. Anything else is left as it is.
 */
export function writtenPhone(digits: string): string {
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

export function writtenCep(digits: string): string {
  const m = /^(\d{5})(\d{3})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}` : digits;
}

/** '2026-11-27' → '27/11/2026'; undefined for anything that is not a calendar day. */
export function writtenIsoDay(day: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? writtenDate(year, month, date) : undefined;
}
