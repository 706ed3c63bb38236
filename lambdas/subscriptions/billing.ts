import { hasPlan, type BillingAnswer, type BillingSummary, type CancellationAnswer } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict } from '../base/errors';
import { billingTexts } from './billing-texts';
import { findPlan, formatBrl, PROMOTION_CODE } from './plans';
import { dateLabel, withdrawalDeadline, withinWithdrawal } from './withdrawal-window';
import { cancelPix, pixSummary, refundOrFail, type PixBillingPorts, type PixSubscriber } from './pix-billing';

/** A paid invoice of the subscription, as Stripe has it. */
export interface PaidInvoice {
  id: string;
  amountPaidCents: number;
  discountCents: number;
  paidAt: number;
  paymentIntent?: string;
}

/** The subscription as Stripe has it now, with Stripe's clock (a test clock's time, locally and in Stripe's tests). */
export interface SubscriptionFacts {
  id: string;
  customerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: number;
  /** Oldest first. */
  paidInvoices: PaidInvoice[];
  now: number;
}

/** Stripe, as cancelling needs it (lambdas/subscriptions/stripe-billing.ts). */
export interface BillingPorts extends PixBillingPorts {
  subscription(id: string): Promise<SubscriptionFacts>;
  /** Refunds one payment in full, once (an idempotency key per invoice; an already refunded one is done). */
  refund(input: { invoiceId: string; paymentIntent: string; metadata: Record<string, string> }): Promise<void>;
  cancelNow(id: string): Promise<void>;
  cancelAtPeriodEnd(id: string): Promise<void>;
  /** Counts the withdrawal on her record, once per subscription (docs/decisions/068). */
  recordWithdrawal(uid: string, subscriptionId: string): Promise<void>;
}

type Subscriber = Pick<Caregiver, 'uid' | 'tipodeconta' | 'stripeSubscriptionId' | 'subscriptionStatus' | 'formaDePagamento'> & Partial<PixSubscriber>;

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The first payment starts the withdrawal window; none yet (a checkout not paid) means no window. */
const firstPaidAt = (facts: SubscriptionFacts) => facts.paidInvoices[0]?.paidAt;

/** What she pays, from Stripe: plan, last payment (with the coupon), next charge, state, the withdrawal window. */
export async function billingSummary(caregiver: Subscriber, ports: Pick<BillingPorts, 'subscription'> & Partial<Pick<BillingPorts, 'now'>> & { couponApplies?(): Promise<boolean> }): Promise<BillingAnswer> {
  if (!hasPlan(caregiver.tipodeconta)) return { subscription: null, ...(ports.couponApplies ? { couponAvailable: await ports.couponApplies() } : {}) };
  if (caregiver.formaDePagamento === 'pix' && caregiver.pixAccessUntil !== undefined) return { subscription: pixSummary({ ...caregiver, pixAccessUntil: caregiver.pixAccessUntil }, ports.now?.() ?? Math.floor(Date.now() / 1000)) };
  if (!caregiver.stripeSubscriptionId) return { subscription: null };
  const facts = await ports.subscription(caregiver.stripeSubscriptionId);
  if (!LIVE.has(facts.status)) return { subscription: null };
  const plan = findPlan(caregiver.tipodeconta);
  const last = facts.paidInvoices.at(-1);
  const first = firstPaidAt(facts);
  const open = first !== undefined && withinWithdrawal(first, facts.now);
  const summary: BillingSummary = {
    plan: caregiver.tipodeconta,
    state: facts.cancelAtPeriodEnd ? 'cancelamento-agendado' : facts.status === 'past_due' ? 'pagamento-falhou' : 'ativa',
    paymentMethod: caregiver.formaDePagamento ?? 'cartao',
    renewWithPix: false,
    lastPayment: last
      ? { amountLabel: formatBrl(last.amountPaidCents), dateLabel: dateLabel(last.paidAt), coupon: last.discountCents > 0 ? PROMOTION_CODE : null, discountLabel: last.discountCents > 0 ? formatBrl(last.discountCents) : null }
      : null,
    // The coupon takes a part of the first charge only: every renewal is the plan's price.
    nextCharge: facts.cancelAtPeriodEnd || !plan ? null : { amountLabel: formatBrl(plan.amountCents), dateLabel: dateLabel(facts.periodEnd) },
    accessUntilLabel: dateLabel(facts.periodEnd),
    // Withdrawing refunds every paid invoice: the dialog states their sum.
    withdrawal: { available: open, untilLabel: open ? dateLabel(withdrawalDeadline(first)) : null, refundLabel: open ? formatBrl(facts.paidInvoices.reduce((sum, i) => sum + i.amountPaidCents, 0)) : null },
  };
  return { subscription: summary };
}

