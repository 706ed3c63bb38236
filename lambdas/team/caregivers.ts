import { OPERATOR_REASON_MAX, VERIFIED_STATUS, type AuditEntry, type CaregiverDeletionStarted, type CaregiverVerification, type SignInBlock, type TeamCaregiverSummary } from '../../contract/team';
import type { AccountDeletionStatus } from '../../contract';
import { UNVERIFIED_STATUS, type Caregiver } from '../caregivers/caregiver';
import { conflict, invalidInput, notFound } from '../base/errors';
import type { DeletionRequester } from '../account/deletion';
import { auditLine, type Operator } from './audit';
import { refuseOperatorAccount, requireRecentSignIn, type OperatorAccountReads } from './operator-guards';
import { teamTexts } from './texts';

export interface CaregiverReads {
  getCaregiver(uid: string): Promise<Caregiver | undefined>;
}

/** The reason an operator writes for blocking or deleting (the Registro keeps it): required, one short paragraph. */
export function parseReason(text: string | undefined): string {
  const reason = (text ?? '').replace(/\s+/g, ' ').trim();
  if (reason.length < 3) throw invalidInput(teamTexts.reasonRequired, 'motivo');
  if (reason.length > OPERATOR_REASON_MAX) throw invalidInput(teamTexts.reasonTooLong(OPERATOR_REASON_MAX), 'motivo');
  return reason;
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

/**
 * A search result's e-mail and phone, masked until her page is opened (which the Registro records): the first letter
 * of the name and of the domain, the top-level domain, the DDD and the last four digits ('j***@g***.com',
 * '(31) *****-4321'): enough to tell two results apart.
 */
export function maskedSummary(s: TeamCaregiverSummary): TeamCaregiverSummary {
  return { ...s, email: maskEmail(s.email), phone: maskPhone(s.phone) };
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${email[0]}***@${domain[0] ?? ''}***${dot > 0 ? domain.slice(dot) : ''}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (digits.length < 6) return phone ? '***' : '';
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

/** The Registro's target: her id and, as written now, her name (or her e-mail when she gave none). */
export const caregiverTarget = (c: Pick<Caregiver, 'uid' | 'name' | 'email'>) => ({ id: c.uid, label: c.name || c.email });

/** The caregivers an exact e-mail or phone names (at most one: sign-up claims each once). */
export async function findCaregivers(
  search: CaregiverSearch,
  reads: CaregiverReads & { findEmailClaim(email: string): Promise<{ uid: string } | undefined>; findPhoneClaim(digits: string): Promise<{ uid: string } | undefined> },
): Promise<TeamCaregiverSummary[]> {
  const claim = search.kind === 'email' ? await reads.findEmailClaim(search.email) : await reads.findPhoneClaim(search.digits);
  const caregiver = claim ? await reads.getCaregiver(claim.uid) : undefined;
  return caregiver ? [summaryOf(caregiver)] : [];
}

/**
 * 'Marcar conta como verificada' (`verified` true) and 'Desmarcar verificação' (false): her status becomes 'conta
 * verificada' or goes back to 'conta não verificada', and the Registro gets the entry, in one transaction. Asking for
 * the state she is in changes nothing and records nothing (safe to retry).
 */
export async function setCaregiverVerified(
  input: { operator: Operator; uid: string; verified: boolean },
  io: CaregiverReads & {
    setStatusAudited(uid: string, expectedStatus: string, status: string, entry: AuditEntry): Promise<boolean>;
  },
): Promise<CaregiverVerification> {
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  if ((caregiver.status === VERIFIED_STATUS) === input.verified) return { status: caregiver.status, changed: false };
  const status = input.verified ? VERIFIED_STATUS : UNVERIFIED_STATUS;
  const entry = auditLine(input.operator, { action: input.verified ? 'conta-verificada' : 'verificacao-desfeita', target: caregiverTarget(caregiver) });
  if (!(await io.setStatusAudited(input.uid, caregiver.status, status, entry))) throw conflict(teamTexts.changedMeanwhile);
  return { status, changed: true };
}

/**
 * 'Excluir conta (LGPD)' on her behalf: her own deletion's steps and receipt, with the audit line in the same
 * transaction that records the deletion (the deletion's last steps then take her id out of it). Only after a recent
 * sign-in of the operator, never on an operator's account, at most operatorLimits['team-deletion'] a day per
 * operator. The job, its receipt and the line name the operator (sub and e-mail snapshot); the line also keeps the
 * receipt's peppered hash. Safe to retry: a deletion under way is resumed, recorded and counted once.
 */
export async function deleteCaregiverAccount(
  input: { operator: Operator; signedInAt: Date | undefined; uid: string; reason: string },
  io: CaregiverReads &
    OperatorAccountReads & {
      receiptHashOf(email: string): Promise<string>;
      consumeDeletionLimit(operatorId: string): Promise<void>;
      auditPut(entry: AuditEntry): Record<string, unknown>;
      startDeletion(uid: string, alsoWrite: readonly Record<string, unknown>[], requestedBy: DeletionRequester): Promise<AccountDeletionStatus>;
    },
  now: Date = new Date(),
): Promise<CaregiverDeletionStarted> {
  const operatorId = input.operator.id;
  requireRecentSignIn(input.signedInAt, now);
  await refuseOperatorAccount({ operatorId, uid: input.uid }, io);
  const caregiver = await io.getCaregiver(input.uid);
  if (caregiver && !caregiver.deletionRequestedAt) await io.consumeDeletionLimit(operatorId);
  const receiptHash = caregiver ? await io.receiptHashOf(caregiver.email) : undefined;
  const entry = { ...auditLine(input.operator, { action: 'exclusao-iniciada', target: caregiver ? caregiverTarget(caregiver) : { id: input.uid }, reason: input.reason }, now), ...(receiptHash ? { receiptHash } : {}) };
  const requestedBy = { operatorId, ...(input.operator.label ? { operatorEmail: input.operator.label } : {}) };
  return { status: await io.startDeletion(input.uid, [io.auditPut(entry)], requestedBy) };
}

/**
 * 'Bloquear acesso' / 'Desbloquear acesso': her record and the audit entry in one transaction first, then Cognito
 * (disable or enable her user; both are idempotent). A transaction that fails (a conflict, her record changed)
 * leaves Cognito untouched, so nothing is half done. Should Cognito fail after the transaction, the request answers
 * an error and the same request again finishes it: asking for the state her record already holds records nothing
 * but brings Cognito into line with it. (Meanwhile a blocked flag already refuses her every request: account-state.ts.)
 * An operator's account (or her own) is refused.
 */
export async function setSignInBlocked(
  input: { operator: Operator; uid: string; blocked: boolean; reason?: string },
  io: CaregiverReads &
    Partial<OperatorAccountReads> & {
      setCognitoEnabled(uid: string, enabled: boolean): Promise<void>;
      setBlockedAudited(uid: string, blocked: boolean, entry: AuditEntry): Promise<boolean>;
    },
): Promise<SignInBlock> {
  // Unblocking stays possible for any account (one blocked before this rule came).
  if (input.blocked) {
    const { cognitoGroupsOf, hasOperatorRecord } = io;
    if (!cognitoGroupsOf || !hasOperatorRecord) throw new Error('blocking needs the operator-account reads');
    await refuseOperatorAccount({ operatorId: input.operator.id, uid: input.uid }, { cognitoGroupsOf, hasOperatorRecord });
  }
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  if (Boolean(caregiver.signInBlocked) === input.blocked) {
    await io.setCognitoEnabled(input.uid, !input.blocked);
    return { signInBlocked: input.blocked, changed: false };
  }
  const entry = auditLine(input.operator, { action: input.blocked ? 'acesso-bloqueado' : 'acesso-desbloqueado', target: caregiverTarget(caregiver), ...(input.reason ? { reason: input.reason } : {}) });
  if (!(await io.setBlockedAudited(input.uid, input.blocked, entry))) throw conflict(teamTexts.changedMeanwhile);
  await io.setCognitoEnabled(input.uid, !input.blocked);
  return { signInBlocked: input.blocked, changed: true };
}
