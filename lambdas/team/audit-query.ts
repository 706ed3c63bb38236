import * as z from 'zod';
import { AUDIT_ACTIONS } from '../../contract/team';
import { invalidInput } from '../base/errors';
import type { AuditQuery } from './data/audit-table';
import { teamTexts } from './texts';

const t = teamTexts.audit;
const day = z.string({ error: t.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, t.dateInvalid).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), t.dateInvalid);

/** The Registro's filters (its page and its CSV): operator (her id or part of her e-mail or name), action, São Paulo dates. */
export const auditFilterQuery = z.strictObject({
  operador: z.string().trim().max(254, t.operatorTooLong).optional(),
  acao: z.enum(AUDIT_ACTIONS, { error: t.actionInvalid }).optional(),
  de: day.optional(),
  ate: day.optional(),
  cursor: z.string().max(2048).optional(),
});
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

export function auditQueryOf(query: AuditFilterQuery): AuditQuery {
  if (query.de && query.ate && query.de > query.ate) throw invalidInput(t.dateOrder, 'ate');
  return { operator: query.operador || undefined, action: query.acao, from: query.de, to: query.ate };
}

/** The filters as the Registro's own line about a download says them ('acao=vaga-encerrada de=2026-11-01'). */
export const filtersText = (query: AuditFilterQuery) =>
  (['operador', 'acao', 'de', 'ate'] as const)
    .filter((k) => query[k])
    .map((k) => `${k}=${query[k]}`)
    .join(' ');
