import type { AuditEntry } from '../../contract/team';
import type { CloseOpeningResult, TeamOpening, TeamOpeningsPage } from '../../contract/team-openings';
import { conflict, invalidInput, notFound } from '../domain/errors';
import { filterValue, type Family, type OpeningFilters, type OpeningListItem, type StoredOpening } from '../domain/opening';
import { newAuditEntry } from './audit';
import { teamTexts } from './texts';

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
  input: { operatorId: string; clientId: string; id: string },
  io: CloseOpeningIo,
  now: Date = new Date(),
): Promise<CloseOpeningResult> {
  const stored = await io.findOpening(input.clientId, input.id);
  if (!stored) throw notFound(teamTexts.openingNotFound);
  if (stored.encerradaEm) return { encerradaEm: stored.encerradaEm, changed: false };
  const entry = newAuditEntry({ actorId: input.operatorId, action: 'vaga-encerrada', targetId: `${input.clientId}/${input.id}` }, now);
  if (await io.closeAudited(stored, now.toISOString(), entry)) return { encerradaEm: now.toISOString(), changed: true };
  // Someone else closed (or rewrote) it meanwhile: a close that already happened is this one's outcome too.
  const after = await io.findOpening(input.clientId, input.id);
  if (after?.encerradaEm) return { encerradaEm: after.encerradaEm, changed: false };
  throw conflict(teamTexts.openingChangedMeanwhile);
}

export const TEAM_OPENINGS_PAGE_SIZE = 50;

export interface TeamOpeningsQuery extends OpeningFilters {
  familia?: string;
  cursor?: string;
}

export interface TeamOpeningsReads {
  /** The caregivers' newest-first list (open openings only), with its filters and cursor. */
  listOpeningsPage(options: { limit: number; cursor?: string } & OpeningFilters): Promise<{ items: OpeningListItem[]; nextCursor: string | null }>;
  listFamilyOpenings(clientId: string): Promise<StoredOpening[]>;
  getFamilies(ids: string[]): Promise<Map<string, Family>>;
}

/**
 * The console's list: by family (every opening of hers, closed ones too, newest first), or else the caregivers'
 * own newest-first list with its Função and Cidade filters (open openings, a page at a time).
 */
export async function listTeamOpenings(query: TeamOpeningsQuery, reads: TeamOpeningsReads): Promise<TeamOpeningsPage> {
  if (query.familia) {
    const [openings, families] = await Promise.all([reads.listFamilyOpenings(query.familia), reads.getFamilies([query.familia])]);
    const familia = families.get(query.familia)?.name ?? null;
    const wanted = openings.filter((o) => matchesFilters(o, query)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { items: wanted.map((o) => teamOpening(o, familia)), nextCursor: null };
  }
  const page = await reads.listOpeningsPage({ limit: TEAM_OPENINGS_PAGE_SIZE, cursor: query.cursor, tipoProfissional: query.tipoProfissional, cidade: query.cidade });
  return { items: page.items.map((o) => teamOpening(o, o.clientName)), nextCursor: page.nextCursor };
}

/** The same comparison as the caregivers' filters (accents, case and spaces ignored). */
const same = (a: string | undefined, b: string) => filterValue(a ?? '') === filterValue(b);

function matchesFilters(o: StoredOpening, filters: OpeningFilters): boolean {
  return (!filters.tipoProfissional || same(o.tipoProfissional, filters.tipoProfissional)) && (!filters.cidade || same(o.enderecoCompleto?.cidade, filters.cidade));
}

function teamOpening(o: Pick<StoredOpening, 'clientId' | 'id' | 'createdAt' | 'tipoProfissional' | 'enderecoCompleto' | 'encerradaEm'>, familia: string | null): TeamOpening {
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
