import { VERIFIED_STATUS, type AuditEntry, type CaregiverDeletionStarted, type CaregiverVerification, type SignInBlock, type TeamCaregiverRecord, type TeamCaregiverSummary } from '../../contract/team';
import type { AccountDeletionStatus } from '../../contract';
import type { Alert } from '../alerts/alerts';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict, invalidInput, notFound } from '../base/errors';
import type { Notice } from '../notices/store';
import type { DeletionRequester } from '../account/deletion';
import { newAuditEntry } from './audit';
import { refuseOperatorAccount, requireRecentSignIn, type OperatorAccountReads } from './operator-guards';
import { teamTexts } from './texts';

export interface CaregiverReads {
  getCaregiver(uid: string): Promise<Caregiver | undefined>;
}

/** Cognito subs are UUIDs; anything else in the path is refused before a read. */
const UID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkUid(uid: string | undefined): string {
  if (!uid || !UID_PATTERN.test(uid)) throw invalidInput(teamTexts.uidInvalid, 'uid');
  return uid.toLowerCase();
}

/** What the search box holds: an e-mail, or a phone typed with or without punctuation (11 digits with the DDD). */
export type CaregiverSearch = { kind: 'email'; email: string } | { kind: 'phone'; digits: string };

export function parseSearch(text: string | undefined): CaregiverSearch {
  const value = (text ?? '').trim();
  if (!value) throw invalidInput(teamTexts.searchRequired, 'busca');
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254) return { kind: 'email', email: value.toLowerCase() };
  const digits = value.replace(/[\s().+-]/g, '');
  if (/^\d{11}$/.test(digits)) return { kind: 'phone', digits };
  if (/^55\d{11}$/.test(digits)) return { kind: 'phone', digits: digits.slice(2) };
  throw invalidInput(teamTexts.searchInvalid, 'busca');
}

export function summaryOf(c: Caregiver): TeamCaregiverSummary {
  return { uid: c.uid, name: c.name, email: c.email, phone: c.phone, status: c.status, tipodeconta: c.tipodeconta, dataCadastro: c.dataCadastro };
}

/** The caregivers an exact e-mail or phone names (at most one: sign-up claims each once). */
export async function findCaregivers(
  search: CaregiverSearch,
  reads: CaregiverReads & { findEmailClaim(email: string): Promise<{ uid: string } | undefined>; findPhoneClaim(digits: string): Promise<{ uid: string } | undefined> },
): Promise<TeamCaregiverSummary[]> {
  const claim = search.kind === 'email' ? await reads.findEmailClaim(search.email) : await reads.findPhoneClaim(search.digits);
  const caregiver = claim ? await reads.getCaregiver(claim.uid) : undefined;
  return caregiver ? [summaryOf(caregiver)] : [];
}

