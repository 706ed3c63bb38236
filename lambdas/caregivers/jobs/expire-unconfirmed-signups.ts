import { Logger } from '@aws-lambda-powertools/logger';
import { deleteUser, findUserByEmail } from '../cognito';
import { deleteCaregiverWithClaims } from '../data/caregivers';
import { listUnconfirmedSignups, markSignupConfirmed } from '../data/unconfirmed-signups';
import { expireDueSignups, type SignupExpiryRunPorts } from '../signup-expiry';
import { requireEnv } from '../../base/env';
import { nowOf } from '../../base/jobs/manual-run';
import { SERVICE_NAME } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

const logger = new Logger({ serviceName: SERVICE_NAME });
const ports: SignupExpiryRunPorts = {
  findAuthUser: findUserByEmail,
  deleteAuthUser: deleteUser,
  deleteCaregiverWithClaims,
  markSignupConfirmed,
  listUnconfirmedSignups,
  expiryFailed: (uid, error) => logger.error('unconfirmed sign-up not expired', { uid, error: (error as Error)?.name ?? 'Error' }),
};

/**
 * Scheduled: removes sign-ups whose e-mail was not confirmed in time (Cognito user, record, phone and e-mail
 * claims; signup-expiry.ts). `now` (ISO 8601) may be given when it is run by hand.
 */
export async function handler(event: { now?: string } = {}): Promise<{ expired: number; confirmed: number; failed: number }> {
  return expireDueSignups(ports, nowOf(event?.now));
}
