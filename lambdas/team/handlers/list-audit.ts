import { requireEnv } from '../../base/env';
import { AUDIT_PAGE_SIZE } from '../audit';
import { auditFilterQuery, auditQueryOf } from '../audit-query';
import { auditPageReader } from '../data/audit-table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/registro?operador=&acao=&de=&ate=&cursor=: the Registro, newest first, a page at a time. */
export const handler = teamApiHandler({ query: auditFilterQuery }, async ({ query }) => ({
  body: await auditPageReader(auditQueryOf(query))(AUDIT_PAGE_SIZE, query.cursor),
}));
