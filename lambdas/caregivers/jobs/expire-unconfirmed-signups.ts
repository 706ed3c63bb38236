import { deleteUser, findUserByEmail } from '../cognito';
import { deleteCaregiverWithClaims } from '../data/caregivers';
import { listUnconfirmedSignups, markSignupConfirmed } from '../data/unconfirmed-signups';
import { expireDueSignups, type SignupExpiryRunPorts } from '../signup-expiry';
import { requireEnv } from '../../base/env';
import { nowOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { countJobFailed, errorSummary, hashedCaregiver, log } from '../../base/observability/observability';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

const ports: SignupExpiryRunPorts = {
  findAuthUser: findUserByEmail,
  deleteAuthUser: deleteUser,
  deleteCaregiverWithClaims,
  markSignupConfirmed,
  listUnconfirmedSignups,
  expiryFailed: (uid, error) => {
    countJobFailed();
    log().error('unconfirmed sign-up not expired', { caregiver: hashedCaregiver(uid), error: errorSummary(error) });
  },
};

/** Scheduled: removes sign-ups not confirmed in time, with their Cognito user and claims (signup-expiry.ts); `now` by hand. */
export const handler = jobHandler('caregivers/jobs/expire-unconfirmed-signups', async (event: { now?: string } = {}): Promise<{ expired: number; confirmed: number; failed: number }> =>
  expireDueSignups(ports, nowOf(event?.now)),
);
