import { sitePaths } from '../../contract';
import type { PendingBillingMail } from './data/billing-mail';
import { renderBillingMail, type BillingMailModel } from './billing-mail-template';
import { findPlan, formatBrl, PROMOTION_CODE } from './plans';
import type { BillingMail } from './subscription-state';
import { dateLabel, withdrawalDeadline } from './withdrawal-window';

/** The table and SES, as sending a billing e-mail needs them. */
export interface BillingMailPorts {
  /** Takes the e-mail out of the queue (only one sender gets it: at most once). */
  claim(eventId: string): Promise<PendingBillingMail | undefined>;
  /** Puts it back when SES refused it (nothing was sent). */
  release(pending: PendingBillingMail): Promise<void>;
  recipient(uid: string): Promise<{ email: string; name: string } | undefined>;
  send(to: string, email: { subject: string; html: string }): Promise<void>;
  /** Whether SES answered with a refusal (then nothing was sent); otherwise it may have been sent. */
  refused(error: unknown): boolean;
  siteUrl: string;
}

/** The e-mail's model: amounts and dates as she reads them (São Paulo's calendar). */
export function billingMailModel(mail: BillingMail, who: { name: string; accountUrl: string }): BillingMailModel {
  switch (mail.kind) {
    case 'subscription-confirmed': {
      const plan = findPlan(mail.plan);
      return {
        ...who,
        email: 'subscription-confirmed',
        plan: mail.plan,
        amount: formatBrl(mail.amountCents),
        coupon: mail.discountCents > 0 ? { code: PROMOTION_CODE, discount: formatBrl(mail.discountCents) } : undefined,
        next: mail.nextChargeAt !== undefined && plan ? { date: dateLabel(mail.nextChargeAt), amount: formatBrl(plan.amountCents) } : undefined,
        withdrawalUntil: mail.paidAt !== undefined ? dateLabel(withdrawalDeadline(mail.paidAt)) : undefined,
        method: mail.method,
        accessUntil: mail.accessUntil !== undefined ? dateLabel(mail.accessUntil) : undefined,
      };
    }
    case 'renewal-stopped':
      return { ...who, email: 'renewal-stopped', plan: mail.plan, date: dateLabel(mail.accessUntil), method: mail.method };
    case 'refunded':
      return { ...who, email: 'refunded', amount: formatBrl(mail.amountCents), date: dateLabel(mail.at), method: mail.method };
    case 'pix-returned':
      return { ...who, email: 'pix-returned', amount: formatBrl(mail.amountCents), date: dateLabel(mail.at), plan: mail.plan };
    case 'plan-ended':
      return { ...who, email: 'plan-ended', plan: mail.plan, date: dateLabel(mail.endedAt) };
    case 'payment-failed':
      return { ...who, email: 'payment-failed', plan: mail.plan, retryDate: mail.nextAttemptAt !== undefined ? dateLabel(mail.nextAttemptAt) : undefined, method: mail.method };
  }
}

/**
 * Sends the e-mail a Stripe event called for, if it is still waiting: claimed first, so a retried delivery, the
 * retry job and the webhook never send it twice. A caregiver gone since (account deleted) gets nothing.
 */
export async function deliverBillingMail(eventId: string, ports: BillingMailPorts): Promise<'sent' | 'none' | 'failed'> {
  const pending = await ports.claim(eventId);
  if (!pending) return 'none';
  const to = await ports.recipient(pending.uid);
  if (!to) return 'none';
  const email = renderBillingMail(billingMailModel(pending.mail, { name: to.name, accountUrl: `${ports.siteUrl}${sitePaths.account}` }));
  try {
    await ports.send(to.email, email);
    return 'sent';
  } catch (error) {
    if (ports.refused(error)) await ports.release(pending);
    return 'failed';
  }
}
