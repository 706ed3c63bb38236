import type { Session, StandInState } from './state';
import type { Deliver } from './webhooks';
import { pixDetails, putPaymentIntent } from './pix';
import { newId, now, StripeHttpError, type Json } from './wire';

/**
 * A one-off Pix in Checkout (payment mode), asynchronous as Stripe's is: the session completes (payment_status
 * 'unpaid') when she confirms, and only checkout.session.async_payment_succeeded says the money arrived. Locally
 * confirming and paying happen at one click, so the events come in a row, in Stripe's order.
 */
export function pixOneOff(ctx: { state: StandInState; deliver: Deliver; createCustomer(fields: Json): Json; publicSession(s: Session): Json }) {
  const { state, deliver } = ctx;

  function mustBeOpen(session: Session) {
    if (session.status !== 'open') throw new StripeHttpError(400, { type: 'invalid_request_error', message: `This Checkout Session is ${session.status}.` });
    if (now() >= Number(session.expires_at)) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'This Pix code has expired.' });
  }

  /** She confirms the Pix: the session is complete but unpaid (checkout.session.completed). */
  async function confirm(session: Session, amount: number, discount: number) {
    mustBeOpen(session);
    const customer = session.customer ?? (ctx.createCustomer({ metadata: session.metadata }).id as string);
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', customer, amount_total: amount, total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 } });
    putPaymentIntent(state, { id: String(session.payment_intent), customer, amount });
    await deliver('checkout.session.completed', ctx.publicSession(session));
  }

  /** 'Simular pagamento no app do banco': the money arrives (confirming first, unless she confirmed already). */
  async function pay(session: Session, amount: number, discount: number) {
    if (session.status === 'complete' && session.payment_status === 'unpaid') {
      if (now() >= Number(session.expires_at)) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'This Pix code has expired.' });
    } else await confirm(session, amount, discount);
    const intentId = String(session.payment_intent);
    const charge = { id: newId('ch'), object: 'charge', amount, amount_refunded: 0, refunded: false, currency: 'brl', customer: session.customer, payment_intent: intentId, invoice: null, paid: true, status: 'succeeded', payment_method_details: pixDetails(), metadata: (state.paymentIntents.get(intentId)?.metadata as Json | undefined) ?? {}, created: now(), livemode: false };
    state.charges.set(charge.id, charge as never);
    const intent = putPaymentIntent(state, { id: intentId, status: 'succeeded', amount_received: amount, latest_charge: charge.id, next_action: null });
    await deliver('charge.succeeded', { ...charge });
    await deliver('payment_intent.succeeded', intent);
    session.payment_status = 'paid';
    await deliver('checkout.session.async_payment_succeeded', ctx.publicSession(session));
  }

  /** For tests: she confirmed, but the Pix was never paid before its code expired (async_payment_failed). */
  async function fail(session: Session, amount: number, discount: number) {
    await confirm(session, amount, discount);
    const intent = putPaymentIntent(state, {
      id: String(session.payment_intent),
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_payment_attempt_expired', message: 'The Pix code expired before it was paid.', payment_method: { type: 'pix' } },
    });
    await deliver('payment_intent.payment_failed', intent);
    await deliver('checkout.session.async_payment_failed', ctx.publicSession(session));
  }

  /** The session ends unpaid, never confirmed (checkout.session.expired); its payment intent is canceled. */
  async function expire(session: Session) {
    if (session.status !== 'open') throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${session.status}.` });
    Object.assign(session, { status: 'expired' });
    if (session.payment_intent) putPaymentIntent(state, { id: String(session.payment_intent), status: 'canceled', cancellation_reason: 'abandoned', next_action: null });
    await deliver('checkout.session.expired', ctx.publicSession(session));
  }

  return { confirm, pay, fail, expire };
}
