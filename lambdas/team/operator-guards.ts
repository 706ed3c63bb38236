import { REAUTHENTICATION_FIELD, TEAM_GROUP } from '../../contract/team';

export { REAUTHENTICATION_FIELD };
import { DomainError } from '../base/errors';
import { teamTexts } from './texts';

/**
 * 'Excluir conta (LGPD)', 'Convidar operadora', a role change and 'Remover operadora' ask for a sign-in this recent
 * (the access token's `auth_time`; docs/decisions/051-team-limits.md, 066-step-up-for-operator-management.md).
 */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** A sign-in time this far ahead of the server's clock is still taken as now (clocks of Cognito and Lambda differ a little). */
const CLOCK_SKEW_SECONDS = 60;

/** Whether she signed in within RECENT_SIGN_IN_SECONDS of `now`; a token without `auth_time` is never recent. */
export function isRecentSignIn(signedInAt: Date | undefined, now: Date): boolean {
  if (!signedInAt) return false;
  const age = (now.getTime() - signedInAt.getTime()) / 1000;
  return age <= RECENT_SIGN_IN_SECONDS && age >= -CLOCK_SKEW_SECONDS;
}

/** What the refusal asks her to do: the deletion of a caregiver's account, or a change to the team ('Operadoras'). */
export type StepUpAction = 'deletion' | 'operators';

/** 403 with field `reautenticacao` (the console offers 'Sair e entrar de novo') unless she signed in recently. */
export function requireRecentSignIn(signedInAt: Date | undefined, now: Date, action: StepUpAction = 'deletion'): void {
  if (isRecentSignIn(signedInAt, now)) return;
  const minutes = RECENT_SIGN_IN_SECONDS / 60;
  const message = action === 'deletion' ? teamTexts.reauthenticationRequired(minutes) : teamTexts.operators.reauthenticationRequired(minutes);
  throw new DomainError('forbidden', message, REAUTHENTICATION_FIELD);
}

/** What tells an operator's account apart: the team's group in the pool, or her operator record in the table. */
export interface OperatorAccountReads {
  cognitoGroupsOf(uid: string): Promise<string[]>;
  hasOperatorRecord(uid: string): Promise<boolean>;
}

export async function isOperatorAccount(uid: string, reads: OperatorAccountReads): Promise<boolean> {
  const [groups, record] = await Promise.all([reads.cognitoGroupsOf(uid), reads.hasOperatorRecord(uid)]);
  return groups.includes(TEAM_GROUP) || record;
}

/** Block and delete act on caregivers only: never on the operator herself, never on another operator (403). */
export async function refuseOperatorAccount(input: { operatorId: string; uid: string }, reads: OperatorAccountReads): Promise<void> {
  if (input.uid === input.operatorId.toLowerCase()) throw new DomainError('forbidden', teamTexts.ownAccount);
  if (await isOperatorAccount(input.uid, reads)) throw new DomainError('forbidden', teamTexts.operatorAccount);
}
