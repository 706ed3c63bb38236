import { findPlan, type PlanName } from './plans';
import { addMonthsSaoPaulo, DAY_SECONDS } from './pix-period';
import { applyEvent, type SubscriptionEvent, type SubscriptionState } from './subscription-state';

/** How far back the nightly job reads Stripe's paid one-off Pix (longer than any missed night; a Mensal period is shorter). */
export const PIX_RECONCILE_WINDOW_SECONDS = 35 * DAY_SECONDS;

/** A paid one-off Pix as Stripe has it: a Checkout Session in payment mode, its payment intent and charge. */
export interface StripePixPaymentView {
  sessionId: string;
  uid?: string;
  customerId: string;
  plan?: PlanName;
  paymentIntent: string;
  amountCents: number;
  discountCents: number;
  /** When the money arrived (the charge's `created`): the period counts from it, as from the webhook's event. */
  paidAt: number;
  /** Any part of it refunded (a withdrawal, or by hand in the dashboard): nothing to grant. */
  refunded: boolean;
}

export type PixDifference = { sessionId: string; kind: 'pix-mended' | 'pix-given-back'; plan: string; tablePlan: string };

/** Stripe and the table, as the one-off Pix half of the reconciliation needs them (reconcile-ports.ts). */
export interface PixReconcilePorts {
  /** Stripe's paid one-off Pix sessions created since `since` (epoch seconds). */
  pixPayments(since: number): AsyncIterable<StripePixPaymentView>;
  findUidByCustomer(customerId: string): Promise<string | undefined>;
  stateOf(uid: string): Promise<SubscriptionState | undefined>;
  /** The webhook's own path: processSubscriptionEvent (marker, state machine, one transaction). */
  apply(input: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }): Promise<string>;
  reportPix(difference: PixDifference): void;
  /** Refunds a one-off Pix left owed (pix-give-back.ts), paid by this payment intent; true when a refund was asked. */
  giveBackPix(sessionId: string, paid: { paymentIntent: string }): Promise<boolean>;
  now(): number;
}

/**
 * Nightly: Stripe's paid one-off Pix payments of the last 35 days against her Pix periods. A paid session Carey never
 * applied (its webhook lost) is applied now through the webhook's own transition (`pix-paid`, counted once per
 * session whatever event brings it, so a later delivery of the webhook changes nothing twice), dated when the money
 * arrived, so 'Acesso até' is what the webhook would have given. Left alone: a refunded payment (nothing to grant),
 * one whose own period is already over (granting it now gives nothing; the expiry job may already have closed its run
 * and cleared the record of it), a customer not hers. A paid Pix the state machine does not grant (a card or Pix
 * Automático plan is live) goes through the same transition, which owes it back, and is refunded in full; so is one
 * paid after her account was deleted, if the deletion left it owed (checkouts-at-deletion.ts).
 */
export async function reconcilePixPayments(ports: PixReconcilePorts): Promise<{ checked: number; outOfSync: number; mended: number }> {
  let checked = 0;
  let outOfSync = 0;
  let mended = 0;
  const now = ports.now();
  for await (const p of ports.pixPayments(now - PIX_RECONCILE_WINDOW_SECONDS)) {
    checked++;
    const plan = p.plan ? findPlan(p.plan) : undefined;
    if (!plan || p.refunded || addMonthsSaoPaulo(p.paidAt, plan.intervalCount) <= now) continue;
    const uid = p.uid ?? (await ports.findUidByCustomer(p.customerId));
    const state = uid ? await ports.stateOf(uid) : undefined;
    if (uid && !state) {
      // Her account deleted (or being deleted) before the money arrived: owed back if the deletion left it so (decision 086).
      if (await ports.giveBackPix(p.sessionId, { paymentIntent: p.paymentIntent })) {
        outOfSync++;
        mended++;
        ports.reportPix({ sessionId: p.sessionId, kind: 'pix-given-back', plan: plan.name, tablePlan: 'sem-conta-ativa' });
      }
      continue;
    }
    if (!uid || !state || state.stripeCustomerId !== p.customerId) continue;
    if ((state.pixPayments ?? []).some((x) => x.sessionId === p.sessionId)) continue; // applied
    const event: SubscriptionEvent = { type: 'pix-paid', at: p.paidAt, customerId: p.customerId, sessionId: p.sessionId, paymentIntent: p.paymentIntent, plan: plan.name, amountCents: p.amountCents, discountCents: p.discountCents };
    const grants = (applyEvent(state, event).state.pixPayments ?? []).some((x) => x.sessionId === p.sessionId);
    outOfSync++;
    ports.reportPix({ sessionId: p.sessionId, kind: grants ? 'pix-mended' : 'pix-given-back', plan: plan.name, tablePlan: state.tipodeconta });
    const outcome = await ports.apply({ eventId: `reconcile_${p.sessionId}_paid`, eventType: 'reconcile.pix-paid', uid, event });
    // Not granted: the transition owed it back (a night whose refund failed left it owed under the same marker).
    if (grants ? outcome === 'applied' : await ports.giveBackPix(p.sessionId, { paymentIntent: p.paymentIntent })) mended++;
  }
  return { checked, outOfSync, mended };
}
