import { hasPlan, type PaymentMethod } from '../../contract';
import { NO_PLAN } from '../caregivers/caregiver';
import { messages } from '../base/messages';
import { isPlanName, type PlanName } from './plans';
import { applyPixEvent, type PixEvent } from './pix-state';
import type { BillingMail, SubscriptionState, Transition } from './subscription-types';

export type { BillingMail, SubscriptionState, Transition } from './subscription-types';

/**
 * The plan state machine: (state, event) → new state. Pure, so every event in every state is unit-tested.
 * Events come from Stripe's webhook, which retries and does not keep order, so two rules make the result
 * independent of delivery order:
 * - newer wins: an update older (`at`, the Stripe event's `created`) than the last update applied to the current
 *   subscription changes nothing, and checkout completion never overrides a known update;
 * - ended is terminal: once a subscription is deleted (or updated to canceled), no later-arriving event about it
 *   can bring the plan back.
 * Processing each event id once is the data layer's job (lambdas/subscriptions/data/subscriptions.ts).
 */

export type SubscriptionEvent =
  /** A paid subscription checkout; `method` from our metadata (absent: card), `sessionId` to close the open checkout. */
  | { type: 'checkout-completed'; at: number; subscriptionId: string; customerId: string; plan: PlanName; method?: PaymentMethod; sessionId?: string }
  | { type: 'subscription-updated'; at: number; subscriptionId: string; customerId: string; status: string; plan?: PlanName; renewalStoppedUntil?: number; method?: PaymentMethod }
  | { type: 'subscription-deleted'; at: number; subscriptionId: string; customerId: string }
  | { type: 'payment-failed'; at: number; subscriptionId?: string; customerId: string; nextAttemptAt?: number; method?: PaymentMethod }
  /** A paid invoice (invoice.paid); `first` for the subscription's first one (billing_reason subscription_create). */
  | { type: 'invoice-paid'; at: number; subscriptionId: string; customerId: string; first: boolean; amountCents: number; discountCents: number; periodEnd?: number; method?: PaymentMethod }
  /** Our withdrawal's refund (refund.created with the metadata we set): the subscription ends, refunded. */
  | { type: 'refunded'; at: number; subscriptionId: string; customerId: string; refundId: string; amountCents: number }
  | PixEvent;



/** Stripe statuses that keep the plan: past_due too, while Stripe retries the card (the caregiver is told). */
const ENTITLED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Stripe statuses from which a subscription never comes back. */
const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
/** Enough to outlast any late delivery; keeps the record small. */
export const MAX_ENDED_IDS = 20;

