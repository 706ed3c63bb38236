import * as z from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../../contract';
import { isPlanName } from './plans';
import type { SubscriptionEvent } from './subscription-state';

/**
 * Checkout Session events (docs/decisions/073-pix.md). Pix is asynchronous in Checkout: `checkout.session.completed`
 * arrives with `payment_status: 'unpaid'` when she leaves the page with the code, and the money is told by
 * `checkout.session.async_payment_succeeded` (or `..._failed`); a session never paid ends in `checkout.session.expired`.
 * So a plan starts only on a paid session; an unpaid completion changes nothing.
 */
const id = z.string().min(1);
const ref = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'string' ? v : v.id));

const session = z.object({
  /** Always sent by Stripe; older tests' payloads leave it out. */
  id: id.nullish(),
  mode: z.string(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: ref,
  subscription: ref.nullish(),
  payment_intent: ref.nullish(),
  amount_total: z.number().int().nullish(),
  total_details: z.object({ amount_discount: z.number().int().nullish() }).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

export const CHECKOUT_EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired'] as const;

export const methodOf = (value: string | undefined): PaymentMethod | undefined => (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : undefined;

export function routeCheckoutEvent(type: string, object: unknown, at: number): { uid?: string; event: SubscriptionEvent } | undefined {
  const parsed = session.safeParse(object);
  if (!parsed.success) return undefined;
  const s = parsed.data;
  const uid = s.metadata?.uid ?? s.client_reference_id ?? undefined;
  const plan = s.metadata?.plan;
  const method = methodOf(s.metadata?.formaDePagamento);
  const base = { at, customerId: s.customer };
  const sessionId = s.id ?? undefined;
  if (type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired') return sessionId ? { uid, event: { type: 'checkout-closed', ...base, sessionId } } : undefined;
  // completed or async_payment_succeeded: only a paid session grants anything; a subscription that needs no
  // payment now (a 100% promotion code) is settled too (Stripe: payment_status 'no_payment_required').
  if (!isPlanName(plan)) return undefined;
  const settled = s.payment_status === 'paid' || (s.mode === 'subscription' && s.payment_status === 'no_payment_required');
  if (!settled) return undefined;
  if (s.mode === 'subscription' && s.subscription) return { uid, event: { type: 'checkout-completed', ...base, subscriptionId: s.subscription, plan, method, sessionId } };
  if (s.mode === 'payment' && method === 'pix' && s.payment_intent && sessionId) {
    const amountCents = s.amount_total ?? 0;
    return { uid, event: { type: 'pix-paid', ...base, sessionId, paymentIntent: s.payment_intent, plan, amountCents, discountCents: s.total_details?.amount_discount ?? 0 } };
  }
  return undefined;
}
