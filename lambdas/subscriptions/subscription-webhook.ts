import type { StripeWebhookAnswer } from '../../contract';
import { invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import type { PlanName } from './plans';
import { revokedMandate, routeStripeEvent } from './stripe-events';
import type { SubscriptionEvent } from './subscription-state';

/** A Stripe event whose signature was verified. */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
}

/** Stripe and the table, as the webhook needs them (lambdas/subscriptions/stripe.ts, lambdas/subscriptions/data/subscriptions.ts). */
export interface StripeWebhookPorts {
  /** Checks Stripe's signature over the raw body; throws when it does not match. */
  verify(rawBody: string, signature: string | undefined): Promise<VerifiedStripeEvent>;
  isSignatureError(error: unknown): boolean;
  planForPriceId(priceId: string): PlanName | undefined;
  findUidByCustomer(customerId: string): Promise<string | undefined>;
  /** Applies the event to the caregiver exactly once. */
  apply(input: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }): Promise<Exclude<StripeWebhookAnswer['outcome'], 'ignored'>>;
  /**
   * A Pix Automático mandate was revoked: sets Carey's live subscriptions paid by `paymentMethod` to cancel at the
   * period's end in Stripe (as 'Cancelar renovação' does); true when one was stopped now, false when none was left.
   */
  stopRenewalOfMandate(paymentMethod: string): Promise<boolean>;
  log(message: string, detail: Record<string, unknown>): void;
  /** Refunds the Pix of this Checkout Session, paid by this payment intent, if it is owed (lambdas/subscriptions/pix-give-back.ts). */
  giveBackPix(sessionId: string, paid: { paymentIntent: string }): Promise<unknown>;
  /** Sends the e-mail the event queued, if it still waits (at most once: lambdas/subscriptions/billing-mail.ts). */
  sendMail(eventId: string): Promise<unknown>;
  /** An event that was ours and could not be applied (answered 5xx; Stripe retries it): `StripeWebhookFailed`. */
  countFailure(): void;
}

/**
 * Stripe's webhook. The signature is verified on the raw body exactly as received, before anything is parsed or
 * written. 4xx only for a bad signature; failures of ours throw (5xx: Stripe then retries); events we do not act
 * on, or that are not ours, are answered so Stripe stops.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined, ports: StripeWebhookPorts): Promise<StripeWebhookAnswer> {
  let stripeEvent: VerifiedStripeEvent;
  try {
    stripeEvent = await ports.verify(rawBody, signature);
  } catch (error) {
    if (ports.isSignatureError(error)) throw invalidInput(messages.webhookSignatureInvalid);
    throw error;
  }

  const revoked = revokedMandate(stripeEvent);
  if (revoked) {
    // The plan still changes only through the subscription's update Stripe sends next (renewal stopped, e-mail once).
    const stopped = await ports.stopRenewalOfMandate(revoked.paymentMethod).catch((error: unknown) => {
      ports.countFailure();
      throw error;
    });
    return { received: true, outcome: stopped ? 'applied' : 'no-change' };
  }
  const routed = routeStripeEvent(stripeEvent, ports.planForPriceId);
  if (!routed) return { received: true, outcome: 'ignored' };
  let outcome: StripeWebhookAnswer['outcome'];
  try {
    const uid = routed.uid ?? (await ports.findUidByCustomer(routed.event.customerId));
    outcome = uid ? await ports.apply({ eventId: stripeEvent.id, eventType: stripeEvent.type, uid, event: routed.event }) : 'unknown-caregiver';
  } catch (error) {
    ports.countFailure();
    throw error;
  }
  if (outcome === 'unknown-caregiver' || outcome === 'customer-mismatch') {
    // Not ours (another product on the same Stripe account, a deleted caregiver, or a customer not linked to the
    // caregiver the metadata names): retrying would not help, so 200 and nothing written.
    const message = outcome === 'unknown-caregiver' ? 'stripe event for no known caregiver' : 'stripe event customer is not the caregiver\'s';
    ports.log(message, { eventId: stripeEvent.id, type: stripeEvent.type });
  }
  const settled = outcome === 'applied' || outcome === 'no-change' || outcome === 'duplicate';
  // A Pix paid while another plan is live goes back now; after a duplicate delivery too, if the first one failed to.
  // So does one paid after her account was deleted (no caregiver any more: the deletion left it owed, decision 086).
  if ((settled || outcome === 'unknown-caregiver') && routed.event.type === 'pix-paid') {
    const { sessionId, paymentIntent } = routed.event;
    await ports.giveBackPix(sessionId, { paymentIntent }).catch((error: unknown) => {
      ports.countFailure();
      throw error;
    });
  }
  // Also after a duplicate delivery: an e-mail the first delivery could not send goes now (still only once).
  if (settled) await ports.sendMail(stripeEvent.id);
  return { received: true, outcome };
}