export function applyEvent(state: SubscriptionState, event: SubscriptionEvent): Transition {
  const ended = state.endedSubscriptionIds ?? [];
  const isEnded = (id: string | undefined) => id !== undefined && ended.includes(id);
  const currentIsLive = state.stripeSubscriptionId !== undefined && !isEnded(state.stripeSubscriptionId);
  const staleFor = (id: string) =>
    (state.stripeSubscriptionId === id || currentIsLive) && (state.subscriptionEventAt ?? -Infinity) > event.at;

  switch (event.type) {
    case 'checkout-completed': {
      // An update about this subscription already arrived (it carries the fresher status), or it ended.
      if (isEnded(event.subscriptionId) || state.stripeSubscriptionId === event.subscriptionId || staleFor(event.subscriptionId)) {
        // Still, the checkout it paid is no longer open.
        return event.sessionId && state.pixCheckout?.sessionId === event.sessionId ? changedTo(state, { ...state, pixCheckout: undefined }) : unchanged(state);
      }
      return changedTo(state, {
        ...state,
        tipodeconta: event.plan,
        planoescolhido: event.plan,
        stripeCustomerId: event.customerId,
        stripeSubscriptionId: event.subscriptionId,
        subscriptionStatus: 'active',
        ...(event.method ? { formaDePagamento: event.method } : {}),
        ...(event.sessionId && state.pixCheckout?.sessionId === event.sessionId ? { pixCheckout: undefined } : {}),
        // No update about this subscription has been applied yet: any update, older or newer than this event,
        // carries a status at least as fresh as "checkout completed", so it must still apply.
        subscriptionEventAt: undefined,
      });
    }
    case 'subscription-updated': {
      if (isEnded(event.subscriptionId)) return unchanged(state);
      // Checked before staleness: an ending is final even when it arrives after newer news.
      if (TERMINAL_STATUSES.has(event.status)) return end(state, event.subscriptionId, event.customerId, event.at, event.status);
      if (staleFor(event.subscriptionId)) return unchanged(state);
      const plan = event.plan ?? knownPlan(state);
      const entitled = ENTITLED_STATUSES.has(event.status) && plan !== undefined;
      const mail: BillingMail | undefined =
        event.renewalStoppedUntil !== undefined && entitled ? { kind: 'renewal-stopped', plan, accessUntil: event.renewalStoppedUntil, method: event.method ?? state.formaDePagamento ?? 'cartao' } : undefined;
      return withMail(mail, changedTo(state, {
        ...state,
        tipodeconta: entitled ? plan : NO_PLAN,
        ...(plan ? { planoescolhido: plan } : {}),
        stripeCustomerId: event.customerId,
        stripeSubscriptionId: event.subscriptionId,
        subscriptionStatus: event.status,
        subscriptionEventAt: event.at,
        ...(event.method ? { formaDePagamento: event.method } : {}),
      }));
    }
    case 'subscription-deleted':
      if (isEnded(event.subscriptionId)) return unchanged(state);
      return end(state, event.subscriptionId, event.customerId, event.at, 'canceled');
    case 'payment-failed': {
      if (isEnded(event.subscriptionId)) return unchanged(state);
      // Pix Automático: no card to update; her bank's app holds the mandate.
      const plan = knownPlan(state) ?? '';
      const method = event.method ?? state.formaDePagamento ?? 'cartao';
      const pix = method === 'pix-automatico';
      const notice = pix ? messages.paymentFailedNoticePix(plan) : messages.paymentFailedNotice(plan);
      return { state, changed: false, notice, mail: { kind: 'payment-failed', plan, nextAttemptAt: event.nextAttemptAt, method } };
    }
    case 'invoice-paid': {
      // Renewals change nothing (subscription updates carry the status); the first payment is confirmed by e-mail.
      const plan = knownPlan(state);
      if (!event.first || isEnded(event.subscriptionId) || !plan) return unchanged(state);
      // The way she paid names the e-mail's words (Pix Automático: her bank's notice, cancelling in its app); the event's
      // own metadata first, since Stripe may deliver the invoice before the checkout that set it on her record.
      const method = event.method ?? state.formaDePagamento ?? 'cartao';
      return { state, changed: false, mail: { kind: 'subscription-confirmed', plan, amountCents: event.amountCents, discountCents: event.discountCents, nextChargeAt: event.periodEnd, paidAt: event.at, method } };
    }
    case 'refunded': {
      // The withdrawal: the subscription is over (the deletion event may come before or after), and she is told once.
      const mail: BillingMail = { kind: 'refunded', amountCents: event.amountCents, at: event.at, method: state.formaDePagamento ?? 'cartao' };
      if (isEnded(event.subscriptionId)) return { ...unchanged(state), mail };
      return { ...end(state, event.subscriptionId, event.customerId, event.at, 'canceled'), mail };
    }
    default:
      return applyPixEvent(state, event, changedTo);
  }
}

function end(state: SubscriptionState, subscriptionId: string, customerId: string, at: number, status: string): Transition {
  const endedSubscriptionIds = [...(state.endedSubscriptionIds ?? []), subscriptionId].slice(-MAX_ENDED_IDS);
  const isCurrent = state.stripeSubscriptionId === undefined || state.stripeSubscriptionId === subscriptionId || !hasPlan(state.tipodeconta);
  if (!isCurrent) return changedTo(state, { ...state, endedSubscriptionIds }); // an older subscription; the live one stays
  return changedTo(state, {
    ...state,
    tipodeconta: NO_PLAN,
    stripeCustomerId: state.stripeCustomerId ?? customerId,
    stripeSubscriptionId: subscriptionId,
    subscriptionStatus: status,
    subscriptionEventAt: Math.max(at, state.subscriptionEventAt ?? at),
    endedSubscriptionIds,
  });
}

function knownPlan(state: SubscriptionState): PlanName | undefined {
  if (isPlanName(state.tipodeconta)) return state.tipodeconta;
  return isPlanName(state.planoescolhido) ? state.planoescolhido : undefined;
}

function withMail(mail: BillingMail | undefined, t: Transition): Transition {
  return mail ? { ...t, mail } : t;
}

function unchanged(state: SubscriptionState): Transition {
  return { state, changed: false };
}

function changedTo(before: SubscriptionState, after: SubscriptionState): Transition {
  return { state: after, changed: JSON.stringify(normalise(before)) !== JSON.stringify(normalise(after)) };
}

function normalise(s: SubscriptionState) {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)));
}
