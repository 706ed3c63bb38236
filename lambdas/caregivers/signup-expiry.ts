import { SIGNUP_CONFIRMATION_HOURS, type AuthUser } from './signup-shared';

/** An unconfirmed sign-up past its time, as the data layer lists it. */
export interface DueSignup {
  uid: string;
  phone: string;
  email: string;
}

/** What expiring a sign-up needs; the job wires DynamoDB and Cognito in. */
export interface SignupExpiryPorts {
  findAuthUser(email: string): Promise<AuthUser | undefined>;
  deleteAuthUser(sub: string): Promise<void>;
  deleteCaregiverWithClaims(uid: string, phone: string, email: string): Promise<void>;
  markSignupConfirmed(uid: string): Promise<void>;
}

export type ExpiryOutcome = 'expired' | 'confirmed';

/**
 * Removes a sign-up whose e-mail was not confirmed in time: its Cognito user first (so nobody can confirm it
 * afterwards), then record and claims in one transaction; then the phone and e-mail are free for their owner.
 * A user who did confirm (and whose confirmation did not reach the table) keeps everything: her items just lose
 * their expiry. A Cognito user with this e-mail but another `sub` is someone else's and is left alone.
 */
export async function expireUnconfirmedSignup(signup: DueSignup, ports: SignupExpiryPorts): Promise<ExpiryOutcome> {
  const user = await ports.findAuthUser(signup.email);
  const isHers = user?.sub === signup.uid;
  if (isHers && user.status !== 'UNCONFIRMED') {
    await ports.markSignupConfirmed(signup.uid);
    return 'confirmed';
  }
  if (isHers) await ports.deleteAuthUser(signup.uid);
  await ports.deleteCaregiverWithClaims(signup.uid, signup.phone, signup.email);
  return 'expired';
}

/** What one run of the expiry job needs besides SignupExpiryPorts: the queue and where a failure is reported. */
export interface SignupExpiryRunPorts extends SignupExpiryPorts {
  /** Unconfirmed sign-ups made before `before`, oldest first, at most `limit`. */
  listUnconfirmedSignups(before: Date, limit: number): Promise<DueSignup[]>;
  /** One sign-up could not be expired: reported; it stays queued for the next run. */
  expiryFailed(uid: string, error: unknown): void;
}

export const SIGNUP_EXPIRY_BATCH = 25;

/** Removes sign-ups whose e-mail was not confirmed within SIGNUP_CONFIRMATION_HOURS of `now`, oldest first. */
export async function expireDueSignups(ports: SignupExpiryRunPorts, now: Date): Promise<Record<ExpiryOutcome | 'failed', number>> {
  const before = new Date(now.getTime() - SIGNUP_CONFIRMATION_HOURS * 3_600_000);
  const counts = { expired: 0, confirmed: 0, failed: 0 };
  for (const signup of await ports.listUnconfirmedSignups(before, SIGNUP_EXPIRY_BATCH)) {
    try {
      counts[await expireUnconfirmedSignup(signup, ports)]++;
    } catch (error) {
      counts.failed++;
      ports.expiryFailed(signup.uid, error);
    }
  }
  return counts;
}
