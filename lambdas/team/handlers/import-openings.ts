import * as z from 'zod';
import { invalidInput } from '../../domain/errors';
import { requireEnv } from '../../env';
import { ImportFileError, importData } from '../../services/operator-import';
import { newAuditEntry } from '../audit';
import { appendAudit } from '../table';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';

requireEnv('TABLE_NAME');

/** The largest file the console sends in one request (a bigger one goes through `npm run import`). */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * POST /api/equipe/vagas/arquivo ('Enviar arquivo'): the operator import's JSON file, validated and written as by
 * `npm run import`, answered with its report. Writing the same file again leaves the same state; the Registro
 * gets one line per file sent (after the writes: a file is many transactions).
 */
export const handler = teamApiHandler({ body: z.unknown(), maxBodyBytes: MAX_FILE_BYTES }, async ({ body, caller }) => {
  let report;
  try {
    report = await importData(body);
  } catch (error) {
    if (error instanceof ImportFileError) throw invalidInput(teamTexts.fileRefused(error.message));
    throw error;
  }
  await appendAudit(newAuditEntry({ actorId: caller().uid, action: 'arquivo-importado' }));
  return { body: report };
});
