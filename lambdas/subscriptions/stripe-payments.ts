import type Stripe from 'stripe';
import type { ExportedPayment } from '../../contract';
import { callStripe, planForPriceId } from './stripe';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

function planOf(invoice: Stripe.Invoice): string | undefined {
  const line = invoice.lines?.data[0] as { pricing?: { price_details?: { price?: string | { id: string } } } } | undefined;
  const price = idOf(line?.pricing?.price_details?.price);
  return price ? planForPriceId(price) : undefined;
}

/**
 * Her payments as Stripe holds them ('Baixar meus dados', LGPD art. 19): every paid invoice of her customer, oldest
 * first, each with the refunds of its payment. Read from Stripe at each export (Carey keeps no copy of them); Stripe
 * down is a 503 in Portuguese (callStripe), never a statement without its payments.
 */
export async function customerPayments(customerId: string): Promise<ExportedPayment[]> {
  return callStripe(async (s) => {
    const payments: ExportedPayment[] = [];
    for await (const invoice of s.invoices.list({ customer: customerId, status: 'paid', limit: 100, expand: ['data.payments'] })) {
      const paid = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
      const paymentIntent = idOf(paid?.payment?.payment_intent);
      const refunds = paymentIntent ? (await s.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data : [];
      const plano = planOf(invoice);
      payments.push({
        id: invoice.id ?? '',
        pagoEm: iso(invoice.status_transitions.paid_at ?? invoice.created),
        valorCentavos: invoice.amount_paid,
        descontoCentavos: (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
        ...(plano ? { plano } : {}),
        reembolsos: refunds
          .map((r) => ({ id: r.id, em: iso(r.created), valorCentavos: r.amount, situacao: r.status ?? 'pending' }))
          .sort((a, b) => a.em.localeCompare(b.em)),
      });
    }
    return payments.sort((a, b) => a.pagoEm.localeCompare(b.pagoEm));
  });
}
