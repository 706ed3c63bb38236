import { requireEnv } from '../../base/env';
import { ImportFileError, importData } from '../../openings/operator-import';
import { newAuditEntry } from '../audit';
import { importOpeningFile } from '../opening-file';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/**
 * POST /api/equipe/vagas/arquivo ('Enviar arquivo'): the operator import's file, CSV (text/csv) or JSON, or one part
 * of a large file, validated and written as by `npm run import`, answered with its report. Writing the same file
 * (or part) again leaves the same state; the Registro gets one line per request (after the writes).
 */
export const handler = teamApiHandler({}, async ({ event, caller }) => {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  const report = await importOpeningFile(
    { contentType: event.headers?.['content-type'] ?? '', text },
    { importData, isFileError: (error): error is Error => error instanceof ImportFileError },
  );
  await appendAudit(newAuditEntry({ actorId: caller().uid, action: 'arquivo-importado' }));
  return { body: report };
});
