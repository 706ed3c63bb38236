import { createHash, randomBytes } from 'node:crypto';
import type { AuditAction, AuditDetails, AuditEntry, AuditPage } from '../../contract/team';

/** Who acts: her Cognito `sub` and, as written at the time, her e-mail (and name when known): `operatorLabel`. */
export interface Operator {
  id: string;
  label: string;
}

/** What one Registro line says besides who and when: the one shape every action (and every slice) records. */
export interface AuditLineInput {
  action: AuditAction;
  /** On whom or what: an id and her name or e-mail (or the record's title) as written now. */
  target?: { id?: string; label?: string };
  details?: AuditDetails;
  /** Why, as the operator wrote it (blocking and deleting ask for it: docs/decisions/053). */
  reason?: string;
  /** 'vaga-corrigida': the opening's fields it changed (names, never values). */
  changedFields?: string[];
}

/**
 * How long a line is kept: five years from the action, then DynamoDB's TTL removes it
 * (docs/decisions/050-registro-retention.md).
 */
export const AUDIT_RETENTION_YEARS = 5;

export function auditExpiry(at: string): number {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return Math.floor(end.getTime() / 1000);
}

/** The Registro's one line writer: what every team action records, in its own transaction or as a pending line. */
export function auditLine(operator: Operator, input: AuditLineInput, now: Date = new Date(), id: string = randomBytes(6).toString('hex')): AuditEntry {
  return {
    id,
    at: now.toISOString(),
    actorId: operator.id,
    ...(operator.label ? { actorLabel: operator.label } : {}),
    action: input.action,
    ...(input.target?.id ? { targetId: input.target.id } : {}),
    ...(input.target?.label ? { targetLabel: input.target.label } : {}),
    ...(input.details && Object.keys(input.details).length ? { details: input.details } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.changedFields?.length ? { changedFields: input.changedFields } : {}),
  };
}

/**
 * The operator as the Registro names her, as written now: 'Name <e-mail>' or her e-mail, from her token's claims when
 * they carry it (an `email` claim, or a `username` that is an e-mail) or else her user record (Cognito's, by `sub`:
 * lambdas/team/operator-directory.ts), else her `sub`. Kept small: an operators' record in the table becomes `recordOf`.
 */
export async function operatorLabel(
  claims: Record<string, unknown> | undefined,
  reads: { recordOf(uid: string): Promise<{ name?: string; email?: string } | undefined> },
): Promise<string> {
  const sub = typeof claims?.sub === 'string' ? claims.sub : '';
  const emailShaped = (value: unknown) => (typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined);
  const fromToken = emailShaped(claims?.email) ?? emailShaped(claims?.username);
  const record = sub ? await reads.recordOf(sub).catch(() => undefined) : undefined;
  const email = fromToken ?? record?.email;
  if (email && record?.name) return `${record.name} <${email}>`;
  return email ?? sub;
}

/** A file sent in parts gets one line: its id comes from the operator and the upload's id the console made up. */
export const uploadLineId = (operatorId: string, upload: string) => createHash('sha256').update(`${operatorId}:${upload}`).digest('hex').slice(0, 12);

/** Reads one page of the Registro, newest first, with the filters already applied. */
export type ReadAuditPage = (limit: number, cursor?: string) => Promise<AuditPage>;

export const AUDIT_PAGE_SIZE = 50;
