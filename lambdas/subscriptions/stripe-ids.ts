import type Stripe from 'stripe';

/** Reads an id whether Stripe sent it as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/** The payment intent that paid an invoice (`expand: ['data.payments']`): the paid payment, else the first. */
export function invoicePaymentIntent(invoice: Stripe.Invoice): string | undefined {
  const payments = invoice.payments?.data;
  return idOf((payments?.find((p) => p.status === 'paid') ?? payments?.[0])?.payment?.payment_intent);
}
