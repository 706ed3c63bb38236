import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { listAudit } from '../audit';
import { listAuditEntries } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/registro: the Registro, newest first, a page at a time. */
export const handler = teamApiHandler({ query: z.strictObject({ cursor: z.string().max(2048).optional() }) }, async ({ query }) => ({
  body: await listAudit(listAuditEntries, query.cursor),
}));
