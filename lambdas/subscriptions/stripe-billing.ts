import Stripe from 'stripe';
import type { BillingPorts, PaidInvoice, SubscriptionFacts } from './billing';
import type { LiveSubscription } from './renewal-reminders';
import type { StripeSubscriptionView } from './reconciliation';
import type { StripePixPaymentView } from './pix-reconciliation';
import type { CheckoutSessionFacts } from './checkout-outcome';
import { isPlanName } from './plans';
import { callStripe, planForPriceId, stripe } from './stripe';
import { methodOf } from './checkout-events';
import { PIX_AFTER_DELETION_REASON } from './pix-give-back';
import { idOf, invoicePaymentIntent } from './stripe-ids';

function paidInvoice(invoice: Stripe.Invoice): PaidInvoice {
  return {
    id: invoice.id ?? '',
    amountPaidCents: invoice.amount_paid,
    discountCents: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
    paidAt: invoice.status_transitions.paid_at ?? invoice.created,
    paymentIntent: invoicePaymentIntent(invoice),
  };
}

/**
 * The subscription's facts and Stripe's time. A subscription on a test clock (the local stand-in, Stripe's test
 * mode) lives in the clock's time, so "now" is the clock's frozen_time; otherwise it is this machine's time.
 */
export async function subscriptionFacts(id: string): Promise<SubscriptionFacts> {
  return callStripe(async (s) => {
    const subscription = await s.subscriptions.retrieve(id);
    const invoices = await s.invoices.list({ subscription: id, status: 'paid', limit: 100, expand: ['data.payments'] });
    const clock = idOf(subscription.test_clock);
    const now = clock ? (await s.testHelpers.testClocks.retrieve(clock)).frozen_time : Math.floor(Date.now() / 1000);
    return {
      id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      periodEnd: subscription.items.data[0]?.current_period_end ?? now,
      paidInvoices: invoices.data.map(paidInvoice).sort((a, b) => a.paidAt - b.paidAt),
      now,
    };
  });
}

