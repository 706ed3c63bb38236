import { hasPlan, type PaymentMethod } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { refundSubscriptionPayments, type BillingPorts, type SubscriptionFacts } from './billing';
import { refundPixRun } from './pix-billing';
import { withinWithdrawal } from './withdrawal-window';

/**
 * What her deletion did to her plan (issue 50, item 1), kept on the deletion job for the receipt e-mail:
 * - 'reembolso': asked within the 7 days of her first payment (CDC art. 49), every payment went back in full, as
 *   'Cancelar e pedir reembolso' does (`method`: to her card, or by Pix to the account it came from; `at` epoch seconds);
 * - 'sem-reembolso': asked after them: nothing went back, and `accessUntil` (epoch seconds) is when her access would
 *   have ended.
 */
export type SubscriptionAtDeletion =
  | { kind: 'reembolso'; amountCents: number; method: PaymentMethod; at: number }
  | { kind: 'sem-reembolso'; accessUntil: number };

/** Her plan as the deletion reads it: the job's subscription id, her record's way of paying and one-off Pix run. */
export type SubscriberAtDeletion = Pick<Caregiver, 'uid' | 'tipodeconta' | 'stripeCustomerId' | 'formaDePagamento' | 'pixAccessUntil' | 'pixPayments'> & {
  stripeSubscriptionId?: string;
  /** Epoch seconds: when she asked. The window is judged then, not when a retried step runs. */
  requestedAt: number;
};

export interface SubscriptionAtDeletionPorts extends Pick<BillingPorts, 'refund' | 'refundPix' | 'cancelNow' | 'refundFailed' | 'now'> {
  /** The subscription as Stripe has it; undefined when Stripe has no such subscription (nothing to end). */
  subscription(id: string): Promise<SubscriptionFacts | undefined>;
  /** Writes what happened on the deletion job, before the subscription ends (a retried step finds it ended). */
  record(outcome: SubscriptionAtDeletion): Promise<void>;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * The deletion's 'cancel-subscription' step. Within the 7 days every payment is refunded in full with the withdrawal's
 * own code (refundSubscriptionPayments, refundPixRun: the same keys, so a withdrawal she began first is finished, not
 * doubled); a refund that fails is counted (RefundsFailed, alarmed) and fails the step, which the resume job runs
 * again: nothing is ended before her money is back. Then the subscription ends now, as every deletion ends it.
 * Idempotent: run again, refunds replay and an ended subscription is left alone.
 */
export async function settleSubscriptionAtDeletion(c: SubscriberAtDeletion, ports: SubscriptionAtDeletionPorts): Promise<SubscriptionAtDeletion | undefined> {
  if (c.formaDePagamento === 'pix') {
    const outcome = await settleOneOffPix(c, ports);
    if (outcome) await ports.record(outcome);
    // An older card or Pix Automático subscription on her record ends too (as before).
    if (c.stripeSubscriptionId) await ports.cancelNow(c.stripeSubscriptionId);
    return outcome;
  }
  if (!c.stripeSubscriptionId) return undefined;
  const facts = await ports.subscription(c.stripeSubscriptionId);
  if (!facts || !LIVE.has(facts.status)) {
    await ports.cancelNow(c.stripeSubscriptionId);
    return undefined;
  }
  // Stripe's clock when she asked (a test clock's time locally): its time now, less what passed since.
  const asOf = facts.now - Math.max(0, ports.now() - c.requestedAt);
  const first = facts.paidInvoices[0]?.paidAt;
  const outcome: SubscriptionAtDeletion =
    first !== undefined && withinWithdrawal(first, asOf)
      ? { kind: 'reembolso', amountCents: await refundSubscriptionPayments(c.uid, facts, ports), method: c.formaDePagamento ?? 'cartao', at: facts.now }
      : { kind: 'sem-reembolso', accessUntil: facts.periodEnd };
  await ports.record(outcome);
  await ports.cancelNow(facts.id);
  return outcome;
}

/** A one-off Pix run (no Stripe subscription): its payments from her record, its window from when she asked. */
async function settleOneOffPix(c: SubscriberAtDeletion, ports: SubscriptionAtDeletionPorts): Promise<SubscriptionAtDeletion | undefined> {
  const first = c.pixPayments?.[0];
  if (!hasPlan(c.tipodeconta) || !first) return undefined;
  if (withinWithdrawal(first.paidAt, c.requestedAt)) return { kind: 'reembolso', amountCents: await refundPixRun(c, ports), method: 'pix', at: ports.now() };
  return c.pixAccessUntil !== undefined && c.pixAccessUntil > c.requestedAt ? { kind: 'sem-reembolso', accessUntil: c.pixAccessUntil } : undefined;
}
