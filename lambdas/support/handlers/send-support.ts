import * as z from 'zod';
import type { SupportAnswer } from '../../../contract';
import { consumeRateLimit } from '../../base/rate-limits/counters';
import { newSupportMessage, putSupportMessage } from '../data/support-messages';
import { messages } from '../../base/messages';
import { sendSupport, type SupportPorts } from '../support-request';
import { apiHandler } from '../../base/http/api-handler';
import { clientAddress } from '../../base/http/client-address';
import { deliverSupportMessage } from '../support-delivery';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
requireEnv('MAIL_FROM');
requireEnv('SUPPORT_INBOX');

const text = z.string({ error: messages.invalidField }).optional();
const body = z.strictObject({ nome: text, email: text, whatsapp: text, mensagem: text, website: text });
/** The original's answer shape, `{success, error}`, for every outcome (status codes and field as for every route). */
const errorShape = ({ message, field }: { message: string; field?: string }): SupportAnswer => ({ success: false, error: message, ...(field ? { field } : {}) });

const ports = (address: string): SupportPorts => ({
  limitAttempt: (email) => consumeRateLimit('support', { address, email }),
  store: async (request) => {
    const message = newSupportMessage(request);
    await putSupportMessage(message);
    return { deliver: () => deliverSupportMessage(message) };
  },
});

export const handler = apiHandler({ body, maxBodyBytes: 32 * 1024, errorShape }, async ({ body, event }) => ({ body: await sendSupport(body, ports(clientAddress(event))) }));
