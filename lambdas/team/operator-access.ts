import { ADMIN_ROLE, type OperatorRole } from '../../contract/operators';
import type { NoticeAudience } from '../../contract/team-notices';
import { DomainError } from '../base/errors';
import type { OperatorRecord } from './data/operator-table';
import { teamTexts } from './texts';

/**
 * Who may go on, on every team request: an operator whose record exists, is active and has one of the route's
 * roles. A route the table does not know admits nobody (refused, never let through).
 */
export async function checkOperatorAccess(
  request: { uid: string; roles: readonly OperatorRole[] | undefined },
  store: { getOperatorRecord(sub: string): Promise<OperatorRecord | undefined> },
): Promise<OperatorRecord> {
  const operator = await store.getOperatorRecord(request.uid);
  if (!operator || !operator.active) throw new DomainError('forbidden', teamTexts.operators.notAnOperator);
  if (!request.roles?.includes(operator.role)) throw new DomainError('forbidden', teamTexts.operators.roleRefused(operator.role));
  return operator;
}

/**
 * 'Atendimento' sends notices to one caregiver only: a segment ('todas', a plan, a type, a city) is for
 * 'Administração'. The route admits both roles; this is the body's part of the check. Returns the body unchanged.
 */
export function onlyOneUnlessAdmin<Body extends { destinatarias?: string }>(operator: Pick<OperatorRecord, 'role'>, body: Body): Body {
  if (operator.role !== ADMIN_ROLE && body.destinatarias !== ('uma' satisfies NoticeAudience)) throw new DomainError('forbidden', teamTexts.operators.segmentAdminOnly);
  return body;
}
