/**
 * Operator import: `npm run import -- file.json [--local]`.
 * Validates a JSON file of families, openings and notices and writes it to the table (idempotently), then
 * reports what it wrote and what it refused and why. In AWS, run it with the operator's credentials and
 * TABLE_NAME and VIACEP_URL set; `--local` points it at `npm run dev`'s stack on its fixed ports instead.
 * Exit code: 0 all written, 2 some records refused, 1 the file could not be used.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import { DEV_PORTS, TABLE_NAME } from '../infra/local/stack';
import { ImportFileError, importData, type ImportReport } from '../lambdas/services/operator-import';

export function formatReport(report: ImportReport): string {
  const { written, unchanged, refused, unplaced } = report;
  const lines = [
    `Gravados: ${written.families} família(s), ${written.openings} vaga(s), ${written.notices} aviso(s).`,
    ...(unchanged.notices ? [`Já existiam (mantidos como estão): ${unchanged.notices} aviso(s).`] : []),
    refused.length ? `Recusados: ${refused.length}` : 'Recusados: nenhum.',
    ...refused.map((r) => `  - ${r.kind} #${r.index + 1} (${r.ref}): ${r.reason}`),
    ...(unplaced.length ? [`Gravadas sem localização: ${unplaced.length}`] : []),
    ...unplaced.map((u) => `  - vaga #${u.index + 1} (${u.ref}): ${u.reason}`),
  ];
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('Uso: npm run import -- arquivo.json [--local]');
    return 1;
  }
  if (argv.includes('--local')) {
    Object.assign(process.env, {
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${DEV_PORTS.dynamo}`,
      TABLE_NAME,
      VIACEP_URL: `http://127.0.0.1:${DEV_PORTS.viacep}`,
      CEP_GEOCODER_URL: `http://127.0.0.1:${DEV_PORTS.viacep}/geocoder`,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Não foi possível ler ${file} como JSON: ${(error as Error).message}`);
    return 1;
  }
  try {
    const report = await importData(data);
    console.log(formatReport(report));
    return report.refused.length ? 2 : 0;
  } catch (error) {
    if (error instanceof ImportFileError) {
      console.error(`Arquivo recusado: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
