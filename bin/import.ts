/**
 * Operator import: `npm run import -- file.json [--local]`.
 * Validates a JSON file of families, openings and notices and writes it to the table (idempotently), then
 * reports what it wrote and what it refused and why. In AWS, run it with the operator's credentials and
 * TABLE_NAME and VIACEP_URL set; `--local` points it at `npm run dev`'s stack on its fixed ports instead.
 * Exit code: 0 all written, 2 some records refused, 1 the file could not be used.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import { DEV_PORTS } from '../infra/local/settings';
import { pointAtLocalStack, runCli } from './operator-cli';
import { importLabels, importReportTexts as texts } from '../lambdas/domain/import-messages';
import { ImportFileError, importData, type ImportReport } from '../lambdas/services/operator-import';

export function formatReport(report: ImportReport): string {
  const { written, unchanged, refused, unplaced } = report;
  const lines = [
    texts.written(written.families, written.openings, written.notices),
    ...(unchanged.notices ? [texts.unchanged(unchanged.notices)] : []),
    texts.refusedCount(refused.length),
    ...refused.map((r) => `  - ${importLabels.kind[r.kind]} #${r.index + 1} (${r.ref}): ${r.reason}`),
    ...(unplaced.length ? [texts.unplacedCount(unplaced.length)] : []),
    ...unplaced.map((u) => `  - ${importLabels.kind.opening} #${u.index + 1} (${u.ref}): ${u.reason}`),
  ];
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(texts.usage);
    return 1;
  }
  if (argv.includes('--local')) {
    pointAtLocalStack({
      VIACEP_URL: `http://127.0.0.1:${DEV_PORTS.viacep}`,
      CEP_GEOCODER_URL: `http://127.0.0.1:${DEV_PORTS.viacep}/geocoder`,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(texts.unreadable(file, (error as Error).message));
    return 1;
  }
  try {
    const report = await importData(data);
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
