import { sitePaths } from '../../contract';
import { requireEnv } from '../base/env';
import { sendAccountEmail } from '../base/mail/ses';
import { dateLabel } from '../subscriptions/withdrawal-window';
import { formatBrl } from '../subscriptions/plans';
import type { SubscriptionAtDeletion } from '../subscriptions/subscription-at-deletion';
import { renderDeletionEmail, type DeletionEmailPlan } from './deletion-email-template';

/**
 * Tells her the deletion is done, once: called only by the run whose transaction completed it (the job record is
 * gone after that, so no later run gets here). If SES fails she gets no e-mail (never two); the receipt
 * (`npm run deletion-receipt`) still answers.
 */
export async function sendDeletionEmail(email: string, completedAt: Date, plan?: SubscriptionAtDeletion): Promise<void> {
  const privacyUrl = `${requireEnv('SITE_URL')}${sitePaths.privacy}`;
  await sendAccountEmail(email, renderDeletionEmail({ date: dateLabel(Math.floor(completedAt.getTime() / 1000)), privacyUrl, ...(plan ? { plan: emailPlan(plan) } : {}) }));
}

/** A refund within the 7 days (to her card, or by Pix to the account it came from), or the date her access would have ended. */
export function emailPlan(plan: SubscriptionAtDeletion): DeletionEmailPlan {
  return plan.kind === 'reembolso'
    ? { refunded: { amount: formatBrl(plan.amountCents), date: dateLabel(plan.at), byPix: plan.method !== 'cartao' } }
    : { notRefunded: { accessUntil: dateLabel(plan.accessUntil) } };
}
