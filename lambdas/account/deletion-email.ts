import { sitePaths } from '../../contract';
import { requireEnv } from '../base/env';
import { sendAccountEmail } from '../base/mail/ses';
import { dateLabel } from '../subscriptions/withdrawal-window';
import { renderDeletionEmail } from './deletion-email-template';

/**
 * Tells her the deletion is done, once: called only by the run whose transaction completed it (the job record is
 * gone after that, so no later run gets here). If SES fails she gets no e-mail (never two); the receipt
 * (`npm run deletion-receipt`) still answers.
 */
export async function sendDeletionEmail(email: string, completedAt: Date): Promise<void> {
  const privacyUrl = `${requireEnv('SITE_URL')}${sitePaths.privacy}`;
  await sendAccountEmail(email, renderDeletionEmail({ date: dateLabel(Math.floor(completedAt.getTime() / 1000)), privacyUrl }));
}
