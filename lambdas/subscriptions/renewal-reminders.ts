import { sitePaths, type PaymentMethod } from '../../contract';
import { renderBillingMail } from './billing-mail-template';
import { findPlan, formatBrl, type PlanName } from './plans';
import { dateLabel } from './withdrawal-window';

/** Days before a quarterly renewal that she is reminded of it (the rule; one e-mail per period). */
export const REMINDER_DAYS_BEFORE = 7;
const DAY = 24 * 3600;

/** A live subscription as Stripe lists it, with Stripe's time (its test clock's, when it has one). */
export interface LiveSubscription {
  id: string;
  uid?: string;
  customerId: string;
  plan?: PlanName;
  cancelAtPeriodEnd: boolean;
  periodEnd: number;
  now: number;
  /** From our metadata: Pix Automático's renewals are announced whatever the plan (its charge notice). */
  method?: PaymentMethod;
}

/** Stripe, the table and SES, as the reminder job needs them. */
export interface ReminderPorts {
  liveSubscriptions(): AsyncIterable<LiveSubscription>;
  /** The caregiver the subscription is for, if she is active and it is her current one. */
  recipient(subscription: LiveSubscription): Promise<{ email: string; name: string } | undefined>;
  /** Records the reminder of this period before it is sent (false: already recorded, so never twice). */
  claim(subscriptionId: string, periodEnd: number): Promise<boolean>;
  /** Forgets the record when SES refused the e-mail (nothing was sent), so the next run tries again. */
  release(subscriptionId: string, periodEnd: number): Promise<void>;
  send(to: string, email: { subject: string; html: string }): Promise<void>;
  refused(error: unknown): boolean;
  siteUrl: string;
}

/** Whether a subscription is due for its reminder now: quarterly or Pix Automático, renewing, and its renewal within 7 days. */
export function dueForReminder(s: LiveSubscription): boolean {
  const plan = s.plan ? findPlan(s.plan) : undefined;
  const left = s.periodEnd - s.now;
  return !!plan && (plan.intervalCount === 3 || s.method === 'pix-automatico') && !s.cancelAtPeriodEnd && left > 0 && left <= REMINDER_DAYS_BEFORE * DAY;
}

/**
 * Scheduled: e-mails each caregiver whose quarterly subscription renews within 7 days (amount, date, how to
 * cancel), once per period whatever the job's runs (the reminder is recorded before it is sent).
 */
export async function sendRenewalReminders(ports: ReminderPorts): Promise<{ reminded: number; failed: number }> {
  let reminded = 0;
  let failed = 0;
  for await (const s of ports.liveSubscriptions()) {
    if (!dueForReminder(s)) continue;
    const to = await ports.recipient(s);
    if (!to || !(await ports.claim(s.id, s.periodEnd))) continue;
    const plan = findPlan(s.plan!)!;
    const email = renderBillingMail({ email: 'renewal-reminder', name: to.name, accountUrl: `${ports.siteUrl}${sitePaths.account}`, plan: plan.name, amount: formatBrl(plan.amountCents), date: dateLabel(s.periodEnd), method: s.method });
    try {
      await ports.send(to.email, email);
      reminded++;
    } catch (error) {
      failed++;
      if (ports.refused(error)) await ports.release(s.id, s.periodEnd);
    }
  }
  return { reminded, failed };
}
