/**
 * Operator import: `npm run import -- file.json|file.csv [--local]`.
 * Validates a JSON file of families, openings and notices (or a CSV file of families and openings, docs/openings-csv.md) and writes it to the table (idempotently), then
 * reports what it wrote and what it refused and why. In AWS, run it with the operator's credentials and
 * AWS_REGION (sa-east-1: the table's, never the profile's), TABLE_NAME and VIACEP_URL set; `--local` points it at `npm run dev`'s stack on its fixed ports instead.
 * Exit code: 0 all written, 2 some records refused, 1 the file could not be used.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import { DEV_PORTS } from '../infra/local/settings';
import { pointAtLocalStack, runCli, stageRegion } from './operator-cli';
import { regionTexts } from './cli-texts';
import { CsvFileError, isCsvFileName, parseOpeningCsv } from '../contract/opening-csv';
import { openingCsvTexts } from '../contract/opening-csv-texts';
import { openingProblemTexts } from '../contract/opening-problem-texts';
import { decodeSpreadsheetFile, type FileEncoding } from '../contract/spreadsheet-file';
import { withLines } from '../contract/opening-file-parts';
import { importLabels, importReportTexts as texts } from '../lambdas/openings/import-messages';
import { ImportFileError, importData } from '../lambdas/openings/operator-import';
import type { OpeningFileReport } from '../contract/team-openings';

export function formatReport(report: OpeningFileReport): string {
  const { written, unchanged, refused, unplaced } = report;
  const lines = [
    texts.written(written.families, written.openings, written.notices),
    ...(unchanged.notices ? [texts.unchanged(unchanged.notices)] : []),
    texts.refusedCount(refused.length),
    ...refused.map((r) => `  - ${importLabels.kind[r.kind]} ${where(r)} (${r.ref}): ${r.reason}`),
    ...(unplaced.length ? [texts.unplacedCount(unplaced.length)] : []),
    ...unplaced.map((u) => `  - ${importLabels.kind.opening} ${where(u)} (${u.ref}): ${u.reason}`),
    ...(report.adjusted?.length ? [texts.adjustedCount(report.adjusted.length)] : []),
    ...(report.adjusted ?? []).map((u) => `  - ${importLabels.kind.opening} ${where(u)} (${u.ref}): ${u.reason}`),
  ];
  return lines.join('\n');
}

/** A CSV file's record by its line, a JSON file's by its position in its list. */
const where = (r: { index: number; linha?: number }) => (r.linha === undefined ? `#${r.index + 1}` : texts.line(r.linha));

/** The file's records as the import's input, with each CSV record's line and the encoding its bytes were read in. */
function readInput(file: string): { data: unknown; lines?: ReturnType<typeof parseOpeningCsv>['lines']; encoding: FileEncoding } {
  const decoded = decodeSpreadsheetFile(fs.readFileSync(file));
  if ('notText' in decoded) throw new CsvFileError(decoded.reason);
  const { text, encoding } = decoded;
  if (isCsvFileName(file)) {
    const { input, lines } = parseOpeningCsv(text);
    return { data: input, lines, encoding };
  }
  return { data: JSON.parse(text), encoding };
}

export async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(texts.usage);
    return 1;
  }
  if (!argv.includes('--local') && !stageRegion()) {
    console.error(regionTexts.noRegion);
    return 1;
  }
  if (argv.includes('--local')) {
    pointAtLocalStack({
      VIACEP_URL: `http://127.0.0.1:${DEV_PORTS.viacep}`,
      CEP_GEOCODER_URL: `http://127.0.0.1:${DEV_PORTS.viacep}/geocoder`,
    });
  }
  let read: ReturnType<typeof readInput>;
  try {
    read = readInput(file);
  } catch (error) {
    console.error(error instanceof CsvFileError ? texts.fileRefused(error.columns ? `${error.message} ${openingProblemTexts.seeColumnsInConsole}` : error.message) : texts.unreadable(file, (error as Error).message));
    return 1;
  }
  console.log(openingCsvTexts.readAs(openingCsvTexts.encodings[read.encoding]));
  try {
    const imported = await importData(read.data);
    const report = read.lines ? withLines(imported, read.lines) : imported;
    console.log(formatReport(report));
    return report.refused.length ? 2 : 0;
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(texts.fileRefused(error.message));
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCli(main);
