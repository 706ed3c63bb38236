import * as z from 'zod';
import type { AuditEntry, TeamCaregiverSummary } from '../../contract/team';
import type { Caregiver } from '../caregivers/caregiver';
import { DomainError, invalidInput } from '../base/errors';
import { auditLine, type Operator } from './audit';
import { findCaregivers, maskedSummary, parseSearch, summaryOf, type CaregiverReads } from './caregivers';
import { caregiverSearchTexts as t } from './caregiver-search-texts';

/** 'Cuidadoras' filters: plan ('com' / 'sem'), account state, sign-up dates (yyyy-mm-dd, inclusive). */
export interface CaregiverCriteria {
  /** Words of her name, normalised (lower case, no accents). */
  name?: string;
  /** What an e-mail address of hers contains (any of them): the typed words as an e-mail's local part writes them. */
  emailFragments?: string[];
  plan?: 'com' | 'sem';
  state?: 'verificada' | 'nao-verificada' | 'bloqueada';
  from?: string;
  to?: string;
}

export interface CaregiverPage {
  items: Caregiver[];
  cursor: string | null;
}

const date = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), message);

/** GET /api/equipe/cuidadoras's query: every field optional; unknown ones refused. */
export const caregiverSearchQuery = z.strictObject({
  busca: z.string().max(300).optional(),
  plano: z.enum(['com', 'sem'], { error: t.planInvalid }).optional(),
  situacao: z.enum(['verificada', 'nao-verificada', 'bloqueada'], { error: t.stateInvalid }).optional(),
  cadastroDe: date(t.dateInvalid).optional(),
  cadastroAte: date(t.dateInvalid).optional(),
  cursor: z.string().max(2048).optional(),
});
export type CaregiverSearchQuery = z.infer<typeof caregiverSearchQuery>;

/** A name typed in the search: letters (accents too), digits, spaces, apostrophes, dots, hyphens, underscores and plus signs. */
const NAME_PATTERN = /^[\p{L}][\p{L}\d\s'._+-]*$/u;

/**
 * A name and an e-mail's local part are one search: 'joana.silva' finds Joana Silva (the separators are spaces in a
 * name), and 'joana' or 'Joana Silva' finds joana.silva@… or joana_silva@… (the words joined as local parts join
 * them). Case and accents never matter: the names are stored normalised and e-mails in lower case.
 */
export function nameOrEmailCriteria(text: string): Pick<CaregiverCriteria, 'name' | 'emailFragments'> {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = plain.split(/[\s'._+-]+/).filter(Boolean);
  const name = words.join(' ');
  const emailFragments = [...new Set(words.length > 1 ? [plain.replace(/\s+/g, '.'), words.join('.'), words.join('_'), words.join('-'), words.join('')] : [plain.trim()])];
  return { name, emailFragments };
}

/**
 * 'Buscar cuidadora' with its filters. An exact e-mail or phone finds her through its claim (one read); anything
 * else is part of a name, read from the caregivers' list with the filters (a page at a time, newest first); no
 * text lists the caregivers the filters keep. Every search with a text is a read of personal data: the Registro
 * records it with its text and how many it found (a search without text writes no line), and the results show e-mail and phone masked (her page shows them, and records it).
 */
export async function searchCaregivers(
  input: { operator: Operator; query: CaregiverSearchQuery },
  io: CaregiverReads & Parameters<typeof findCaregivers>[1] & { queryList(criteria: CaregiverCriteria, cursor?: string): Promise<CaregiverPage>; appendAudit(entry: AuditEntry): Promise<void> },
): Promise<{ items: TeamCaregiverSummary[]; cursor: string | null }> {
  const found = await search(input.query, io);
  const filters = (['plano', 'situacao', 'cadastroDe', 'cadastroAte'] as const).filter((k) => input.query[k]).map((k) => `${k}=${input.query[k]}`);
  const details = { busca: (input.query.busca ?? '').trim(), ...(filters.length ? { filtros: filters.join(' ') } : {}), resultados: found.items.length };
  // A search without text lists the newest caregivers (masked), as the page does when it opens: no line. Whatever it
  // found, her deletion reads every search line for her name (lambdas/base/registro/anonymise.ts).
  if (details.busca) await io.appendAudit(auditLine(input.operator, { action: 'cuidadoras-buscadas', details }));
  return { items: found.items.map(maskedSummary), cursor: found.cursor };
}

async function search(query: CaregiverSearchQuery, io: Parameters<typeof searchCaregivers>[1]): Promise<{ items: TeamCaregiverSummary[]; cursor: string | null }> {
  const text = (query.busca ?? '').trim();
  if (query.cadastroDe && query.cadastroAte && query.cadastroDe > query.cadastroAte) throw invalidInput(t.dateOrder, 'cadastroAte');
  const exact = text ? exactSearch(text) : undefined;
  if (exact) return { items: await findCaregivers(exact, io), cursor: null };
  if (text && (text.length < 2 || text.length > 80 || !NAME_PATTERN.test(text))) throw invalidInput(t.searchInvalid, 'busca');
  const page = await io.queryList(
    { ...(text ? nameOrEmailCriteria(text) : {}), plan: query.plano, state: query.situacao, from: query.cadastroDe, to: query.cadastroAte },
    query.cursor,
  );
  return { items: page.items.map(summaryOf), cursor: page.cursor };
}

function exactSearch(text: string) {
  try {
    return parseSearch(text);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
