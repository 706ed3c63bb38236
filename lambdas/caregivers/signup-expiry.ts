import type { AuthUser } from './signup';

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
