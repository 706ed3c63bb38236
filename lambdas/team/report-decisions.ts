import * as z from 'zod';
import type { OpeningReportsDiscarded } from '../../contract';
import type { AuditEntry } from '../../contract/team';
import { conflict, notFound } from '../base/errors';
import { reportTexts } from '../openings/report-texts';
import { auditLine, type Operator } from './audit';
import { openingReference } from '../openings/opening';

/** The body of 'Descartar denúncia': why (checked by `parseReason`, as blocking and deleting are). */
export const discardBody = z.strictObject({ motivo: z.string().max(4000).optional() });

export interface DiscardIo {
  /** Marks the opening's open reports discarded with the Registro line, in one transaction (lambdas/openings/store). */
  discard(clientId: string, vagaId: string, motivo: string, at: string, entry: (count: number) => AuditEntry): Promise<{ count: number; changed: boolean }>;
}

/**
 * 'Descartar denúncia': the team decides a reported opening's open reports are unfounded. Every open report of the
 * opening is marked discarded with the operator's reason, the open count goes down by as many, and the Registro
 * gets its line (reason and count), together. Nothing open: 409 in Portuguese (a second click, or decided already).
 * A report moved or decided meanwhile: read again once, then 409.
 */
export async function discardReports(
  input: { operator: Operator; clientId: string; vagaId: string; motivo: string },
  io: DiscardIo,
  now: Date = new Date(),
): Promise<OpeningReportsDiscarded> {
  const at = now.toISOString();
  const entry = (count: number) =>
    auditLine(input.operator, { action: 'denuncia-descartada', target: { id: openingReference(input.clientId, input.vagaId) }, reason: input.motivo, details: { denuncias: count } }, now);
  for (let attempt = 0; attempt < 2; attempt++) {
    const { count, changed } = await io.discard(input.clientId, input.vagaId, input.motivo, at, entry);
    if (count === 0) throw attempt === 0 ? notFound(reportTexts.nothingToDiscard) : conflict(reportTexts.changedMeanwhile);
    if (changed) return { descartadas: count, decididaEm: at };
  }
  throw conflict(reportTexts.changedMeanwhile);
}

export interface DecideOnClosedIo {
  /** Marks the opening's open reports decided 'vaga-encerrada', in one transaction (lambdas/openings/store). */
  decide(clientId: string, vagaId: string, at: string): Promise<{ count: number; changed: boolean }>;
}

/**
 * After 'Encerrar vaga' (at `closedAt`): its open reports are decided ('vaga-encerrada': the team acted on them), so
 * 'Visão geral' no longer counts them. A report moved (her deletion) or decided meanwhile fails the transaction: read
 * again once; what is still left open a retry of the close decides.
 */
export async function decideReportsOfClosedOpening(input: { clientId: string; vagaId: string; closedAt: string }, io: DecideOnClosedIo): Promise<void> {
  const first = await io.decide(input.clientId, input.vagaId, input.closedAt);
  if (first.count && !first.changed) await io.decide(input.clientId, input.vagaId, input.closedAt);
}
