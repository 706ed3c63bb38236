import { hasPlan, type PaymentMethod } from '../../contract';
import type { PlanName } from './plans';
import { applyEvent, type SubscriptionEvent, type SubscriptionState } from './subscription-state';

/** A subscription as Stripe has it now (every status: Stripe keeps the ended ones). */
export interface StripeSubscriptionView {
  id: string;
  uid?: string;
  customerId: string;
  status: string;
  plan?: PlanName;
  /** Our checkout's metadata: a Pix Automático subscription says so (a missed activation is mended as one). */
  method?: PaymentMethod;
}

export type Difference = { subscriptionId: string; kind: 'mended' | 'another-live-subscription' | 'ended-still-live'; stripeStatus: string; tablePlan: string };

/** Stripe and the table, as the reconciliation needs them (lambdas/subscriptions/jobs/reconcile-stripe.ts). */
export interface ReconcilePorts {
  subscriptions(): AsyncIterable<StripeSubscriptionView>;
  findUidByCustomer(customerId: string): Promise<string | undefined>;
  /** Her subscription state, if she has an active account. */
  stateOf(uid: string): Promise<SubscriptionState | undefined>;
  /** The webhook's own path: processSubscriptionEvent (marker, state machine, one transaction). */
  apply(input: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }): Promise<string>;
  report(difference: Difference): void;
  /** Ends a subscription in Stripe now (no renewal, no further charge); again or for an ended one, nothing. */
  cancelNow(subscriptionId: string): Promise<void>;
  now(): number;
}

const FIELDS = ['tipodeconta', 'stripeSubscriptionId', 'subscriptionStatus', 'formaDePagamento'] as const;
const TERMINAL = new Set(['canceled', 'incomplete_expired']);

/** What Stripe's view of a subscription would be as a webhook event, dated now (the freshest news there is). */
function eventOf(s: StripeSubscriptionView, at: number): SubscriptionEvent {
  const base = { at, subscriptionId: s.id, customerId: s.customerId };
  return TERMINAL.has(s.status) ? { type: 'subscription-deleted', ...base } : { type: 'subscription-updated', ...base, status: s.status, plan: s.plan, method: s.method };
}

/**
 * Nightly: Stripe's subscriptions against the table. Where the state machine, given Stripe's current status,
 * would show another plan or status than the table holds (a webhook lost or never sent), the difference is
 * reported and mended through the same transition as the webhook, under a marker of its own (a second run the same
 * day changes nothing twice). A second live subscription of a caregiver is reported, not mended (a person decides).
 * A subscription the table holds as ended but Stripe still bills is cancelled in Stripe now: only a withdrawal whose
 * refund was made and whose cancellation failed leaves one (the refund's webhook ends it in the table, decision 037),
 * and ended is terminal, so she has no access to pay for.
 */
export async function reconcileWithStripe(ports: ReconcilePorts): Promise<{ checked: number; outOfSync: number; mended: number; canceled: number }> {
  let checked = 0;
  let outOfSync = 0;
  let mended = 0;
  let canceled = 0;
  const day = new Date(ports.now() * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  for await (const s of ports.subscriptions()) {
    checked++;
    const uid = s.uid ?? (await ports.findUidByCustomer(s.customerId));
    const state = uid ? await ports.stateOf(uid) : undefined;
    if (!uid || !state || state.stripeCustomerId !== s.customerId) continue;
    if (!TERMINAL.has(s.status) && state.endedSubscriptionIds?.includes(s.id)) {
      ports.report({ subscriptionId: s.id, kind: 'ended-still-live', stripeStatus: s.status, tablePlan: state.tipodeconta });
      await ports.cancelNow(s.id);
      canceled++;
      continue;
    }
    const current = state.stripeSubscriptionId === s.id;
    if (!current && !TERMINAL.has(s.status)) {
      if (hasPlan(state.tipodeconta) && state.subscriptionStatus !== 'canceled') {
        outOfSync++;
        ports.report({ subscriptionId: s.id, kind: 'another-live-subscription', stripeStatus: s.status, tablePlan: state.tipodeconta });
        continue;
      }
    } else if (!current) continue; // an older subscription that ended: nothing to show
    const event = eventOf(s, ports.now());
    const next = applyEvent(state, event).state;
    if (FIELDS.every((f) => next[f] === state[f])) continue;
    outOfSync++;
    ports.report({ subscriptionId: s.id, kind: 'mended', stripeStatus: s.status, tablePlan: state.tipodeconta });
    const outcome = await ports.apply({ eventId: `reconcile_${s.id}_${s.status}_${day}`, eventType: `reconcile.${event.type}`, uid, event });
    if (outcome === 'applied') mended++;
  }
  return { checked, outOfSync, mended, canceled };
}
