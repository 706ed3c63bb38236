import { getCaregiver } from './data/caregivers';
import { requireAccountState, type AcceptedStates } from './account-state';
import type { Caregiver } from './caregiver';

/** The signed-in caller's caregiver record, if her account may act (lambdas/caregivers/account-state.ts); else 403. */
export async function requireSignedInCaregiver(uid: string, accepts: AcceptedStates = 'active'): Promise<Caregiver> {
  return requireAccountState(await getCaregiver(uid), accepts);
}
