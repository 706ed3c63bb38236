import type Stripe from 'stripe';
import type { ExportedPayment } from '../../contract';
import { callStripe, planForPriceId } from './stripe';
import { idOf, invoicePaymentIntent } from './stripe-ids';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

function planOf(invoice: Stripe.Invoice): string | undefined {
  const line = invoice.lines?.data[0] as { pricing?: { price_details?: { price?: string | { id: string } } } } | undefined;
  const price = idOf(line?.pricing?.price_details?.price);
  return price ? planForPriceId(price) : undefined;
}

const refundsOf = async (s: Stripe, paymentIntent: string | undefined): Promise<ExportedPayment['reembolsos']> =>
  (paymentIntent ? (await s.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data : [])
    .map((r) => ({ id: r.id, em: iso(r.created), valorCentavos: r.amount, situacao: r.status ?? 'pending' }))
    .sort((a, b) => a.em.localeCompare(b.em));

/**
 * Her one-off Pix payments (Checkout in payment mode makes no invoice): her customer's succeeded PaymentIntents that
 * paid no invoice, each with its plan and coupon as its Checkout Session holds them, and its refunds.
 */
async function oneOffPayments(s: Stripe, customerId: string, ofInvoices: Set<string>): Promise<ExportedPayment[]> {
  const payments: ExportedPayment[] = [];
  for await (const intent of s.paymentIntents.list({ customer: customerId, limit: 100 })) {
    if (intent.status !== 'succeeded' || ofInvoices.has(intent.id) || (intent as { invoice?: unknown }).invoice) continue;
    const session = (await s.checkout.sessions.list({ payment_intent: intent.id, limit: 1 })).data[0];
    const plano = intent.metadata?.plan ?? session?.metadata?.plan;
    // Paid when its charge succeeded (the intent was created when she opened the checkout).
    const charge = idOf(intent.latest_charge);
    payments.push({
      id: intent.id,
      pagoEm: iso(charge ? (await s.charges.retrieve(charge)).created : intent.created),
      valorCentavos: intent.amount_received,
      descontoCentavos: session?.total_details?.amount_discount ?? 0,
      ...(plano ? { plano } : {}),
      reembolsos: await refundsOf(s, intent.id),
    });
  }
  return payments;
}

/**
 * Her payments as Stripe holds them ('Baixar meus dados', LGPD art. 19): every paid invoice of her customer and every
 * one-off Pix she paid, oldest first, each with the refunds of its payment. Read from Stripe at each export (Carey
 * keeps no copy of them); Stripe down is a 503 in Portuguese (callStripe), never a statement without its payments.
 */
export async function customerPayments(customerId: string): Promise<ExportedPayment[]> {
  return callStripe(async (s) => {
    const payments: ExportedPayment[] = [];
    const ofInvoices = new Set<string>();
    for await (const invoice of s.invoices.list({ customer: customerId, status: 'paid', limit: 100, expand: ['data.payments'] })) {
      const paymentIntent = invoicePaymentIntent(invoice);
      if (paymentIntent) ofInvoices.add(paymentIntent);
      const plano = planOf(invoice);
      payments.push({
        id: invoice.id ?? '',
        pagoEm: iso(invoice.status_transitions.paid_at ?? invoice.created),
        valorCentavos: invoice.amount_paid,
        descontoCentavos: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
        ...(plano ? { plano } : {}),
        reembolsos: await refundsOf(s, paymentIntent),
      });
    }
    payments.push(...(await oneOffPayments(s, customerId, ofInvoices)));
    return payments.sort((a, b) => a.pagoEm.localeCompare(b.pagoEm));
  });
}

/**
 * Whether her customer ever paid Carey (CAREYCUIDADORES is for a first order only): a paid invoice (card or Pix
 * Automático) or a succeeded PaymentIntent (a one-off Pix), whatever was refunded since. Two reads at most.
 */
export async function hasPaidBefore(customerId: string): Promise<boolean> {
  return callStripe(async (s) => {
    if ((await s.invoices.list({ customer: customerId, status: 'paid', limit: 1 })).data.length > 0) return true;
    for await (const intent of s.paymentIntents.list({ customer: customerId, limit: 100 })) if (intent.status === 'succeeded') return true;
    return false;
  });
}
