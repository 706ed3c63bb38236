import { findPlan, promotionDiscountCents, type Plan, type PlanName } from '../../../lambdas/subscriptions/plans';
import type { Session, StandInState, Subscription } from './state';
import { ledger, TEST_CLOCK_ID } from './invoices';
import type { Deliver } from './webhooks';
import { listOf, mustGet, newId, now, StripeHttpError, type Json } from './wire';

export interface BillingContext {
  state: StandInState;
  /** Price ids the stand-in knows, and the plan each one charges. */
  prices: Record<string, PlanName>;
  deliver: Deliver;
  /** The stand-in's own address (known once it listens): the checkout and portal pages live there. */
  endpoint: () => string;
}

/** What Stripe does for us, shared by the API (/v1) and the pages the browser is sent to. */
export function billing(ctx: BillingContext) {
  const { state, deliver } = ctx;

  const planOfPrice = (priceId: string): Plan => {
    const name = ctx.prices[priceId];
    const plan = name && findPlan(name);
    if (!plan) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${priceId}'`, param: 'line_items[0][price]' });
    return plan;
  };
  const invoices = ledger({ state, deliver, planOfPrice });

  function createCustomer(fields: Json): Json {
    const customer = { id: newId('cus'), object: 'customer', created: now(), ...fields, livemode: false };
    state.customers.set(customer.id, customer);
    return customer;
  }

  function createSession(form: Json): Json {
    if (form.mode !== 'subscription') throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Only mode=subscription is supported by the local stand-in.', param: 'mode' });
    for (const param of ['success_url', 'cancel_url'] as const) {
      if (typeof form[param] !== 'string') throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Missing required param: ${param}.`, param });
    }
    const items = listOf(form.line_items);
    if (items.length !== 1) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Exactly one line item is supported.', param: 'line_items' });
    const priceId = String((items[0] as Json).price ?? '');
    const plan = planOfPrice(priceId);
    const customer = typeof form.customer === 'string' ? form.customer : null;
    if (customer) mustGet(state.customers, customer, 'customer');
    const id = newId('cs_test');
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      currency: 'brl',
      amount_total: plan.amountCents,
      customer,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      metadata: (form.metadata as Json | undefined) ?? {},
      subscription_data: form.subscription_data ?? {},
      allow_promotion_codes: form.allow_promotion_codes === 'true',
      locale: form.locale ?? null,
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      priceId,
      subscription: null,
      url: `${ctx.endpoint()}/checkout/${id}`,
    };
    state.sessions.set(id, session);
    return publicSession(session);
  }

  /** 'Pagar' on the checkout page: the subscription starts and our webhook hears of it. */
  async function pay(session: Session, coupon: string) {
    const plan = planOfPrice(session.priceId);
    const discounted = coupon !== '';
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer ?? (createCustomer({ metadata: session.metadata }).id as string),
      status: 'active',
      created: now(),
      currency: 'brl',
      metadata: ((session.subscription_data as Json).metadata as Record<string, string> | undefined) ?? {},
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price: priceObject(session.priceId, plan), quantity: 1 }] },
      discounts: discounted ? [newId('di')] : [],
      cancel_at_period_end: false,
      cancel_at: null,
      test_clock: TEST_CLOCK_ID,
      livemode: false,
    };
    state.subscriptions.set(subscription.id, subscription);
    const invoice = invoices.payPeriod(subscription, now(), { discountCents: discounted ? promotionDiscountCents(plan) : 0, reason: 'subscription_create' });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      customer: subscription.customer,
      amount_total: invoice.amount_paid,
      invoice: invoice.id,
      total_details: { amount_discount: discounted ? promotionDiscountCents(plan) : 0, amount_shipping: 0, amount_tax: 0 },
    });
    await deliver('customer.subscription.created', subscription);
    await deliver('checkout.session.completed', publicSession(session));
    await deliver('invoice.paid', invoice);
  }

  /** Ends the subscription now; the returned promise settles once our webhook heard customer.subscription.deleted. */
  function endSubscription(subscription: Subscription): Promise<number> {
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return deliver('customer.subscription.deleted', subscription);
  }

  const advanceClock = (id: string, frozenTime: number) => invoices.advance(id, frozenTime, endSubscription);
  return { planOfPrice, createCustomer, createSession, pay, endSubscription, refund: invoices.refund, testClock: invoices.testClock, advanceClock, updateSubscription: invoices.update };
}

export type Billing = ReturnType<typeof billing>;

/** A checkout session as Stripe answers it. */
export function publicSession(session: Session): Json {
  const { priceId: _p, ...rest } = session;
  return rest;
}

function priceObject(id: string, plan: Plan) {
  return { id, object: 'price', currency: 'brl', unit_amount: plan.amountCents, recurring: { interval: plan.interval, interval_count: plan.intervalCount }, nickname: plan.name };
}