export async function caregiverRecord(
  uid: string,
  reads: CaregiverReads & { listAlerts(uid: string): Promise<Alert[]>; listNotices(uid: string): Promise<Notice[]> },
): Promise<TeamCaregiverRecord> {
  const caregiver = await reads.getCaregiver(uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  const [alerts, notices] = await Promise.all([reads.listAlerts(uid), reads.listNotices(uid)]);
  return {
    ...summaryOf(caregiver),
    tipoDeCadastro: caregiver.tipoDeCadastro,
    ...(caregiver.planoescolhido ? { planoescolhido: caregiver.planoescolhido } : {}),
    ...(caregiver.subscriptionStatus ? { subscriptionStatus: caregiver.subscriptionStatus } : {}),
    deletionRequested: Boolean(caregiver.deletionRequestedAt),
    signInBlocked: Boolean(caregiver.signInBlocked),
    alerts: alerts.map((a) => ({ id: a.id, tipoProfissional: a.tipoProfissional, cidade: a.cidade, raioKm: a.raioKm })),
    notices: notices.map((n) => ({ id: n.id, mensagem: n.mensagem, status: n.status, createdAt: n.createdAt })),
  };
}

/**
 * 'Marcar conta como verificada': her status becomes 'conta verificada' and the Registro gets the entry, in one
 * transaction. Doing it again changes nothing and records nothing (safe to retry).
 */
export async function markCaregiverVerified(
  input: { operatorId: string; uid: string },
  io: CaregiverReads & {
    setStatusAudited(uid: string, expectedStatus: string, status: string, entry: AuditEntry): Promise<boolean>;
  },
): Promise<CaregiverVerification> {
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  if (caregiver.status === VERIFIED_STATUS) return { status: VERIFIED_STATUS, changed: false };
  const written = await io.setStatusAudited(input.uid, caregiver.status, VERIFIED_STATUS, newAuditEntry({ actorId: input.operatorId, action: 'conta-verificada', targetId: input.uid }));
  if (!written) throw conflict(teamTexts.changedMeanwhile);
  return { status: VERIFIED_STATUS, changed: true };
}

/**
 * 'Excluir conta (LGPD)' on her behalf: her own deletion's steps and receipt, with the audit line in the same
 * transaction that records the deletion (the deletion's last steps then take her id out of it). Only after a recent
 * sign-in of the operator, never on an operator's account, at most operatorLimits['team-deletion'] a day per
 * operator. The job, its receipt and the line name the operator (sub and e-mail snapshot); the line also keeps the
 * receipt's peppered hash. Safe to retry: a deletion under way is resumed, recorded and counted once.
 */
export async function deleteCaregiverAccount(
  input: { operatorId: string; signedInAt: Date | undefined; uid: string },
  io: CaregiverReads &
    OperatorAccountReads & {
      operatorEmailOf(operatorId: string): Promise<string | undefined>;
      receiptHashOf(email: string): Promise<string>;
      consumeDeletionLimit(operatorId: string): Promise<void>;
      auditPut(entry: AuditEntry): Record<string, unknown>;
      startDeletion(uid: string, alsoWrite: readonly Record<string, unknown>[], requestedBy: DeletionRequester): Promise<AccountDeletionStatus>;
    },
  now: Date = new Date(),
): Promise<CaregiverDeletionStarted> {
  requireRecentSignIn(input.signedInAt, now);
  await refuseOperatorAccount(input, io);
  const caregiver = await io.getCaregiver(input.uid);
  if (caregiver && !caregiver.deletionRequestedAt) await io.consumeDeletionLimit(input.operatorId);
  const operatorEmail = await io.operatorEmailOf(input.operatorId);
  const receiptHash = caregiver ? await io.receiptHashOf(caregiver.email) : undefined;
  const who = { ...(operatorEmail ? { actorEmail: operatorEmail } : {}) };
  const entry = newAuditEntry({ actorId: input.operatorId, ...who, action: 'exclusao-iniciada', targetId: input.uid, ...(receiptHash ? { receiptHash } : {}) }, now);
  const requestedBy = { operatorId: input.operatorId, ...(operatorEmail ? { operatorEmail } : {}) };
  return { status: await io.startDeletion(input.uid, [io.auditPut(entry)], requestedBy) };
}

/**
 * 'Bloquear acesso' / 'Desbloquear acesso': Cognito first (disable or enable her user; both are idempotent), then
 * her record and the audit entry in one transaction. An operator's account (or her own) is refused. A retry after a failure in between repeats the Cognito call
 * and writes once; asking for the state she is already in changes and records nothing.
 */
export async function setSignInBlocked(
  input: { operatorId: string; uid: string; blocked: boolean },
  io: CaregiverReads &
    OperatorAccountReads & {
      operatorEmailOf(operatorId: string): Promise<string | undefined>;
      setCognitoEnabled(uid: string, enabled: boolean): Promise<void>;
      setBlockedAudited(uid: string, blocked: boolean, entry: AuditEntry): Promise<boolean>;
    },
): Promise<SignInBlock> {
  // Unblocking stays possible for any account (one blocked before this rule came).
  if (input.blocked) await refuseOperatorAccount(input, io);
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  if (Boolean(caregiver.signInBlocked) === input.blocked) return { signInBlocked: input.blocked, changed: false };
  await io.setCognitoEnabled(input.uid, !input.blocked);
  const operatorEmail = await io.operatorEmailOf(input.operatorId);
  const who = { actorId: input.operatorId, ...(operatorEmail ? { actorEmail: operatorEmail } : {}) };
  const entry = newAuditEntry({ ...who, action: input.blocked ? 'acesso-bloqueado' : 'acesso-desbloqueado', targetId: input.uid });
  if (!(await io.setBlockedAudited(input.uid, input.blocked, entry))) throw conflict(teamTexts.changedMeanwhile);
  return { signInBlocked: input.blocked, changed: true };
}
