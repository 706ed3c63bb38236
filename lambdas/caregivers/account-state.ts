import type { Caregiver } from './caregiver';
import { DomainError } from '../base/errors';
import { messages } from '../base/messages';

/**
 * The one rule of who may act as a signed-in caregiver: a verified token is not enough, her caregiver record must
 * exist, not be blocked by the team (`signInBlocked`: a JWT authorizer never sees a revocation, so her tokens from
 * before the block are refused here, at their next request) and not be marked for deletion (`deletionRequestedAt`). Every signed-in route checks it once, before
 * anything else (lambdas/caregivers/signed-in.ts); writes that could outlive a deletion also carry it as a condition
 * (`ACTIVE_CAREGIVER` in lambdas/caregivers/data/caregivers.ts), so a write racing a deletion either lands before the mark
 * (and the deletion removes it) or fails.
 */
export type AccountState = 'active' | 'no-caregiver' | 'blocked' | 'being-deleted';

export function accountStateOf(caregiver: Pick<Caregiver, 'deletionRequestedAt' | 'signInBlocked'> | undefined): AccountState {
  if (!caregiver) return 'no-caregiver';
  if (caregiver.deletionRequestedAt) return 'being-deleted';
  return caregiver.signInBlocked ? 'blocked' : 'active';
}

/** Which states a route accepts: every route `active` only; the deletion request also a deletion under way (to resume it). */
export type AcceptedStates = 'active' | 'active-or-being-deleted';

/** The caregiver when her state is accepted; otherwise a 403 in Portuguese saying why. */
export function requireAccountState<C extends Pick<Caregiver, 'deletionRequestedAt' | 'signInBlocked'>>(caregiver: C | undefined, accepted: AcceptedStates = 'active'): C {
  const state = accountStateOf(caregiver);
  if (state === 'no-caregiver' || state === 'blocked') throw accountNotActive(state);
  if (state === 'being-deleted' && accepted === 'active') throw accountNotActive(state);
  return caregiver!;
}

/** The refusal for an account that may not act (also for a write whose condition found it so). */
export function accountNotActive(state: Exclude<AccountState, 'active'>): DomainError {
  return new DomainError('forbidden', { 'no-caregiver': messages.accountWithoutCaregiver, blocked: messages.accountBlocked, 'being-deleted': messages.accountBeingDeleted }[state]);
}
