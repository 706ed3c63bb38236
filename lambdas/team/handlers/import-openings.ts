import { requireEnv } from '../../base/env';
import { rawBody } from '../../base/http/api-handler';
import { ImportFileError, importData } from '../../openings/operator-import';
import { completeAuditStep, startPendingAudit } from '../data/audit-table';
import { importRecorded, uploadQuery } from '../opening-upload';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';
import { notUtf8FileRefusal } from '../opening-file';

requireEnv('TABLE_NAME');

/**
 * POST /api/equipe/vagas/arquivo?arquivo=&envio=&parte=&partes= ('Enviar arquivo'): the operator import's file, CSV
 * (text/csv) or JSON, or one part of a large file, validated and written as by `npm run import`, answered with its
 * report. Writing the same file (or part) again leaves the same state; the Registro gets one line per file.
 */
export const handler = teamApiHandler({ query: uploadQuery }, async ({ event, query, caller }) => ({
  body: await importRecorded(
    { operator: await operatorOf({ event, caller }), upload: query, sent: { contentType: event.headers?.['content-type'] ?? '', text: rawBody(event, notUtf8FileRefusal) } },
    {
      importData,
      isFileError: (error): error is Error => error instanceof ImportFileError,
      startPending: startPendingAudit,
      completeStep: (id, step, details) => completeAuditStep(id, step, details),
    },
  ),
}));
