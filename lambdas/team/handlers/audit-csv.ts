import { requireEnv } from '../../base/env';
import { auditCsv } from '../audit';
import { listAuditEntries } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/registro.csv: the whole Registro as a CSV file ('Baixar CSV'). */
export const handler = teamApiHandler({}, async () => ({
  file: await auditCsv(listAuditEntries),
  headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="registro-carey.csv"' },
}));
