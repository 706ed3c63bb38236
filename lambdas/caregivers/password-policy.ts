import { meetsPasswordShape, PASSWORD_MIN_LENGTH } from '../../contract';
import { isCommonPassword } from '../../contract/common-passwords';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract';
export { isCommonPassword };

/**
 * The caregiver password policy (contract/password.ts, shared with the SPA). The server checks it before calling
 * Cognito; the user pool (CDK, and the local pool) is configured from `userPoolPasswordPolicy`.
 *
 * Cognito cannot say "at least one letter of either case" (it only has lower-case and upper-case rules), nor
 * "not a common password" (threat protection's compromised-credentials check is the nearest), so the pool
 * enforces the parts it can express (length, a digit) and the server adds the rest. A password the server
 * accepts is therefore always accepted by the pool.
 */
export const userPoolPasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  requireDigits: true,
  requireLowercase: false,
  requireUppercase: false,
  requireSymbols: false,
} as const;

export const meetsPasswordPolicy = meetsPasswordShape;
