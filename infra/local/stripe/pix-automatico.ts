import type { Invoice, StandInState, Subscription } from './state';
import type { Deliver } from './webhooks';
import type { ledger } from './invoices';
import { pixDetails, putPaymentIntent } from './pix';
import { newId, now, StripeHttpError, type Json } from './wire';

/**
 * Pix Automático after Checkout (docs.stripe.com/payments/pix/pix-automatico): the mandate she authorises once in her
 * bank's app; each renewal's payment intent goes to `processing` at the period's end while her bank sends the
 * pre-debit notice, and is debited 3 days later (invoice.paid) or fails (invoice.payment_failed, past_due). She can
 * revoke the mandate in her bank's app (mandate.updated, inactive): the next charge then fails. A failed charge the
 * bank's retries did not mend within 7 days ends the subscription (customer.subscription.deleted).
 */
export const PRE_DEBIT_DAYS = 3;
export const RETRY_DAYS = 7;
const DAY = 24 * 3600;

/** A Pix payment method and its active mandate for `customer`, with the terms the session asked for. */
export function authorizeMandate(state: StandInState, customer: string, terms: Json): { paymentMethod: string; mandate: string } {
  const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'pix', pix: {}, customer, created: now(), livemode: false };
  state.paymentMethods.set(paymentMethod.id, paymentMethod);
  const mandate = {
    id: newId('mandate'),
    object: 'mandate',
    status: 'active',
    type: 'multi_use',
    payment_method: paymentMethod.id,
    customer_acceptance: { type: 'online', accepted_at: now() },
    payment_method_details: { type: 'pix', pix: { ...terms } },
    livemode: false,
  };
  state.mandates.set(mandate.id, mandate);
  return { paymentMethod: paymentMethod.id, mandate: mandate.id };
}

export const isPixAutomatico = (s: Subscription) => ((s.payment_settings as Json | undefined)?.payment_method_types as string[] | null | undefined)?.includes('pix') ?? false;

export function pixAutomatico(ctx: { state: StandInState; deliver: Deliver; invoices: ReturnType<typeof ledger>; endSubscription(s: Subscription): Promise<number> }) {
  const { state, deliver, invoices } = ctx;
  /** Subscriptions whose next charge a test made fail (POST /_standin/pix-automatico/{id}/falhar-cobranca). */
  const failNext = new Set<string>();

  const mandateOf = (s: Subscription) => [...state.mandates.values()].find((m) => m.payment_method === s.default_payment_method);
  const periodEnd = (s: Subscription) => Number((s.items as { data: Json[] }).data[0].current_period_end);
  const openInvoice = (s: Subscription) => {
    const latest = state.invoices.get(String(s.latest_invoice ?? ''));
    return latest && latest.status === 'open' ? latest : undefined;
  };

  /** Why the charge fails, if it does: a revoked mandate, an amount outside its terms, or a test's wish. */
  function failure(s: Subscription, invoice: Invoice): string | null {
    const mandate = mandateOf(s);
    const terms = ((mandate?.payment_method_details as Json | undefined)?.pix ?? {}) as Json;
    if (!mandate || mandate.status !== 'active') return 'The Pix Automático mandate is no longer active.';
    const amount = Number(invoice.amount_due);
    if (terms.amount_type === 'fixed' ? amount !== Number(terms.amount) : amount > Number(terms.amount)) return 'The amount is outside the Pix Automático mandate\u2019s terms.';
    return failNext.delete(s.id) ? 'The payer\u2019s bank refused the Pix Automático debit.' : null;
  }

  /** The charge is refused at `at` (the debit's day, or the period's end without a mandate); the bank retries for 7 days. */
  async function fail(s: Subscription, invoice: Invoice, message: string, at: number) {
    const intent = putPaymentIntent(state, { id: invoice.payment_intent, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'payment_method_provider_decline', message, payment_method: { id: s.default_payment_method, type: 'pix' } } });
    Object.assign(invoice, { attempt_count: 1, attempted: true, next_payment_attempt: at + RETRY_DAYS * DAY });
    s.status = 'past_due';
    await deliver('payment_intent.payment_failed', intent);
    await deliver('invoice.payment_failed', { ...invoice });
    await deliver('customer.subscription.updated', { ...s }, { status: 'active' });
  }

  /** The period's end: the renewal invoice, and the payment intent `processing` while her bank sends the notice. */
  async function announce(s: Subscription) {
    const invoice = invoices.payPeriod(s, periodEnd(s), { discountCents: 0, reason: 'subscription_cycle', collect: false });
    const mandate = mandateOf(s);
    const problem = mandate?.status === 'active' ? null : failure(s, invoice);
    // Times follow the period's end, not the clock's new time: a long advance goes through each step on its day.
    invoice.next_payment_attempt = Number(invoice.period_start) + PRE_DEBIT_DAYS * DAY;
    const intent = putPaymentIntent(state, { id: invoice.payment_intent, amount: invoice.amount_due, customer: s.customer, invoice: invoice.id, status: problem ? 'requires_payment_method' : 'processing', payment_method: s.default_payment_method, latest_charge: null });
    await deliver('invoice.finalized', { ...invoice });
    if (problem) return fail(s, invoice, problem, Number(invoice.period_start));
    await deliver('payment_intent.processing', intent);
    await deliver('customer.subscription.updated', { ...s });
  }

  /** 3 days after the notice: debited (invoice.paid) or refused (invoice.payment_failed). */
  async function debit(s: Subscription, invoice: Invoice) {
    const problem = failure(s, invoice);
    if (problem) return fail(s, invoice, problem, Number(invoice.next_payment_attempt));
    invoices.collect(invoice, pixDetails(mandateOf(s)?.id as string | undefined));
    const intent = putPaymentIntent(state, { id: invoice.payment_intent, status: 'succeeded', amount_received: invoice.amount_paid, latest_charge: invoice.charge });
    await deliver('charge.succeeded', { ...state.charges.get(invoice.charge)! });
    await deliver('payment_intent.succeeded', intent);
    await deliver('invoice.paid', { ...invoice });
  }

  /** What happens to a Pix Automático subscription while the test clock moves to `frozenTime`. */
  async function advance(s: Subscription, frozenTime: number) {
    for (;;) {
      const open = openInvoice(s);
      if (open && Number(open.next_payment_attempt) <= frozenTime) {
        if (Number(open.attempt_count) === 0) await debit(s, open);
        else return ctx.endSubscription(s);
      } else if (!open && s.status === 'active' && periodEnd(s) <= frozenTime) {
        if (s.cancel_at_period_end) return ctx.endSubscription(s);
        await announce(s);
      } else return;
    }
  }

  /** 'Cancelar' in her bank's app. */
  async function revoke(s: Subscription) {
    const mandate = mandateOf(s);
    if (!mandate || mandate.status !== 'active') throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'This subscription has no active Pix Automático mandate.' });
    mandate.status = 'inactive';
    await deliver('mandate.updated', { ...mandate }, { status: 'active' });
  }

  /** When the next charge would be debited (after its notice): where 'próxima cobrança' moves the clock to. */
  function nextDebitAt(s: Subscription): number {
    const open = openInvoice(s);
    return open ? Number(open.next_payment_attempt) : periodEnd(s) + PRE_DEBIT_DAYS * DAY;
  }

  return { advance, revoke, failNextCharge: (s: Subscription) => failNext.add(s.id), nextDebitAt };
}
