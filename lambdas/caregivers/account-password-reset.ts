import type { PasswordResetAnswer } from '../../contract';
import { invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import { isValidEmail } from './signup-shared';

export interface PasswordResetPorts {
  /** Counts the attempt against the caller's address and the e-mail; throws 429 over the limit. */
  limitAttempt(email: string): Promise<void>;
  /** Cognito's ForgotPassword: e-mails a code when the account exists, says nothing either way. */
  sendResetCode(email: string): Promise<void>;
}

/**
 * 'Esqueci minha senha': goes through the API (not straight to Cognito) so it can be rate-limited per client and
 * per e-mail. The answer is the same whether or not the e-mail has an account.
 */
export async function requestReset(typed: string, ports: PasswordResetPorts): Promise<PasswordResetAnswer> {
  const email = typed.trim().toLowerCase();
  if (!email) throw invalidInput(messages.resetNeedsEmail, 'email');
  if (!isValidEmail(email)) throw invalidInput(messages.emailInvalid, 'email');
  await ports.limitAttempt(email);
  await ports.sendResetCode(email);
  return { message: messages.passwordResetSent };
}
