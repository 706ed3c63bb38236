import type { AuditEntry } from '../../contract/team';
import type { CloseOpeningResult, TeamOpening, TeamOpeningsPage, TeamOpeningsSearch } from '../../contract/team-openings';
import { conflict, invalidInput, notFound } from '../base/errors';
import type { Family, StoredOpening } from '../openings/opening';
import { auditLine, type Operator } from './audit';
import { familyMatches, type ListAllFamilies } from './families';
import { matchesFilters, type OpeningsPageQuery } from './data/opening-table';
import { teamTexts } from './texts';
import { openingReference } from '../openings/opening';
import { saoPauloDayRange } from '../../contract/sao-paulo-time';

/** Family and opening ids are the import's ids (letters, digits, '-', '_'); anything else is refused before a read. */
export const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function checkOpeningRef(clientId: string | undefined, id: string | undefined): { clientId: string; id: string } {
  if (!clientId || !REF_PATTERN.test(clientId)) throw invalidInput(teamTexts.openingRefInvalid, 'clientId');
  if (!id || !REF_PATTERN.test(id)) throw invalidInput(teamTexts.openingRefInvalid, 'id');
  return { clientId, id };
}

export interface CloseOpeningIo {
  findOpening(clientId: string, id: string): Promise<StoredOpening | undefined>;
  /** Closes it with the audit line in one transaction; false when it was no longer open or no longer as read. */
  closeAudited(stored: StoredOpening, closedAt: string, entry: AuditEntry): Promise<boolean>;
}

/**
 * 'Encerrar vaga': the opening leaves the caregivers' lists, the nearest-first index and alert matching, and the
 * Registro gets its line, in one transaction. Closing a closed opening changes and records nothing, so a retry
 * (or a double click) is safe.
 */
export async function closeOpening(
  input: { operator: Operator; clientId: string; id: string },
  io: CloseOpeningIo,
  now: Date = new Date(),
): Promise<CloseOpeningResult> {
  const stored = await io.findOpening(input.clientId, input.id);
  if (!stored) throw notFound(teamTexts.openingNotFound);
  if (stored.encerradaEm) return { encerradaEm: stored.encerradaEm, changed: false };
  const entry = auditLine(input.operator, { action: 'vaga-encerrada', target: { id: openingReference(input.clientId, input.id) } }, now);
  if (await io.closeAudited(stored, now.toISOString(), entry)) return { encerradaEm: now.toISOString(), changed: true };
  // Someone else closed (or rewrote) it meanwhile: a close that already happened is this one's outcome too.
  const after = await io.findOpening(input.clientId, input.id);
  if (after?.encerradaEm) return { encerradaEm: after.encerradaEm, changed: false };
  throw conflict(teamTexts.openingChangedMeanwhile);
}

export const TEAM_OPENINGS_PAGE_SIZE = 50;
/** A 'Família' search that many families answer lists the openings of the first ones only (by name). */
const MAX_FAMILIES_FILTERED = 20;

export interface TeamOpeningsReads {
  listAllFamilies: ListAllFamilies;
  queryOpenings(query: OpeningsPageQuery): Promise<{ items: StoredOpening[]; nextCursor: string | null }>;
  listFamilyOpenings(clientId: string): Promise<StoredOpening[]>;
  getFamilies(ids: string[]): Promise<Map<string, Family>>;
}

/**
 * The console's list, newest first, searched by Função, Cidade and publication days (`de`..`ate`), open or closed
 * ('situacao', open by default). By family (her name, or part of it): every opening of hers (closed ones too unless 'situacao' says),
 * on one page; otherwise a page at a time.
 */
export async function listTeamOpenings(search: TeamOpeningsSearch, reads: TeamOpeningsReads): Promise<TeamOpeningsPage> {
  if (search.de && search.ate && search.de > search.ate) throw invalidInput(teamTexts.dayRangeInvalid, 'de');
  // The days she picks are São Paulo's, the stored times UTC.
  const { from, to } = saoPauloDayRange(search.de, search.ate);
  if (search.familia) {
    // By name (or id), accents and case ignored: every opening of each family that answers, newest first.
    const named = (await reads.listAllFamilies()).filter((f) => familyMatches(f, search.familia!)).slice(0, MAX_FAMILIES_FILTERED);
    // Her exact id also finds a family written before the name index (docs/decisions/052).
    const byId = REF_PATTERN.test(search.familia) && !named.some((f) => f.id === search.familia) ? [...(await reads.getFamilies([search.familia])).values()] : [];
    const families = [...named, ...byId];
    const inSituation = (o: StoredOpening) => !search.situacao || (search.situacao === 'encerradas') === Boolean(o.encerradaEm);
    const lists = await Promise.all(families.map(async (f) => (await reads.listFamilyOpenings(f.id)).map((o) => [o, f.name ?? null] as const)));
    const wanted = lists.flat().filter(([o]) => matchesFilters(o, search) && inSituation(o) && o.createdAt >= from && o.createdAt <= to);
    return { items: wanted.sort(([a], [b]) => b.createdAt.localeCompare(a.createdAt)).map(([o, name]) => teamOpening(o, name)), nextCursor: null };
  }
  const page = await reads.queryOpenings({ ...search, situacao: search.situacao ?? 'abertas', from, to, limit: TEAM_OPENINGS_PAGE_SIZE });
  const families = page.items.length ? await reads.getFamilies([...new Set(page.items.map((o) => o.clientId))]) : new Map<string, Family>();
  return { items: page.items.map((o) => teamOpening(o, families.get(o.clientId)?.name ?? null)), nextCursor: page.nextCursor };
}

function teamOpening(o: StoredOpening, familia: string | null): TeamOpening {
  return {
    clientId: o.clientId,
    id: o.id,
    createdAt: o.createdAt,
    familia,
    ...(o.tipoProfissional ? { tipoProfissional: o.tipoProfissional } : {}),
    ...(o.enderecoCompleto?.cidade ? { cidade: o.enderecoCompleto.cidade } : {}),
    ...(o.encerradaEm ? { encerradaEm: o.encerradaEm } : {}),
  };
}
