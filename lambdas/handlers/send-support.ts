import * as z from 'zod';
import { newSupportMessage, putSupportMessage } from '../data/support-messages';
import { messages } from '../domain/messages';
import { validateSupport } from '../domain/support';
import { apiHandler } from '../http/api-handler';
import { clientAddress } from '../http/client-address';
import { consumeRateLimit } from '../data/rate-limits';
import { deliverSupportMessage } from '../services/support-delivery';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
requireEnv('MAIL_FROM');
requireEnv('SUPPORT_INBOX');

const text = z.string({ error: messages.invalidField }).optional();
// `website` is a honeypot: the form hides it from people (and screen readers); bots fill every field.
const body = z.strictObject({ nome: text, email: text, whatsapp: text, mensagem: text, website: text });

/**
 * The support form keeps the original's answer shape, `{success, error}`, for every outcome (status codes and the
 * field at fault as for every route).
 */
export const handler = apiHandler(
  { body, maxBodyBytes: 32 * 1024, errorShape: ({ message, field }) => ({ success: false, error: message, ...(field ? { field } : {}) }) },
  async ({ body, event }) => {
    const request = validateSupport(body);
    if (body.website) return { body: { success: true } };
    await consumeRateLimit('support', { address: clientAddress(event), email: request.email });
    const message = newSupportMessage(request);
    await putSupportMessage(message);
    if (await deliverSupportMessage(message)) return { body: { success: true } };
    return { statusCode: 503, body: { success: false, error: messages.supportUnavailable }, headers: { 'retry-after': '300' } };
  },
);
