import { sendSupportEmail } from '../base/mail/ses';
import { markSupportMessageSent, recordSupportFailure, type SupportMessage } from './data/support-messages';
import { supportEmail } from './support';
import { awsErrorCode } from '../base/aws-error-code';
import { logWarning } from '../base/observability/observability';

/**
 * Tries to e-mail a stored support message. On success the message is marked sent; on failure it stays pending
 * (with the error's code recorded) for the retry job, or, at its last attempt, moves to the dead-letter list.
 * Returns whether it was sent. Logs carry the SES error code only: SES messages may quote the addresses.
 */
export async function deliverSupportMessage(message: SupportMessage, log: (message: string, detail: Record<string, unknown>) => void = warn): Promise<boolean> {
  try {
    await sendSupportEmail(supportEmail(message, message.createdAt));
  } catch (error) {
    const code = awsErrorCode(error);
    const { gaveUp } = await recordSupportFailure(message.id, code);
    log(gaveUp ? 'support e-mail given up; moved to the dead-letter list' : 'support e-mail not sent; left pending for retry', { id: message.id, code });
    return false;
  }
  await markSupportMessageSent(message.id);
  return true;
}

const warn = logWarning;
