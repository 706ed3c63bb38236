import { deleteUser, findUserByEmail } from '../cognito';
import { deleteCaregiverWithClaims, listUnconfirmedSignups, markSignupConfirmed } from '../data/caregivers';
import { expireUnconfirmedSignup } from '../signup-expiry';
import { SIGNUP_CONFIRMATION_HOURS } from '../signup';
import { requireEnv } from '../../base/env';
import { nowOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { countJobFailed, errorSummary, hashedCaregiver, log } from '../../base/observability/observability';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

const BATCH = 25;
const ports = { findAuthUser: findUserByEmail, deleteAuthUser: deleteUser, deleteCaregiverWithClaims, markSignupConfirmed };

/**
 * Scheduled: removes sign-ups whose e-mail was not confirmed within SIGNUP_CONFIRMATION_HOURS (Cognito user, record,
 * phone and e-mail claims), oldest first. One that fails is logged and stays queued for the next run. `now` (ISO
 * 8601) may be given when it is run by hand.
 */
export const handler = jobHandler('caregivers/jobs/expire-unconfirmed-signups', async (event: { now?: string } = {}): Promise<{ expired: number; confirmed: number; failed: number }> => {
  const before = new Date(nowOf(event?.now).getTime() - SIGNUP_CONFIRMATION_HOURS * 3_600_000);
  const counts = { expired: 0, confirmed: 0, failed: 0 };
  for (const signup of await listUnconfirmedSignups(before, BATCH)) {
    try {
      counts[await expireUnconfirmedSignup(signup, ports)]++;
    } catch (error) {
      counts.failed++;
      countJobFailed();
      log().error('unconfirmed sign-up not expired', { caregiver: hashedCaregiver(signup.uid), error: errorSummary(error) });
    }
  }
  return counts;
});
