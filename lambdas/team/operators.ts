import { ADMIN_ROLE, isOperatorRole, type OperatorRole, type TeamOperator, type TeamOperatorList } from '../../contract/operators';
import type { AuditEntry } from '../../contract/team';
import { conflict, invalidInput, notFound } from '../base/errors';
import { auditLine } from './audit';
import { checkUid } from './caregivers';
import { requireRecentSignIn } from './operator-guards';
import type { OperatorRecord } from './data/operator-table';
import { teamTexts } from './texts';

const t = teamTexts.operators;
export const OPERATOR_NAME_MAX = 120;

export interface OperatorReads {
  listOperatorRecords(): Promise<OperatorRecord[]>;
}

/** 'Operadoras': the active operators by e-mail, each with her TOTP state (read from Cognito). */
export async function listOperators(callerSub: string, io: OperatorReads & { totpEnabled(email: string): Promise<boolean> }): Promise<TeamOperatorList> {
  const active = (await io.listOperatorRecords()).filter((r) => r.active);
  const operators: TeamOperator[] = await Promise.all(
    active.map(async (r) => ({ id: r.sub, email: r.email, name: r.name, role: r.role, createdAt: r.createdAt, totpEnabled: await io.totpEnabled(r.email), self: r.sub === callerSub })),
  );
  return { operators };
}

export function parseInvite(body: { email?: unknown; name?: unknown; role?: unknown }): { email: string; name: string; role: OperatorRole } {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw invalidInput(t.emailInvalid, 'email');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw invalidInput(t.nameRequired, 'name');
  if (name.length > OPERATOR_NAME_MAX || /\p{Cc}/u.test(name)) throw invalidInput(t.nameTooLong(OPERATOR_NAME_MAX), 'name');
  return { email, name, role: parseRole(body.role) };
}

export function parseRole(role: unknown): OperatorRole {
  if (!isOperatorRole(role)) throw invalidInput(t.roleInvalid, 'role');
  return role;
}

export const checkOperatorId = (id: string | undefined) => {
  try {
    return checkUid(id);
  } catch {
    throw invalidInput(t.idInvalid, 'id');
  }
};

/**
 * 'Convidar operadora': her Cognito user (e-mailed a temporary password), then her record with its Registro line.
 * Only after a recent sign-in of the inviting operator (403 otherwise), at most operatorLimits['team-invite'] a day
 * per operator (429; counted once the address is accepted, before Cognito is touched; docs/decisions/066).
 * An address of an active operator is refused before Cognito is touched. A removed operator (her record inactive) is
 * invited afresh: a new Cognito user replaces her disabled one, so she sets a new password and enrols her
 * authenticator again; her old record and its Registro lines stay as they were.
 */
export async function inviteOperator(
  input: { operatorId: string; operatorEmail: string; signedInAt: Date | undefined; email: string; name: string; role: OperatorRole },
  io: OperatorReads & {
    /** One more invitation by this operator today; 429 past her limit. */
    consumeInviteLimit(operatorId: string): Promise<void>;
    /** A caregiver signed up with this address (her e-mail claim): never made an operator (docs/decisions/047). */
    isCaregiverEmail(email: string): Promise<boolean>;
    inviteUser(email: string, name: string): Promise<{ sub: string }>;
    reinviteUser(email: string, name: string): Promise<{ sub: string }>;
    inviteAudited(record: Omit<OperatorRecord, 'active'>, entry: AuditEntry): Promise<boolean>;
  },
  now: Date = new Date(),
): Promise<{ id: string }> {
  requireRecentSignIn(input.signedInAt, now, 'operators');
  if (await io.isCaregiverEmail(input.email)) throw conflict(t.accountExists, 'email');
  const earlier = (await io.listOperatorRecords()).filter((r) => r.email === input.email);
  if (earlier.some((r) => r.active)) throw conflict(t.alreadyOperator, 'email');
  await io.consumeInviteLimit(input.operatorId);
  const { sub } = earlier.length > 0 ? await io.reinviteUser(input.email, input.name) : await io.inviteUser(input.email, input.name);
  const record = { sub, email: input.email, name: input.name, role: input.role, createdAt: new Date().toISOString() };
  if (!(await io.inviteAudited(record, auditLine({ id: input.operatorId, label: input.operatorEmail }, { action: 'operadora-convidada', target: { id: sub, label: input.email } })))) throw conflict(t.alreadyOperator, 'email');
  return { id: sub };
}

type ChangeAudited = (change: { sub: string; expectedRole: OperatorRole; role?: OperatorRole; remove?: boolean; otherAdminSub?: string }, entry: AuditEntry) => Promise<boolean>;

/**
 * A role change ('Papel') or a removal ('Remover operadora'): never her own (an administrator who demoted herself
 * would lose the page she did it on; 409 in Portuguese), never the last
 * 'Administração' (another active one is checked in the same transaction); both only after a recent sign-in of the
 * operator who asks (403 otherwise; docs/decisions/066). A removal then disables her Cognito
 * user and ends her sessions; her record already refuses her next request.
 */
export async function changeOperator(
  input: { operatorId: string; operatorEmail: string; signedInAt: Date | undefined; id: string; role?: OperatorRole; remove?: boolean },
  io: OperatorReads & { changeAudited: ChangeAudited; disableUser(email: string): Promise<void> },
  now: Date = new Date(),
): Promise<{ changed: boolean }> {
  requireRecentSignIn(input.signedInAt, now, 'operators');
  if (input.id === input.operatorId) throw conflict(input.remove ? t.notSelf : t.notOwnRole);
  const records = await io.listOperatorRecords();
  const target = records.find((r) => r.sub === input.id);
  if (!target) throw notFound(t.notFound);
  if (input.remove && !target.active) {
    await io.disableUser(target.email);
    return { changed: false };
  }
  if (!target.active) throw notFound(t.notFound);
  if (!input.remove && target.role === input.role) return { changed: false };
  const losesAdmin = target.role === ADMIN_ROLE;
  const otherAdmin = records.find((r) => r.active && r.role === ADMIN_ROLE && r.sub !== target.sub);
  if (losesAdmin && !otherAdmin) throw conflict(t.lastAdmin);
  const action = input.remove ? 'operadora-removida' : 'papel-alterado';
  const change = { sub: target.sub, expectedRole: target.role, role: input.role, remove: input.remove, otherAdminSub: losesAdmin ? otherAdmin!.sub : undefined };
  // A role change says from what to what ('Atendimento → Leitura'), as the Registro shows it.
  const details = input.remove ? undefined : { papel: `${target.role} → ${input.role}` };
  if (!(await io.changeAudited(change, auditLine({ id: input.operatorId, label: input.operatorEmail }, { action, target: { id: target.sub, label: target.email }, details })))) throw conflict(t.changedMeanwhile);
  if (input.remove) await io.disableUser(target.email);
  return { changed: true };
}