/** A full refund of one payment (card or Pix: Stripe refunds a Pix back to the paying account, within 90 days). */
async function refundOnce(paymentIntent: string, metadata: Record<string, string>, idempotencyKey: string): Promise<void> {
  await callStripe(async (s) => {
    try {
      await s.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer', metadata }, { idempotencyKey });
    } catch (error) {
      // Asked again after a partial failure: the refund is already made.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  });
}

export const stripeBilling: Omit<BillingPorts, 'cancelNow' | 'recordWithdrawal' | 'refundFailed'> = {
  subscription: subscriptionFacts,
  async refund({ invoiceId, paymentIntent, metadata }) {
    await refundOnce(paymentIntent, metadata, `carey-withdrawal-${invoiceId}`);
  },
  async refundPix({ sessionId, paymentIntent, metadata }) {
    await refundOnce(paymentIntent, metadata, `carey-withdrawal-${sessionId}`);
  },
  now: () => Math.floor(Date.now() / 1000),
  async cancelAtPeriodEnd(id) {
    await callStripe((s) => s.subscriptions.update(id, { cancel_at_period_end: true }));
  },
};

/** A one-off Pix paid while another plan was live, refunded in full (pix-give-back.ts). */
export async function refundGivenBackPix({ sessionId, paymentIntent, metadata }: { sessionId: string; paymentIntent: string; metadata: Record<string, string> }): Promise<void> {
  // One key per session and reason: Stripe refuses a key reused with other metadata, and the second refund of one
  // charge answers charge_already_refunded (done).
  await refundOnce(paymentIntent, metadata, metadata.reason === PIX_AFTER_DELETION_REASON ? `carey-give-back-deleted-${sessionId}` : `carey-give-back-${sessionId}`);
}

const RENEWING = new Set(['active', 'trialing', 'past_due']);

/**
 * A revoked Pix Automático mandate (subscription-webhook.ts): Carey's subscriptions still renewing with its payment
 * method stop at the period's end. Again (a replayed event) finds them stopped and changes nothing.
 */
export async function stopRenewalOfMandate(paymentMethod: string): Promise<boolean> {
  return callStripe(async (s) => {
    const customer = idOf((await s.paymentMethods.retrieve(paymentMethod)).customer);
    if (!customer) return false;
    let stopped = false;
    for await (const sub of s.subscriptions.list({ customer, limit: 100 })) {
      if (idOf(sub.default_payment_method) !== paymentMethod || !sub.metadata?.uid || !RENEWING.has(sub.status) || sub.cancel_at_period_end) continue;
      await s.subscriptions.update(sub.id, { cancel_at_period_end: true });
      stopped = true;
    }
    return stopped;
  });
}

/** Stripe's active subscriptions, each with Stripe's time (its test clock's frozen_time, when it is on one). */
export async function* liveSubscriptions(): AsyncIterable<LiveSubscription> {
  const s = await stripe();
  const clocks = new Map<string, number>();
  for await (const subscription of s.subscriptions.list({ status: 'active', limit: 100 })) {
    const clock = idOf(subscription.test_clock);
    if (clock && !clocks.has(clock)) clocks.set(clock, (await s.testHelpers.testClocks.retrieve(clock)).frozen_time);
    const item = subscription.items.data[0];
    yield {
      id: subscription.id,
      uid: subscription.metadata?.uid,
      customerId: idOf(subscription.customer) ?? '',
      plan: item?.price?.id ? planForPriceId(item.price.id) : undefined,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      periodEnd: item?.current_period_end ?? 0,
      now: clock ? clocks.get(clock)! : Math.floor(Date.now() / 1000),
      method: methodOf(subscription.metadata?.formaDePagamento),
    };
  }
}

/** Every subscription Stripe has (ended ones too), as the reconciliation compares them. */
export async function* allSubscriptions(): AsyncIterable<StripeSubscriptionView> {
  const s = await stripe();
  for await (const subscription of s.subscriptions.list({ status: 'all', limit: 100 })) {
    const priceId = subscription.items.data[0]?.price?.id;
    yield { id: subscription.id, uid: subscription.metadata?.uid, customerId: idOf(subscription.customer) ?? '', status: subscription.status, plan: priceId ? planForPriceId(priceId) : undefined, method: methodOf(subscription.metadata?.formaDePagamento) };
  }
}

/**
 * Stripe's paid one-off Pix payments (pix-reconciliation.ts): the complete Checkout Sessions created since `since`,
 * newest first, page by page (`created[gte]`, `status: complete`; Stripe filters neither mode nor payment status, so
 * those are read here), each with its payment intent and charge expanded (when the money arrived; any refund).
 */
export async function* paidPixSessions(since: number): AsyncIterable<StripePixPaymentView> {
  const s = await stripe();
  for await (const session of s.checkout.sessions.list({ created: { gte: since }, status: 'complete', limit: 100, expand: ['data.payment_intent.latest_charge'] })) {
    const intent = session.payment_intent;
    const charge = typeof intent === 'object' && intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    if (session.mode !== 'payment' || session.payment_status !== 'paid' || methodOf(session.metadata?.formaDePagamento) !== 'pix' || !intent || !charge) continue;
    const customerId = idOf(session.customer);
    if (!session.id || !customerId) continue;
    const plan = session.metadata?.plan;
    yield {
      sessionId: session.id,
      uid: session.metadata?.uid ?? session.client_reference_id ?? undefined,
      customerId,
      plan: isPlanName(plan) ? plan : undefined,
      paymentIntent: idOf(intent)!,
      amountCents: session.amount_total ?? charge.amount,
      discountCents: session.total_details?.amount_discount ?? 0,
      paidAt: charge.created,
      refunded: charge.amount_refunded > 0,
    };
  }
}

/** A Checkout Session of hers as the success page asks about it (checkout-outcome.ts); undefined when Stripe has none. */
export async function checkoutSessionFacts(id: string): Promise<CheckoutSessionFacts | undefined> {
  return callStripe(async (s) => {
    let session: Stripe.Checkout.Session;
    try {
      session = await s.checkout.sessions.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
      throw error;
    }
    const paymentIntent = idOf(session.payment_intent);
    const refunds = paymentIntent ? (await s.refunds.list({ payment_intent: paymentIntent, limit: 10 })).data : [];
    return {
      id,
      uid: session.metadata?.uid ?? undefined,
      customerId: idOf(session.customer),
      mode: session.mode,
      paid: session.payment_status === 'paid',
      subscriptionId: idOf(session.subscription),
      amountCents: session.amount_total ?? 0,
      refundReasons: refunds.map((r) => r.metadata?.reason ?? ''),
    };
  });
}
