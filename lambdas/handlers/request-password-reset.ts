import * as z from 'zod';
import { requestPasswordReset } from '../clients/cognito';
import { consumeRateLimit } from '../data/rate-limits';
import { requestReset } from '../domain/account-password-reset';
import { messages } from '../domain/messages';
import { apiHandler } from '../http/api-handler';
import { clientAddress } from '../http/client-address';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_CLIENT_ID');

const body = z.strictObject({ email: z.string({ error: messages.resetNeedsEmail }).max(320, messages.emailInvalid) });

/** 'Esqueci minha senha' (lambdas/domain/account-password-reset.ts). */
export const handler = apiHandler({ body }, async ({ body, event }) => {
  const ports = { limitAttempt: (email: string) => consumeRateLimit('password-reset', { address: clientAddress(event), email }), sendResetCode: requestPasswordReset };
  return { statusCode: 202, body: await requestReset(body.email, ports) };
});
