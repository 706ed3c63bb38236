import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { newSupportMessage, putSupportMessage } from '../data/support-messages';
import { messages } from '../domain/messages';
import { validateSupport } from '../domain/support';
import { apiHandler, type ApiEvent } from '../http/api-handler';
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

const inner = apiHandler({ body, maxBodyBytes: 32 * 1024 }, async ({ body, event }) => {
  const request = validateSupport(body);
  if (body.website) return { body: { success: true } };
  await consumeRateLimit('support', { address: clientAddress(event), email: request.email });
  const message = newSupportMessage(request);
  await putSupportMessage(message);
  if (await deliverSupportMessage(message)) return { body: { success: true } };
  return { statusCode: 503, body: { success: false, error: messages.supportUnavailable }, headers: { 'retry-after': '300' } };
});

/**
 * The support form keeps the original's answer shape, `{success, error}`, for every outcome: the shared error
 * mapping's `{message, field}` is rewritten here (status code and `field` kept).
 */
export async function handler(event: ApiEvent, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  const response = await inner(event, context);
  if ((response.statusCode ?? 200) < 400) return response;
  const parsed = JSON.parse(response.body ?? '{}') as { success?: boolean; error?: string; message?: string; field?: string };
  if (parsed.success === false) return response;
  return { ...response, body: JSON.stringify({ success: false, error: parsed.message ?? messages.internalError, ...(parsed.field ? { field: parsed.field } : {}) }) };
}
