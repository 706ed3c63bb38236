import { hasPlan } from '../../contract';
import { NO_PLAN } from '../caregivers/caregiver';
import { findPlan, type PlanName } from './plans';
import { pixPeriodEnd } from './pix-period';
import type { PixPayment, SubscriptionState, Transition } from './subscription-types';

export type { OpenCheckout, PixPayment } from './subscription-types';

/**
 * The one-off Pix transitions of the state machine (docs/decisions/073-pix.md). No Stripe subscription: Carey holds
 * the period's end (`pixAccessUntil`), each payment (`pixPayments`, by Checkout Session, so a payment counts once
 * whatever the event ids that bring it) and the open checkout (`pixCheckout`, one at a time).
 */


export type PixEvent =
  /** The money of a one-off Pix arrived (checkout.session.async_payment_succeeded, or completed with payment_status 'paid'). */
  | { type: 'pix-paid'; at: number; customerId: string; sessionId: string; paymentIntent: string; plan: PlanName; amountCents: number; discountCents: number }
  /** A checkout that will not be paid: expired (checkout.session.expired) or its Pix failed (async_payment_failed). */
  | { type: 'checkout-closed'; at: number; customerId: string; sessionId: string }
  /** The expiry job: the one-off period ending at `endsAt` is over. */
  | { type: 'pix-period-ended'; at: number; customerId: string; endsAt: number }
  /**
   * Our refund of a one-off Pix payment (refund.created with our metadata naming the session): a withdrawal, or
   * (`givenBack`) a Pix paid while another plan was live.
   */
  | { type: 'pix-refunded'; at: number; customerId: string; sessionId: string; refundId: string; amountCents: number; givenBack?: boolean };

/** Payments kept on her record: a run of renewals longer than this keeps the newest (the window counts from the first). */
export const MAX_PIX_PAYMENTS = 24;

const PIX_FIELDS_CLEARED = { pixAccessUntil: undefined, pixPayments: undefined } as const;

export function applyPixEvent(state: SubscriptionState, event: PixEvent, changedTo: (before: SubscriptionState, after: SubscriptionState) => Transition): Transition {
  const unchanged: Transition = { state, changed: false };
  const onPix = state.formaDePagamento === 'pix' && hasPlan(state.tipodeconta) && state.pixAccessUntil !== undefined;
  const withoutCheckout = (s: SubscriptionState, sessionId: string) => (state.pixCheckout?.sessionId === sessionId ? { ...s, pixCheckout: undefined } : s);
  switch (event.type) {
    case 'pix-paid': {
      const plan = findPlan(event.plan);
      if (!plan || (state.pixPayments ?? []).some((p) => p.sessionId === event.sessionId)) return unchanged;
      // A card or Pix Automático plan is live: the checkout refuses a one-off Pix then, but a code she confirmed
      // before may still be paid. The plan stays as it is and the money goes back (docs/decisions/084-pix-given-back.md).
      if (hasPlan(state.tipodeconta) && !onPix) {
        const giveBack = { sessionId: event.sessionId, paymentIntent: event.paymentIntent, amountCents: event.amountCents };
        return { ...changedTo(state, withoutCheckout(state, event.sessionId)), giveBack };
      }
      const payment: PixPayment = { sessionId: event.sessionId, paymentIntent: event.paymentIntent, plan: plan.name, amountCents: event.amountCents, discountCents: event.discountCents, paidAt: event.at };
      const end = pixPeriodEnd(event.at, plan.intervalCount, onPix ? state.pixAccessUntil : undefined);
      const payments = [...(onPix ? (state.pixPayments ?? []) : []), payment].slice(-MAX_PIX_PAYMENTS);
      const next = withoutCheckout({ ...state, tipodeconta: plan.name, planoescolhido: plan.name, formaDePagamento: 'pix', pixAccessUntil: end, pixPayments: payments }, event.sessionId);
      const t = changedTo(state, next);
      return { ...t, schedule: { endsAt: end }, mail: { kind: 'subscription-confirmed', method: 'pix', plan: plan.name, amountCents: event.amountCents, discountCents: event.discountCents, accessUntil: end, paidAt: onPix ? undefined : event.at } };
    }
    case 'checkout-closed':
      return state.pixCheckout?.sessionId === event.sessionId ? changedTo(state, { ...state, pixCheckout: undefined }) : unchanged;
    case 'pix-period-ended': {
      // Only the period the job was queued for, once it is over: a renewal moved the end, a refund ended it already.
      if (!onPix || state.pixAccessUntil !== event.endsAt || event.at < event.endsAt) return unchanged;
      const plan = findPlan(state.tipodeconta)?.name ?? '';
      return { ...changedTo(state, { ...state, tipodeconta: NO_PLAN, ...PIX_FIELDS_CLEARED }), mail: { kind: 'plan-ended', plan, endedAt: event.endsAt } };
    }
    case 'pix-refunded': {
      // A Pix given back because another plan was live: that plan stays, and she is told so.
      if (event.givenBack) return { ...unchanged, mail: { kind: 'pix-returned', amountCents: event.amountCents, at: event.at, plan: findPlan(state.tipodeconta)?.name ?? '' } };
      const mail = { kind: 'refunded', method: 'pix', amountCents: event.amountCents, at: event.at } as const;
      const ofThisRun = onPix && (state.pixPayments ?? []).some((p) => p.sessionId === event.sessionId);
      if (!ofThisRun) return { ...unchanged, mail };
      // The payments stay: a withdrawal cut half-way is finished by asking again (pix-billing.ts).
      return { ...changedTo(state, { ...state, tipodeconta: NO_PLAN, pixAccessUntil: undefined }), mail };
    }
  }
}
