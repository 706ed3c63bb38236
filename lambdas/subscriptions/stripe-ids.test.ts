import type Stripe from 'stripe';
import { idOf, invoicePaymentIntent } from './stripe-ids';

const invoice = (payments: { status: string; payment_intent?: string | { id: string } }[] | undefined) =>
  ({ payments: payments && { data: payments.map((p) => ({ status: p.status, payment: { payment_intent: p.payment_intent } })) } }) as unknown as Stripe.Invoice;

describe('Stripe ids', () => {
  it('reads an id sent as an id or as the expanded object; nothing from nothing', () => {
    expect(idOf('pi_1')).toBe('pi_1');
    expect(idOf({ id: 'pi_2' })).toBe('pi_2');
    expect(idOf(null)).toBeUndefined();
    expect(idOf(undefined)).toBeUndefined();
  });

  it("an invoice's payment intent: the paid payment wherever it stands, else the first; none without payments", () => {
    expect(invoicePaymentIntent(invoice([{ status: 'failed', payment_intent: 'pi_failed' }, { status: 'paid', payment_intent: { id: 'pi_paid' } }]))).toBe('pi_paid');
    expect(invoicePaymentIntent(invoice([{ status: 'open', payment_intent: 'pi_first' }, { status: 'failed', payment_intent: 'pi_second' }]))).toBe('pi_first');
    expect(invoicePaymentIntent(invoice([]))).toBeUndefined();
    expect(invoicePaymentIntent(invoice(undefined))).toBeUndefined();
  });
});
