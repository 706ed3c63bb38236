import { publicSession, type Billing } from './billing';
import type { StandInState } from './state';
import { mustGet, StripeHttpError } from './wire';

/**
 * The stand-in's test controls for Pix (POST /_standin/pix/{session}/{action}, POST /_standin/pix-automatico/{subscription}/{action}),
 * the same the Pix page's local buttons do. Each answers once every event it sends was delivered to the webhook.
 * - pix/{session}/confirmar: a one-off Pix confirmed (its code shown to her), not paid yet (checkout.session.completed, 'unpaid');
 * - pix/{session}/pagar: she pays in her bank app (a one-off, confirmed or not yet) or authorises the mandate (Pix Automático);
 * - pix/{session}/falhar: a one-off Pix confirmed but never paid (async_payment_failed);
 * - pix/{session}/expirar: the session ends unpaid (checkout.session.expired);
 * - pix-automatico/{subscription}/revogar: she cancels the mandate in her bank's app (mandate.updated);
 * - pix-automatico/{subscription}/falhar-cobranca: her next charge will be refused;
 * - pix-automatico/{subscription}/proxima-cobranca: the test clock moves to the next debit (notice, then invoice.paid or .payment_failed).
 */
export async function pixControl(billing: Billing, state: StandInState, kind: string, id: string, action: string): Promise<unknown> {
  if (kind === 'pix') {
    const session = mustGet(state.sessions, id, 'checkout.session');
    if (!session.pix) throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Checkout session ${id} is not a Pix session.` });
    const confirmed = session.mode === 'payment' && session.status === 'complete' && session.payment_status === 'unpaid';
    if (action === 'confirmar' && session.mode === 'payment') await billing.pix.confirm(session);
    else if (action === 'pagar') {
      if (session.status !== 'open' && !confirmed) throw new StripeHttpError(400, { type: 'invalid_request_error', message: `This Checkout Session is ${session.status}.` });
      await billing.pix.pay(session);
    } else if (action === 'falhar' && session.mode === 'payment') await billing.pix.fail(session);
    else if (action === 'expirar') await billing.pix.expire(session);
    else throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unknown Pix control: ${action}.` });
    return publicSession(session);
  }
  const subscription = mustGet(state.subscriptions, id, 'subscription');
  if (action === 'revogar') await billing.pix.revoke(subscription);
  else if (action === 'falhar-cobranca') billing.pix.failNextCharge(subscription);
  else if (action === 'proxima-cobranca') await billing.pix.nextCharge(subscription);
  else throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unknown Pix Automático control: ${action}.` });
  return subscription;
}
