/**
 * The caregiver password policy, defined once. The server checks `meetsPasswordPolicy` before calling Cognito;
 * the user pool (CDK, and the local pool) is configured from `userPoolPasswordPolicy`.
 *
 * Cognito cannot say "at least one letter of either case" (it only has lower-case and upper-case rules), so the
 * pool enforces the parts it can express (length, a digit) and the server adds the letter rule. A password the
 * server accepts is therefore always accepted by the pool.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's own maximum. */
export const PASSWORD_MAX_LENGTH = 256;

export const userPoolPasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  requireDigits: true,
  requireLowercase: false,
  requireUppercase: false,
  requireSymbols: false,
} as const;

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    // Cognito refuses leading or trailing spaces.
    password === password.trim()
  );
}
