import type { AuditEntry } from '../../contract/team';
import { conflict, invalidInput, notFound } from '../domain/errors';
import type { StoredOpening } from '../domain/opening';
import { newAuditEntry } from './audit';
import { teamTexts } from './texts';

/** Family and opening ids are the import's ids (letters, digits, '-', '_'); anything else is refused before a read. */
const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

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
): Promise<{ encerradaEm: string; changed: boolean }> {
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
