import { authErrorTexts } from './auth-error-texts';

export { authErrorTexts } from './auth-error-texts';

/**
 * Cognito (and Amplify) errors mapped to Portuguese (auth-error-texts.ts), in one place. The hosted provider answers
 * in English; a caregiver must never see that, so every screen that talks to Cognito maps its errors through here.
 */
export type AuthErrorKind =
  | 'wrong-credentials'
  | 'blocked'
  | 'unconfirmed'
  | 'too-many-attempts'
  | 'code-mismatch'
  | 'expired-code'
  | 'username-exists'
  | 'invalid-password'
  | 'already-confirmed'
  | 'other';

export interface MappedAuthError {
  kind: AuthErrorKind;
  message: string;
}

/**
 * `context` 'sign-in': the local Cognito stand-in answers a wrong password with InvalidPasswordException (AWS
 * answers NotAuthorizedException); at sign-in both mean the same thing to the caregiver.
 */
export function mapAuthError(error: unknown, context: 'sign-in' | 'reset' | 'other' = 'other'): MappedAuthError {
  const name = (error as { name?: string } | null)?.name ?? '';
  const raw = (error as { message?: string } | null)?.message ?? '';
  // A password reset has no password to be wrong about: say the account was not found.
  if (context === 'reset' && name === 'UserNotFoundException') return { kind: 'other', message: authErrorTexts.userNotFound };
  if (context === 'sign-in' && name === 'InvalidPasswordException') return { kind: 'wrong-credentials', message: authErrorTexts.wrongCredentials };
  switch (name) {
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(raw)) return { kind: 'too-many-attempts', message: authErrorTexts.tooManyAttempts };
      // confirmSignUp on an account that is already confirmed ("Current status is CONFIRMED").
      if (/CONFIRMED/.test(raw)) return { kind: 'already-confirmed', message: authErrorTexts.alreadyConfirmed };
      // A user the team blocked (or whose deletion is being finished): Cognito says "User is disabled."
      if (/disabled/i.test(raw)) return { kind: 'blocked', message: authErrorTexts.blocked };
      return { kind: 'wrong-credentials', message: authErrorTexts.wrongCredentials };
    case 'UserNotFoundException':
      return { kind: 'wrong-credentials', message: authErrorTexts.wrongCredentials };
    case 'UserNotConfirmedException':
      return { kind: 'unconfirmed', message: authErrorTexts.unconfirmed };
    // ForbiddenException: the caregivers' pool's web ACL blocked the call, too many from her address (infra/cdk/pool-waf.ts).
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'ForbiddenException':
      return { kind: 'too-many-attempts', message: authErrorTexts.tooManyAttempts };
    case 'CodeMismatchException':
      return { kind: 'code-mismatch', message: authErrorTexts.codeMismatch };
    case 'ExpiredCodeException':
      return { kind: 'expired-code', message: authErrorTexts.expiredCode };
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { kind: 'username-exists', message: authErrorTexts.usernameExists };
    case 'InvalidPasswordException':
      return { kind: 'invalid-password', message: authErrorTexts.invalidPassword };
    case 'InvalidParameterException':
      // resendSignUpCode for an account that is already confirmed.
      if (/already confirmed/i.test(raw)) return { kind: 'already-confirmed', message: authErrorTexts.alreadyConfirmed };
      return { kind: 'other', message: authErrorTexts.invalidParameter };
    case 'EmptySignInUsername':
    case 'EmptyResetPasswordUsername':
    case 'EmptyConfirmResetPasswordUsername':
    case 'EmptySignUpUsername':
    case 'EmptyConfirmSignUpUsername':
      return { kind: 'other', message: authErrorTexts.emptyEmail };
    case 'EmptySignInPassword':
    case 'EmptyConfirmResetPasswordNewPassword':
      return { kind: 'other', message: authErrorTexts.emptyPassword };
    case 'EmptyConfirmResetPasswordConfirmationCode':
    case 'EmptyConfirmSignUpCode':
      return { kind: 'other', message: authErrorTexts.emptyCode };
    case 'NetworkError':
      return { kind: 'other', message: authErrorTexts.network };
    default:
      return { kind: 'other', message: authErrorTexts.generic };
  }
}
