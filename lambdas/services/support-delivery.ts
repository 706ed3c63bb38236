import { sendSupportEmail } from '../clients/ses';
import { markSupportMessageSent, recordSupportFailure, type SupportMessage } from '../data/support-messages';
import { supportEmail } from '../domain/support';

/**
 * Tries to e-mail a stored support message. On success the message is marked sent; on failure it stays pending
 * (with the error recorded) for the retry job. Returns whether it was sent.
 */
export async function deliverSupportMessage(message: SupportMessage, log: (message: string, detail: Record<string, unknown>) => void = warn): Promise<boolean> {
  try {
    await sendSupportEmail(supportEmail(message, message.createdAt));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log('support e-mail not sent; left pending for retry', { id: message.id, reason });
    await recordSupportFailure(message.id, reason);
    return false;
  }
  await markSupportMessageSent(message.id);
  return true;
}

function warn(message: string, detail: Record<string, unknown>) {
  console.warn(JSON.stringify({ level: 'warn', message, ...detail }));
}
