import * as z from 'zod';
import { requestPasswordReset } from '../cognito';
import { consumeRateLimit } from '../../base/rate-limits/counters';
import { requestReset } from '../account-password-reset';
import { messages } from '../../base/messages';
import { apiHandler } from '../../base/http/api-handler';
import { clientAddress } from '../../base/http/client-address';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_CLIENT_ID');

const body = z.strictObject({ email: z.string({ error: messages.resetNeedsEmail }).max(320, messages.emailInvalid) });

/** 'Esqueci minha senha' (lambdas/caregivers/account-password-reset.ts). */
export const handler = apiHandler({ body }, async ({ body, event }) => {
  const ports = { limitAttempt: (email: string) => consumeRateLimit('password-reset', { address: clientAddress(event), email }), sendResetCode: requestPasswordReset };
  return { statusCode: 202, body: await requestReset(body.email, ports) };
});
