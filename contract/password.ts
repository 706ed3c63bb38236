/**
 * The caregiver password rule, shared by the API (lambdas/caregivers/password-policy.ts) and the SPA, with the words
 * both show (password-texts.ts): at least 8 characters (NIST 800-63B) with a letter and a digit, and not one of the most common
 * leaked passwords (the list is in contract/common-passwords.ts, loaded by the SPA only when a password is set).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's own maximum. */
export const PASSWORD_MAX_LENGTH = 256;

/** Length, a letter, a digit, no leading or trailing spaces (Cognito refuses them). */
export function meetsPasswordShape(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    password === password.trim()
  );
}
