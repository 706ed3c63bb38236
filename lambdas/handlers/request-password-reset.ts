import * as z from 'zod';
import { requestPasswordReset } from '../clients/cognito';
import { consumeRateLimit } from '../data/rate-limits';
import { invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { isValidEmail } from '../domain/signup';
import { apiHandler } from '../http/api-handler';
import { clientAddress } from '../http/client-address';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_CLIENT_ID');

const body = z.strictObject({ email: z.string({ error: messages.resetNeedsEmail }).max(320, messages.emailInvalid) });

/**
 * 'Esqueci minha senha': goes through the API (not straight to Cognito) so it can be rate-limited per client and
 * per e-mail. The answer is the same whether or not the e-mail has an account.
 */
export const handler = apiHandler({ body }, async ({ body, event }) => {
  const email = body.email.trim().toLowerCase();
  if (!email) throw invalidInput(messages.resetNeedsEmail, 'email');
  if (!isValidEmail(email)) throw invalidInput(messages.emailInvalid, 'email');
  await consumeRateLimit('password-reset', { address: clientAddress(event), email });
  await requestPasswordReset(email);
  return { statusCode: 202, body: { message: messages.passwordResetSent } };
});