/**
 * Cancels her subscription. Within 7 days of the first payment (the server's clock of Stripe, São Paulo's
 * calendar), even when the renewal was already stopped: every payment is refunded in full and the subscription ends now. After that: the renewal stops and
 * she keeps access to the period's end. The plan itself changes only through the webhook (refund.created,
 * customer.subscription.deleted/updated). Asking again finishes what a failed attempt left (each step is idempotent),
 * even when the refund's webhook has already taken the plan away.
 */
export async function cancelSubscription(caregiver: Subscriber, ports: BillingPorts): Promise<CancellationAnswer> {
  // Stripe decides whether there is something to cancel, not the table's plan: a withdrawal whose refund was made
  // but whose cancellation failed has already left her 'Sem Plano' (the refund's webhook) while Stripe still bills.
  if (caregiver.formaDePagamento === 'pix') {
    const answer = await cancelPix({ ...caregiver, pixPayments: caregiver.pixPayments }, ports);
    if (answer) return answer;
    throw conflict(billingTexts.nothingToCancel);
  }
  if (!caregiver.stripeSubscriptionId) throw conflict(billingTexts.nothingToCancel);
  const facts = await ports.subscription(caregiver.stripeSubscriptionId);
  if (!LIVE.has(facts.status)) throw conflict(billingTexts.nothingToCancel);
  const first = firstPaidAt(facts);
  if (first !== undefined && withinWithdrawal(first, facts.now)) {
    const total = await refundSubscriptionPayments(caregiver.uid, facts, ports);
    // Every withdrawal is honoured once its refunds are made; the team sees how many she made (docs/decisions/068).
    await ports.recordWithdrawal(caregiver.uid, facts.id);
    await ports.cancelNow(facts.id);
    // A Pix Automático payment goes back by Pix to the account it came from, not to a card.
    const refunded = caregiver.formaDePagamento === 'pix-automatico' ? billingTexts.pixRefunded : billingTexts.refunded;
    return { outcome: 'reembolso', message: refunded(formatBrl(total), dateLabel(facts.now)) };
  }
  if (facts.cancelAtPeriodEnd) return { outcome: 'fim-do-periodo', message: billingTexts.alreadyEnding(dateLabel(facts.periodEnd)) };
  await ports.cancelAtPeriodEnd(facts.id);
  return { outcome: 'fim-do-periodo', message: billingTexts.endsAtPeriodEnd(dateLabel(facts.periodEnd)) };
}

/**
 * A withdrawal's refunds (CDC art. 49): every paid invoice of the subscription in full, one after another, each waited
 * for (refundOrFail: a failure is counted and stops the caller). Answers their sum. Also an account deleted within the
 * 7 days (subscription-at-deletion.ts): the same metadata, hence the same idempotency keys, as 'Cancelar e pedir reembolso'.
 */
export async function refundSubscriptionPayments(uid: string, facts: SubscriptionFacts, ports: Pick<BillingPorts, 'refund' | 'refundFailed'>): Promise<number> {
  const metadata = { uid, subscription: facts.id, customer: facts.customerId, reason: 'arrependimento' };
  let total = 0;
  for (const invoice of facts.paidInvoices) {
    if (!invoice.paymentIntent || invoice.amountPaidCents === 0) continue;
    const paymentIntent = invoice.paymentIntent;
    await refundOrFail(() => ports.refund({ invoiceId: invoice.id, paymentIntent, metadata }), ports);
    total += invoice.amountPaidCents;
  }
  return total;
}
