import { CsvFileError, isCsvFileName, parseOpeningCsv, type CsvLines, type ImportInput } from '../../../../contract/opening-csv';
import { teamApiPaths } from '../../../../contract';
import { decodeSpreadsheetFile, type FileEncoding } from '../../../../contract/spreadsheet-file';
import { mergeReports, splitImport, withLines } from '../../../../contract/opening-file-parts';
import { RECORDS_PER_PART, type OpeningFileReport } from '../../../../contract/team-openings';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { teamOpeningTexts } from './opening-texts';

const t = teamOpeningTexts.file;

/**
 * A file the operator picked, read as the import's input (a CSV file also says where each record came from), with
 * the encoding its bytes were read in.
 */
export type ReadFile = { input: unknown; lines?: CsvLines; encoding: FileEncoding } | { problem: string; columns?: boolean };

/**
 * The file's bytes decoded as UTF-8 or, when they are not UTF-8, Windows-1252 (Excel's CSV in Brazil); then CSV
 * through the same parser as the API and `npm run import`; anything else as JSON. A file that is not text is refused.
 */
export async function readOpeningFile(file: File): Promise<ReadFile> {
  const decoded = decodeSpreadsheetFile(new Uint8Array(await file.arrayBuffer()));
  if ('notText' in decoded) return { problem: t.csvRefused(decoded.reason) };
  const { text, encoding } = decoded;
  if (isCsvFileName(file.name) || file.type === 'text/csv') {
    try {
      return { ...parseOpeningCsv(text), encoding };
    } catch (error) {
      if (error instanceof CsvFileError) return { problem: t.csvRefused(error.message), columns: error.columns };
      throw error;
    }
  }
  try {
    return { input: JSON.parse(text), encoding };
  } catch {
    return { problem: t.notJson };
  }
}

const LISTS = ['families', 'openings', 'notices'];
/** Only a file of the import's shape is split; any other goes whole, for the API to say what is wrong with it. */
const splittable = (input: unknown): input is ImportInput =>
  typeof input === 'object' && input !== null && !Array.isArray(input) && Object.entries(input).every(([k, v]) => LISTS.includes(k) && Array.isArray(v));

/**
 * Sends the file in parts of RECORDS_PER_PART records, one after the other (a family's records travel together:
 * contract/opening-file-parts.ts), reporting each part's number before it goes. A part that fails on the way (no
 * answer, 5xx) is sent once more: parts are idempotent. Answers the merged report, or the first refusal.
 */
export async function sendOpeningFile(read: { input: unknown; lines?: CsvLines; name?: string }, onPart: (part: number, parts: number) => void): Promise<{ report: OpeningFileReport } | { problem: string }> {
  // One Registro line per file: every part names the file and this upload (lambdas/team/opening-upload.ts).
  const upload = { arquivo: read.name?.slice(0, 255), envio: crypto.randomUUID() };
  if (!splittable(read.input)) {
    onPart(1, 1);
    try {
      return { report: await post(read.input, { ...upload, parte: 1, partes: 1 }) };
    } catch (error) {
      return { problem: errorMessage(error) };
    }
  }
  const parts = splitImport(read.input, RECORDS_PER_PART);
  const results = [];
  for (const [i, part] of parts.entries()) {
    onPart(i + 1, parts.length);
    try {
      const query = { ...upload, parte: i + 1, partes: parts.length };
      results.push({ report: await post(part.input, query).catch((error: unknown) => (isRefusal(error) ? Promise.reject(error) : post(part.input, query))), part });
    } catch (error) {
      return { problem: parts.length === 1 ? errorMessage(error) : t.partFailed(i + 1, parts.length, errorMessage(error)) };
    }
  }
  const merged = mergeReports(results);
  return { report: read.lines ? withLines(merged, read.lines) : merged };
}

const post = (body: unknown, query: Record<string, string | number | undefined>) => apiRequest<OpeningFileReport>(teamApiPaths.openingFile, { method: 'POST', body, query });
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
