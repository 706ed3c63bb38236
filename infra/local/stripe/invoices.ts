import type { Plan } from '../../../lambdas/subscriptions/plans';
import type { Charge, Invoice, StandInState, Subscription } from './state';
import type { Deliver } from './webhooks';
import { clockOffset, newId, now, setClockOffset, StripeHttpError, type Json } from './wire';

/** The one test clock every object of the stand-in lives on (Stripe's test clocks are the model). */
export const TEST_CLOCK_ID = 'clock_carey_local';

export interface LedgerContext {
  state: StandInState;
  deliver: Deliver;
  planOfPrice(priceId: string): Plan;
}

/** The end of a billing period that starts at `start` (epoch seconds): `months` calendar months later, in UTC. */
export function addMonths(start: number, months: number): number {
  const d = new Date(start * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export const subscriptionItem = (s: Subscription) => (s.items as { data: Json[] }).data[0];
export const priceIdOf = (s: Subscription) => String((subscriptionItem(s).price as Json).id);
export const periodEndOf = (s: Subscription) => Number(subscriptionItem(s).current_period_end);

/** Invoices, charges, refunds and the clock: what Stripe's billing does after checkout. */
export function ledger(ctx: LedgerContext) {
  const { state, deliver } = ctx;

  function setPeriod(subscription: Subscription, start: number, end: number) {
    Object.assign(subscriptionItem(subscription), { current_period_start: start, current_period_end: end });
  }

  /**
   * One invoice (with its payment intent) for the subscription's period starting at `start`, paid at once (a card, the
   * first Pix Automático payment) unless `collect` is false: then it stays open until collect() (a Pix Automático
   * renewal is debited days after the bank's notice).
   */
  function payPeriod(subscription: Subscription, start: number, input: { discountCents: number; reason: 'subscription_create' | 'subscription_cycle'; collect?: boolean; paymentMethodDetails?: Json }): Invoice {
    const plan = ctx.planOfPrice(priceIdOf(subscription));
    const end = addMonths(start, plan.intervalCount);
    setPeriod(subscription, start, end);
    const amount = plan.amountCents - input.discountCents;
    const id = newId('in');
    const paymentIntent = newId('pi');
    const discount = input.discountCents > 0 ? (subscription.discounts as string[])[0] : undefined;
    const invoice: Invoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      currency: 'brl',
      billing_reason: input.reason,
      created: now(),
      period_start: start,
      period_end: end,
      subtotal: plan.amountCents,
      total: amount,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      discounts: discount ? [discount] : [],
      total_discount_amounts: discount ? [{ amount: input.discountCents, discount }] : [],
      status_transitions: { finalized_at: now(), paid_at: null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { object: 'list', data: [{ id: newId('il'), object: 'line_item', amount: plan.amountCents, pricing: { price_details: { price: priceIdOf(subscription) } }, period: { start, end } }] },
      payments: { object: 'list', data: [{ id: newId('inpay'), object: 'invoice_payment', status: 'open', amount_paid: null, payment: { type: 'payment_intent', payment_intent: paymentIntent } }] },
      payment_intent: paymentIntent,
      charge: '',
      livemode: false,
    };
    state.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return input.collect === false ? invoice : collect(invoice, input.paymentMethodDetails);
  }

  /** The invoice's money arrives: its charge succeeds and the invoice is paid. */
  function collect(invoice: Invoice, paymentMethodDetails: Json = { type: 'card' }): Invoice {
    const amount = Number(invoice.amount_due);
    const charge: Charge = { id: newId('ch'), object: 'charge', amount, amount_refunded: 0, refunded: false, currency: 'brl', customer: invoice.customer, payment_intent: invoice.payment_intent, invoice: invoice.id, paid: true, status: 'succeeded', payment_method_details: paymentMethodDetails, created: now(), livemode: false };
    state.charges.set(charge.id, charge);
    const payment = (invoice.payments as { data: Json[] }).data[0];
    Object.assign(payment, { status: 'paid', amount_paid: amount, payment: { ...(payment.payment as Json), charge: charge.id } });
    Object.assign(invoice, { status: 'paid', amount_paid: amount, amount_remaining: 0, attempt_count: Number(invoice.attempt_count) + 1, charge: charge.id, status_transitions: { finalized_at: (invoice.status_transitions as Json).finalized_at, paid_at: now() } });
    return invoice;
  }

  /** POST /v1/refunds: the whole amount of a charge, found by its payment intent or its id. */
  async function refund(form: Json): Promise<Json> {
    const charge = [...state.charges.values()].find((c) => (form.charge !== undefined && c.id === form.charge) || (form.payment_intent !== undefined && c.payment_intent === form.payment_intent));
    if (!charge) throw new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(form.payment_intent ?? form.charge ?? '')}'`, param: form.charge ? 'charge' : 'payment_intent' });
    if (charge.refunded) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
    const amount = form.amount === undefined ? charge.amount - charge.amount_refunded : Number(form.amount);
    if (!(amount > 0 && amount <= charge.amount - charge.amount_refunded)) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than the unrefunded amount.', param: 'amount' });
    // A Pix goes back to her account by a Pix transfer the bank confirms later ("within a few minutes", Stripe's Pix
    // page): pending first, then succeeded (refund.updated, charge.refund.updated). A card's is succeeded at once.
    const pix = (charge.payment_method_details as Json | undefined)?.type === 'pix';
    const created: Json = { id: newId('re'), object: 'refund', amount, currency: 'brl', charge: charge.id, payment_intent: charge.payment_intent, status: pix ? 'pending' : 'succeeded', reason: form.reason ?? null, metadata: form.metadata ?? {}, created: now() };
    state.refunds.set(String(created.id), created);
    Object.assign(charge, { amount_refunded: charge.amount_refunded + amount, refunded: charge.amount_refunded + amount === charge.amount });
    const answer = { ...created };
    // Stripe answers first; the events follow (charge.refunded, then refund.created; for a Pix, then the refund's update).
    void deliver('charge.refunded', { ...charge })
      .then(() => deliver('refund.created', { ...answer }))
      .then(async () => {
        if (!pix) return;
        created.status = 'succeeded';
        await deliver('refund.updated', { ...created }, { status: 'pending' });
        await deliver('charge.refund.updated', { ...created }, { status: 'pending' });
      });
    return answer;
  }

  function testClock(id: string): Json {
    if (id !== TEST_CLOCK_ID) throw new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such test_clock: '${id}'` });
    return { id, object: 'test_helpers.test_clock', name: 'Carey local', frozen_time: now(), status: 'ready', created: now() - clockOffset(), livemode: false };
  }

  /**
   * Moves the clock forward to `frozenTime`, then does what Stripe does at each period's end on the way: ends a
   * subscription set to cancel at the period's end, or renews it (a card: a paid invoice, invoice.paid, subscription
   * updated; Pix Automático: hooks.otherWay, pix-automatico.ts).
   * Answers once every event was delivered.
   */
  async function advance(id: string, frozenTime: number, hooks: { endSubscription(s: Subscription): Promise<number>; otherWay(s: Subscription, frozenTime: number): Promise<unknown> | null }): Promise<Json> {
    const { endSubscription } = hooks;
    testClock(id);
    if (!(frozenTime > now())) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'The frozen_time must be after the current frozen_time.', param: 'frozen_time' });
    setClockOffset(frozenTime - Math.floor(Date.now() / 1000));
    for (const subscription of state.subscriptions.values()) {
      // A subscription paid another way than by card (Pix Automático) renews its own way.
      const other = hooks.otherWay(subscription, frozenTime);
      if (other) {
        await other;
        continue;
      }
      while (['active', 'past_due'].includes(subscription.status) && periodEndOf(subscription) <= frozenTime) {
        if (subscription.cancel_at_period_end) {
          await endSubscription(subscription);
          break;
        }
        const invoice = payPeriod(subscription, periodEndOf(subscription), { discountCents: 0, reason: 'subscription_cycle' });
        await deliver('invoice.paid', invoice);
        await deliver('customer.subscription.updated', subscription);
      }
    }
    state.save();
    return testClock(id);
  }

  /** POST /v1/subscriptions/{id}: `cancel_at_period_end` (true or false), as the portal or our API sets it. */
  async function update(subscription: Subscription, form: Json): Promise<Subscription> {
    if (subscription.status === 'canceled') throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
    const previous: Json = {};
    if (form.cancel_at_period_end !== undefined) {
      const cancel = form.cancel_at_period_end === 'true';
      if (cancel !== subscription.cancel_at_period_end) Object.assign(previous, { cancel_at_period_end: subscription.cancel_at_period_end, cancel_at: subscription.cancel_at ?? null });
      Object.assign(subscription, { cancel_at_period_end: cancel, cancel_at: cancel ? periodEndOf(subscription) : null, canceled_at: cancel ? now() : null });
    }
    if (form.metadata) subscription.metadata = { ...subscription.metadata, ...(form.metadata as Record<string, string>) };
    // As Stripe does, the event names what changed (previous_attributes).
    void deliver('customer.subscription.updated', { ...subscription }, previous);
    return subscription;
  }

  return { payPeriod, collect, refund, testClock, advance, update };
}
