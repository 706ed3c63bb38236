import * as z from 'zod';
import { isPlanName, type PlanName } from './plans';
import type { SubscriptionEvent } from './subscription-state';
import { methodOf, routeCheckoutEvent } from './checkout-events';
import { PIX_GIVE_BACK_REASON } from './pix-give-back';

/**
 * Turns a verified Stripe event into a state-machine event, reading only the few fields we need (so API-version
 * changes elsewhere in the payload do not matter). Anything we do not act on gives `undefined`: the webhook
 * answers 200 and ignores it.
 */
export interface RoutedEvent {
  event: SubscriptionEvent;
  /** The caregiver, when the payload names them (metadata set by our checkout); else found by customer id. */
  uid?: string;
}

const id = z.string().min(1);
/** Expandable fields arrive as an id or as the object. */
const ref = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'string' ? v : v.id));
const metadata = z.record(z.string(), z.string()).nullish();

const envelope = z.object({ id, type: z.string(), created: z.number().int(), data: z.object({ object: z.unknown(), previous_attributes: z.record(z.string(), z.unknown()).nullish() }) });

const subscription = z.object({
  id,
  customer: ref,
  status: z.string(),
  metadata,
  items: z.object({ data: z.array(z.object({ price: z.object({ id }).nullish(), current_period_end: z.number().int().nullish() })) }).nullish(),
  cancel_at_period_end: z.boolean().nullish(),
});

const invoice = z.object({
  customer: ref,
  /** Before API 2025-03-31 the invoice named its subscription here ... */
  subscription: ref.nullish(),
  /** ... since then, here. */
  parent: z.object({ subscription_details: z.object({ subscription: ref, metadata }).nullish() }).nullish(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nullish(),
  total_discount_amounts: z.array(z.object({ amount: z.number().int() })).nullish(),
  period_end: z.number().int().nullish(),
  next_payment_attempt: z.number().int().nullish(),
});
/** Our withdrawal's refund names the caregiver, her subscription and customer in its metadata (billing.ts). */
const refund = z.object({ id, amount: z.number().int(), metadata: z.object({ uid: id, subscription: id, customer: id }) });
/** ... and a one-off Pix's refund names the Checkout Session it paid, and why (pix-billing.ts, pix-give-back.ts). */
const pixRefund = z.object({ id, amount: z.number().int(), metadata: z.object({ uid: id, pixSession: id, customer: id, reason: z.string().optional() }) });

const mandate = z.object({ payment_method: ref, status: z.string() });

/**
 * A Pix Automático mandate she revoked in her bank's app (`mandate.updated`, now 'inactive', before 'active'): the
 * payment method whose subscription must stop renewing. A mandate names no customer, so the webhook asks Stripe.
 */
export function revokedMandate(raw: unknown): { paymentMethod: string } | undefined {
  const e = envelope.safeParse(raw);
  if (!e.success || e.data.type !== 'mandate.updated') return undefined;
  const m = mandate.safeParse(e.data.data.object);
  if (!m.success || m.data.status !== 'inactive' || e.data.data.previous_attributes?.status !== 'active') return undefined;
  return { paymentMethod: m.data.payment_method };
}

export function routeStripeEvent(raw: unknown, planForPrice: (priceId: string) => PlanName | undefined): RoutedEvent | undefined {
  const parsedEnvelope = envelope.safeParse(raw);
  if (!parsedEnvelope.success) return undefined;
  const { type, created: at, data } = parsedEnvelope.data;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return routeCheckoutEvent(type, data.object, at);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscription.safeParse(data.object);
      if (!s.success) return undefined;
      const uid = s.data.metadata?.uid;
      const base = { at, subscriptionId: s.data.id, customerId: s.data.customer };
      if (type === 'customer.subscription.deleted') return { uid, event: { type: 'subscription-deleted', ...base } };
      const priceId = s.data.items?.data[0]?.price?.id;
      // The price is the truth after a plan change in the portal; metadata is what checkout wrote.
      const metadataPlan = s.data.metadata?.plan;
      const plan = (priceId ? planForPrice(priceId) : undefined) ?? (isPlanName(metadataPlan) ? metadataPlan : undefined);
      // The renewal was just stopped (Stripe names the change in previous_attributes): she is told once.
      const renewalStopped = s.data.cancel_at_period_end === true && data.previous_attributes?.cancel_at_period_end === false;
      const accessUntil = s.data.items?.data[0]?.current_period_end ?? undefined;
      const method = methodOf(s.data.metadata?.formaDePagamento);
      return { uid, event: { type: 'subscription-updated', ...base, status: s.data.status, plan, ...(method ? { method } : {}), ...(renewalStopped && accessUntil ? { renewalStoppedUntil: accessUntil } : {}) } };
    }
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const inv = invoice.safeParse(data.object);
      if (!inv.success) return undefined;
      const details = inv.data.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? inv.data.subscription ?? undefined;
      // The way she pays, as her checkout wrote it on the subscription (Stripe copies its metadata onto each invoice).
      const paidWith = methodOf(details?.metadata?.formaDePagamento);
      const base = { at, customerId: inv.data.customer, ...(paidWith ? { method: paidWith } : {}) };
      if (type === 'invoice.payment_failed') return { uid: details?.metadata?.uid, event: { type: 'payment-failed', ...base, subscriptionId, nextAttemptAt: inv.data.next_payment_attempt ?? undefined } };
      if (!subscriptionId) return undefined;
      const discountCents = (inv.data.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
      const first = inv.data.billing_reason === 'subscription_create';
      return { uid: details?.metadata?.uid, event: { type: 'invoice-paid', ...base, subscriptionId, first, amountCents: inv.data.amount_paid ?? 0, discountCents, periodEnd: inv.data.period_end ?? undefined } };
    }
    case 'refund.created': {
      const pix = pixRefund.safeParse(data.object);
      if (pix.success) {
        const { uid, pixSession: sessionId, customer: customerId, reason } = pix.data.metadata;
        const givenBack = reason === PIX_GIVE_BACK_REASON ? { givenBack: true } : {};
        return { uid, event: { type: 'pix-refunded', at, customerId, sessionId, refundId: pix.data.id, amountCents: pix.data.amount, ...givenBack } };
      }
      const r = refund.safeParse(data.object);
      if (!r.success) return undefined; // a refund made elsewhere (the dashboard) is not a withdrawal
      const { uid, subscription: subscriptionId, customer: customerId } = r.data.metadata;
      return { uid, event: { type: 'refunded', at, subscriptionId, customerId, refundId: r.data.id, amountCents: r.data.amount } };
    }
    default:
      return undefined;
  }
}
