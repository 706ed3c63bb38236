import { teamTexts } from '../texts';
import type { AuditDetails } from '../../../contract/team';
import { requireEnv } from '../../base/env';
import { auditLine } from '../audit';
import { auditCsvPart } from '../audit-csv-file';
import { auditFilterQuery, auditQueryOf, filtersText } from '../audit-query';
import { auditPageReader } from '../data/audit-table';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/**
 * GET /api/equipe/registro.csv?operador=&acao=&de=&ate=&cursor=: 'Baixar CSV' for the filtered range, one part per
 * request (`x-next-cursor` names the next). The download is itself a read of personal data: every part records it,
 * with or without a cursor (a part asked for with a cursor says so, and how many lines it held), so no cursor skips the line.
 */
export const handler = teamApiHandler({ query: auditFilterQuery }, async ({ query, event, caller }) => {
  const part = await auditCsvPart(auditPageReader(auditQueryOf(query)), query.cursor);
  const details: AuditDetails = { filtros: filtersText(query), ...(query.cursor ? { parte: teamTexts.csvContinuedPart } : {}), linhas: part.lines };
  await appendAudit(auditLine(await operatorOf({ event, caller }), { action: 'registro-baixado', details }));
  return {
    file: part.text,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="registro-carey.csv"', ...(part.cursor ? { 'x-next-cursor': part.cursor } : {}) },
  };
});
