import { openingCsvTexts } from './opening-csv-texts';
import type { ProfessionalType } from './openings';
import { saoPauloOffsetMs } from './sao-paulo-time';

/**
 * Files of openings as people have them: saved by Excel in Brazil (Windows-1252 unless told otherwise), with dates as
 * Excel writes them and the professional type spelled as a person would. The console (in the browser), the API and
 * `npm run import` read them through these functions, so each says the same thing about the same bytes.
 */

/** The encodings a file of openings is read in (the report says which one). */
export type FileEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/** A file refused as a whole carries the reason to show (in Portuguese, from openingCsvTexts). */
export type DecodedFile = { text: string; encoding: FileEncoding } | { notText: true; reason: string };

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's bytes as text: UTF-8 (with or without its BOM) when they are valid UTF-8, else Windows-1252 (which
 * ISO-8859-1's printable characters are part of). Bytes that no text file holds (NUL, or control characters other
 * than tab and line breaks) mean the file is not a CSV or JSON file at all (an image, a spreadsheet's .xlsx, …).
 *
 * The rule for bytes that are not valid UTF-8: the file is read as Windows-1252 only when that is plausible, i.e.
 * when it holds no byte Windows-1252 leaves undefined and no well-formed UTF-8 multi-byte sequence (a real
 * Windows-1252 text in Portuguese never spells 'Ã©'; a UTF-8 file with some bad bytes, cut or corrupted, does).
 * A file that is neither valid UTF-8 nor plausible Windows-1252 is refused.
 */
export function decodeSpreadsheetFile(bytes: Uint8Array): DecodedFile {
  const hasBom = BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(BOM.length) : bytes;
  let decoded: { text: string; encoding: FileEncoding };
  try {
    decoded = { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body), encoding: hasBom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    if (hasBom || hasUtf8Sequence(body)) return { notText: true, reason: openingCsvTexts.brokenUtf8 };
    decoded = { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
  return hasBinaryCharacters(decoded.text) ? { notText: true, reason: openingCsvTexts.notText } : decoded;
}

/** Whether the bytes hold at least one well-formed UTF-8 sequence of two to four bytes. */
export function hasUtf8Sequence(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) continue;
    if (bytes.subarray(i + 1, i + length).every((b) => b >= 0x80 && b <= 0xbf)) return true;
  }
  return false;
}

/**
 * What no field of an opening or a family may hold, wherever the file came from (a JSON file can spell any of them
 * as an escape): C0 controls but tab, line feed and carriage return; DEL and C1 controls; U+FFFD (bytes that were not
 * valid text); zero-width characters and a BOM inside the text; bidirectional overrides and isolates (text that
 * reads differently from what it is).
 */
export function hasForbiddenFieldCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/.test(value);
}

/**
 * Windows-1252 by its table, not through TextDecoder: Node's decoder for that label is ISO-8859-1, which reads
 * Excel's dashes, curly quotes and € (0x80–0x9F) as control characters. The five bytes the code page leaves
 * undefined stay C1 controls, which `hasBinaryCharacters` then refuses.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * True when the text holds what no CSV or JSON file a person made holds: NUL and the other C0 controls (but tab,
 * line feed and carriage return), DEL, C1 controls, or U+FFFD (bytes that were not valid where the text came from).
 */
export function hasBinaryCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/.test(text);
}

const BRAZILIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date as Excel writes it in Brazil (`24/11/2026` or `24/11/2026 10:00`, optionally with seconds), read as the time
 * in America/Sao_Paulo, as an ISO 8601 instant (UTC); `undefined` for anything else (an ISO date, a day that does not
 * exist such as 31/02/2026, text), which the import then checks as it always has.
 */
export function brazilianDateTimeToIso(value: string): string | undefined {
  const match = BRAZILIAN_DATE.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year, hour = 0, minute = 0, second = 0] = [match[1], match[2], match[3], match[4], match[5], match[6]].map((p) => (p === undefined ? undefined : Number(p))) as number[];
  return saoPauloWallClockToIso(year, month, day, hour, minute, second);
}

const ISO_WITHOUT_ZONE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * An ISO 8601 day or time without a zone (`2026-12-01`, `2026-12-01T09:30`, `2026-12-01 09:30:00`), read as the time
 * in America/Sao_Paulo (a day: its first minute there), as an ISO 8601 instant (UTC); `undefined` for anything else,
 * an instant with its zone included (the import reads that as written).
 */
export function isoWithoutZoneToIso(value: string): string | undefined {
  const match = ISO_WITHOUT_ZONE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((p) => (p === undefined ? undefined : Number(p))) as number[];
  return saoPauloWallClockToIso(year, month, day, hour, minute, second);
}

/** The instant whose São Paulo wall clock reads the given parts; `undefined` for a day or an hour that does not exist. */
function saoPauloWallClockToIso(year: number, month: number, day: number, hour: number, minute: number, second: number): string | undefined {
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  // The zone's offset at that instant (twice, for a DST edge).
  const first = wall - saoPauloOffsetMs(wall);
  return new Date(wall - saoPauloOffsetMs(first)).toISOString().replace('.000Z', 'Z');
}

/**
 * The spec's professional type for a spelling a person would use ('cuidadora', 'Enfermeira', 'ACOMPANHANTE',
 * 'enfermeiro(a)'); `undefined` for any other function. A técnico de enfermagem is not an enfermeiro(a): only these
 * words are read, never a text that merely contains one.
 */
export function professionalTypeOf(value: string): ProfessionalType | undefined {
  const key = value.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ');
  return SPELLINGS[key];
}

const SPELLINGS: Record<string, ProfessionalType> = {
  acompanhante: 'Acompanhante',
  cuidador: 'Cuidador',
  cuidadora: 'Cuidador',
  'cuidador(a)': 'Cuidador',
  'cuidador (a)': 'Cuidador',
  'cuidadora(o)': 'Cuidador',
  enfermeiro: 'Enfermeiro(a)',
  enfermeira: 'Enfermeiro(a)',
  'enfermeiro(a)': 'Enfermeiro(a)',
  'enfermeiro (a)': 'Enfermeiro(a)',
  'enfermeira(o)': 'Enfermeiro(a)',
};
