/**
 * What the other account functions share with sign-up (the name and e-mail rules, the Cognito user as the use cases
 * see it, a sign-up's time to confirm), apart from signup.ts: that module checks passwords against the common-password
 * list (contract/common-passwords.ts, about 420 KB bundled), which only POST /api/signup needs. A function importing
 * these from signup.ts would carry the list too (docs/decisions/080-lambda-bundle-targets.md).
 */
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

/** Deliberately simple: one @, no spaces, a dot in the domain. Cognito and the mailbox do the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Cognito already has a user with this e-mail. */
export class AuthUserExistsError extends Error {
  constructor() {
    super('auth user exists');
    this.name = 'AuthUserExistsError';
  }
}

export interface AuthUser {
  sub: string;
  /** Cognito's UserStatus: UNCONFIRMED, CONFIRMED, ... */
  status: string;
  createdAt: Date;
}

/**
 * A sign-up whose e-mail is not confirmed within this time is removed (Cognito user, record and claims) by the
 * `expire-unconfirmed-signups` job, with a TTL on the items as a backstop, so a phone or e-mail someone else
 * typed does not block its owner for ever.
 */
export const SIGNUP_CONFIRMATION_HOURS = 48;
export const signupExpiry = (signedUpAt: Date) => new Date(signedUpAt.getTime() + SIGNUP_CONFIRMATION_HOURS * 3_600_000);
