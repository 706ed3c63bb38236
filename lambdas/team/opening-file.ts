import { CsvFileError, parseOpeningCsv, type ImportInput } from '../../contract/opening-csv';
import { recordCount, withLines } from '../../contract/opening-file-parts';
import { openingCsvTexts } from '../../contract/opening-csv-texts';
import { openingProblemTexts } from '../../contract/opening-problem-texts';
import { hasBinaryCharacters } from '../../contract/spreadsheet-file';
import { MAX_FILE_BYTES, MAX_RECORDS_PER_REQUEST, type OpeningFileReport } from '../../contract/team-openings';
import { DomainError, invalidInput } from '../base/errors';
import { teamTexts } from './texts';

/** The request's body as sent: CSV or JSON text. */
export interface SentFile {
  contentType: string;
  text: string;
}

export interface ImportFileIo {
  /** The operator import (lambdas/openings/operator-import.ts): throws ImportFileError for a file it cannot use. */
  importData(input: unknown): Promise<OpeningFileReport>;
  isFileError(error: unknown): error is Error;
}

/**
 * 'Enviar arquivo': a CSV or JSON file (or one part of a large one), checked for size and record count before
 * anything is written, then imported as `npm run import` does. A CSV file's report names each record's line.
 * Nothing of a file refused as a whole is written; each record (opening) is written whole or not at all.
 */
export async function importOpeningFile(sent: SentFile, io: ImportFileIo): Promise<OpeningFileReport> {
  if (Buffer.byteLength(sent.text, 'utf8') > MAX_FILE_BYTES) throw new DomainError('payload-too-large', teamTexts.fileTooLarge(MAX_FILE_BYTES / 1024));
  const { input, lines } = readFile(sent);
  // Notices go out only through 'Avisos' (its reach, its Registro line, a time the server sets): a file's notices
  // would reach caregivers' bells with any date and text, recorded only as an upload.
  const notices = (input as ImportInput | null)?.notices;
  if (Array.isArray(notices) && notices.length > 0) throw invalidInput(teamTexts.fileRefused(teamTexts.noticesNotInFile));
  const count = recordCount(input as ImportInput);
  if (count > MAX_RECORDS_PER_REQUEST) throw new DomainError('payload-too-large', teamTexts.tooManyRecords(count, MAX_RECORDS_PER_REQUEST));
  try {
    const report = await io.importData(input);
    return lines ? withLines(report, lines) : report;
  } catch (error) {
    if (io.isFileError(error)) throw invalidInput(teamTexts.fileRefused(error.message));
    throw error;
  }
}

/** A file whose bytes are not UTF-8: refused in the words of a file a person chose (also where the body is read). */
export const notUtf8FileRefusal = teamTexts.fileRefused(openingCsvTexts.brokenUtf8);

function readFile(sent: SentFile): { input: unknown; lines?: ReturnType<typeof parseOpeningCsv>['lines'] } {
  // The console decodes the file's bytes itself (Windows-1252 included) and sends UTF-8 text: what holds binary
  // characters here is an image or an .xlsx sent as text, or text that was not UTF-8 on its way in.
  // U+FFFD: bytes that were not valid UTF-8 (the console sends only valid UTF-8; a script or a broken file did not).
  if (sent.text.includes('\uFFFD')) throw invalidInput(notUtf8FileRefusal);
  if (hasBinaryCharacters(sent.text)) throw invalidInput(teamTexts.fileRefused(openingCsvTexts.notText));
  if (/^text\/csv\s*(;.*)?$/i.test(sent.contentType)) {
    try {
      return parseOpeningCsv(sent.text);
    } catch (error) {
      if (error instanceof CsvFileError) throw invalidInput(teamTexts.fileRefused(error.columns ? `${error.message} ${openingProblemTexts.seeColumnsInConsole}` : error.message));
      throw error;
    }
  }
  if (/^application\/json\s*(;.*)?$/i.test(sent.contentType)) {
    try {
      return { input: JSON.parse(sent.text.replace(/^\uFEFF/, '')) };
    } catch {
      throw invalidInput(teamTexts.fileRefused(teamTexts.notJson));
    }
  }
  throw new DomainError('unsupported-media-type', teamTexts.fileType);
}
