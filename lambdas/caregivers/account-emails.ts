import { sitePaths } from '../../contract';
import { renderAccountEmail, type AccountEmail } from './account-emails-template';
import type { TakenContact } from './account-emails-texts';

export type { AccountEmail } from './account-emails-template';

/**
 * The Portuguese e-mails that Cognito sends (through the CustomMessage trigger), rendered by
 * account-emails-template.ts. `code` is Cognito's placeholder ({####}); it appears exactly once per message because
 * some implementations replace only the first.
 */
export function verificationEmail(siteUrl: string, email: string, code: string): AccountEmail {
  const link = `${siteUrl}${sitePaths.verifyEmail}?email=${encodeURIComponent(email)}&code=${code}`;
  return renderAccountEmail({ email: 'verification', confirmUrl: link });
}

export function passwordResetEmail(code: string): AccountEmail {
  return renderAccountEmail({ email: 'password-reset', code });
}

export function temporaryPasswordEmail(username: string, code: string): AccountEmail {
  return renderAccountEmail({ email: 'temporary-password', username, code });
}

/**
 * To the owner of an account whose e-mail or phone someone used at sign-up (the API answers that sign-up like any
 * other, so only the owner learns that the account exists). Nothing the caller typed is quoted.
 */
export function signupAttemptEmail(siteUrl: string, taken: TakenContact): AccountEmail {
  return renderAccountEmail({ email: 'signup-attempt', taken, loginUrl: `${siteUrl}${sitePaths.login}` });
}
