import { findPlan, promotionDiscountCents, type Plan, type PlanName } from '../../../lambdas/subscriptions/plans';
import type { Session, StandInState, Subscription } from './state';
import { ledger, TEST_CLOCK_ID } from './invoices';
import type { Deliver } from './webhooks';
import { listOf, mustGet, newId, now, StripeHttpError, type Json } from './wire';
import { oneOffLine, paymentMethodTypes, pixAmountDue, pixDetails, pixNextAction, pixOptions, putPaymentIntent } from './pix';
import { authorizeMandate, isPixAutomatico, pixAutomatico } from './pix-automatico';
import { pixOneOff } from './pix-one-off';

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
    if (form.mode !== 'subscription' && form.mode !== 'payment') throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'The local stand-in takes mode=subscription, or mode=payment with Pix.', param: 'mode' });
    for (const param of ['success_url', 'cancel_url'] as const) {
      if (typeof form[param] !== 'string') throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Missing required param: ${param}.`, param });
    }
    const mode = form.mode;
    const pix = pixOptions(form, mode);
    if (mode === 'payment' && !pix.expiresAfterSeconds) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'The local stand-in takes mode=payment only with payment_method_types [pix].', param: 'payment_method_types' });
    const items = listOf(form.line_items);
    if (mode === 'subscription' && items.length !== 1) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Exactly one line item is supported.', param: 'line_items' });
    const priceId = mode === 'subscription' ? String((items[0] as Json).price ?? '') : '';
    const line = mode === 'subscription' ? { amountCents: planOfPrice(priceId).amountCents, productName: `Plano ${planOfPrice(priceId).name}` } : oneOffLine(form, Object.keys(ctx.prices));
    const customer = typeof form.customer === 'string' ? form.customer : null;
    if (customer) mustGet(state.customers, customer, 'customer');
    const id = newId('cs_test');
    const paymentIntent = mode === 'payment' ? newId('pi') : null;
    const session: Session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      created: now(),
      // Locally a one-off Pix session lasts no longer than its code (Stripe's code runs from when she confirms).
      expires_at: Math.min(sessionExpiresAt(form), mode === 'payment' ? now() + pix.expiresAfterSeconds : Infinity),
      livemode: false,
      currency: 'brl',
      amount_total: line.amountCents,
      customer,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      metadata: (form.metadata as Json | undefined) ?? {},
      subscription_data: form.subscription_data ?? {},
      payment_method_types: paymentMethodTypes(form),
      allowed_payment_method_types: paymentMethodTypes(form),
      payment_method_options: pix.expiresAfterSeconds ? { pix: { expires_after_seconds: pix.expiresAfterSeconds, ...(pix.mandate ? { mandate_options: pix.mandate } : {}) } } : {},
      payment_intent: paymentIntent,
      allow_promotion_codes: form.allow_promotion_codes === 'true',
      // Stripe's texts of the page, as given (the stand-in's pages show `submit.message` above the pay button).
      custom_text: { after_submit: null, shipping_address: null, terms_of_service_acceptance: null, submit: null, ...((form.custom_text as Json | undefined) ?? {}) },
      locale: form.locale ?? null,
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      priceId,
      subscription: null,
      url: `${ctx.endpoint()}/checkout/${id}`,
      ...(pix.expiresAfterSeconds ? { pix: { ...line, expiresAt: now() + pix.expiresAfterSeconds, coupon: '' } } : {}),
    };
    if (paymentIntent) {
      const metadata = ((form.payment_intent_data as Json | undefined)?.metadata as Json | undefined) ?? {};
      putPaymentIntent(state, { id: paymentIntent, amount: line.amountCents, customer, metadata, status: 'requires_action', latest_charge: null, next_action: pixNextAction(session, paymentIntent, line.amountCents) });
    }
    state.sessions.set(id, session);
    return publicSession(session);
  }

  /**
   * 'Pagar' on the checkout page (a card), or 'Autorizar Pix Automático' in the simulated bank app (a mandate and the
   * first payment): the subscription starts and our webhook hears of it.
   */
  async function pay(session: Session, coupon: string) {
    const plan = planOfPrice(session.priceId);
    const discounted = coupon !== '';
    const mandateTerms = ((session.payment_method_options as Json).pix as Json | undefined)?.mandate_options as Json | undefined;
    const customer = session.customer ?? (createCustomer({ metadata: session.metadata }).id as string);
    const pix = mandateTerms ? authorizeMandate(state, customer, mandateTerms) : null;
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      created: now(),
      currency: 'brl',
      metadata: ((session.subscription_data as Json).metadata as Record<string, string> | undefined) ?? {},
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price: priceObject(session.priceId, plan), quantity: 1 }] },
      discounts: discounted ? [newId('di')] : [],
      cancel_at_period_end: false,
      cancel_at: null,
      default_payment_method: pix ? pix.paymentMethod : null,
      payment_settings: { payment_method_types: pix ? ['pix'] : null, payment_method_options: pix ? { pix: { mandate_options: mandateTerms } } : null },
      test_clock: TEST_CLOCK_ID,
      livemode: false,
    };
    state.subscriptions.set(subscription.id, subscription);
    const invoice = invoices.payPeriod(subscription, now(), { discountCents: discounted ? promotionDiscountCents(plan) : 0, reason: 'subscription_create', ...(pix ? { paymentMethodDetails: pixDetails(pix.mandate) } : {}) });
    if (pix) putPaymentIntent(state, { id: invoice.payment_intent, amount: invoice.amount_paid, customer, invoice: invoice.id, status: 'succeeded', amount_received: invoice.amount_paid, payment_method: pix.paymentMethod, latest_charge: invoice.charge });
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

  const automatico = pixAutomatico({ state, deliver, invoices, endSubscription });
  const oneOff = pixOneOff({ state, deliver, createCustomer, publicSession });

  /** The clock moves: renewals (card or Pix Automático), then open sessions past their expiry end (checkout.session.expired). */
  async function advanceClock(id: string, frozenTime: number) {
    const clock = await invoices.advance(id, frozenTime, { endSubscription, otherWay: (s, t) => (isPixAutomatico(s) ? automatico.advance(s, t) : null) });
    for (const session of state.sessions.values()) if (session.status === 'open' && Number(session.expires_at) <= frozenTime) await oneOff.expire(session);
    state.save();
    return clock;
  }

  /** What she pays today on a Pix session (the coupon applied on its page). */
  const pixDue = (session: Session) => {
    const amount = pixAmountDue(session, () => promotionDiscountCents(planOfPrice(session.priceId)));
    return { amount, discount: session.pix!.amountCents - amount };
  };

  /** The simulated bank app and the test controls (pix-page.ts, POST /_standin/pix...). */
  const pix = {
    due: pixDue,
    pay: (session: Session) => (session.mode === 'payment' ? oneOff.pay(session, pixDue(session).amount, pixDue(session).discount) : pay(session, session.pix!.coupon)),
    confirm: (session: Session) => oneOff.confirm(session, pixDue(session).amount, pixDue(session).discount),
    fail: (session: Session) => oneOff.fail(session, pixDue(session).amount, pixDue(session).discount),
    expire: oneOff.expire,
    revoke: automatico.revoke,
    failNextCharge: automatico.failNextCharge,
    nextCharge: (s: Subscription) => advanceClock(TEST_CLOCK_ID, Math.max(automatico.nextDebitAt(s), now()) + 60),
  };
  return { planOfPrice, createCustomer, createSession, pay, endSubscription, refund: invoices.refund, testClock: invoices.testClock, advanceClock, updateSubscription: invoices.update, pix };
}

export type Billing = ReturnType<typeof billing>;

/** expires_at as Stripe takes it: 30 minutes to 24 hours from now, 24 hours when absent. */
function sessionExpiresAt(form: Json): number {
  if (form.expires_at === undefined) return now() + 24 * 3600;
  const at = Number(form.expires_at);
  if (!Number.isInteger(at) || at < now() + 1800 || at > now() + 24 * 3600)
    throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', param: 'expires_at' });
  return at;
}

/** A checkout session as Stripe answers it. */
export function publicSession(session: Session): Json {
  const { priceId: _p, pix: _x, ...rest } = session;
  return rest;
}

function priceObject(id: string, plan: Plan) {
  return { id, object: 'price', currency: 'brl', unit_amount: plan.amountCents, recurring: { interval: plan.interval, interval_count: plan.intervalCount }, nickname: plan.name };
}
