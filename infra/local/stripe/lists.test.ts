import type Stripe from 'stripe';
import { pixHarness, type PixHarness } from './testing/pix-harness';

/**
 * What the nightly reconciliation reads from the stand-in (lambdas/subscriptions/stripe-billing.ts paidPixSessions):
 * Checkout Sessions listed as Stripe lists them (created range, status, pages, expanded payment intent and charge),
 * and the test control that loses a webhook event.
 */
const oneOff = (h: PixHarness, customer: string, plan = 'Mensal') =>
  h.client.checkout.sessions.create({
    mode: 'payment',
    customer,
    allowed_payment_method_types: ['pix'],
    payment_method_options: { pix: { expires_after_seconds: 3600 } },
    line_items: [{ price_data: { currency: 'brl', unit_amount: 3690, product_data: { name: `Plano ${plan} (Pix)` } }, quantity: 1 }],
    metadata: { uid: 'u1', plan, formaDePagamento: 'pix' },
    success_url: 'http://x/s',
    cancel_url: 'http://x/c',
  });

describe('Stripe stand-in: listing Checkout Sessions as Stripe does, and a lost webhook', () => {
  let h: PixHarness;
  beforeEach(async () => (h = await pixHarness()));
  afterEach(() => h.stop());

  it('pages newest first (limit 10 by default, has_more, starting_after, ending_before); the SDK\u2019s for-await walks every page once', async () => {
    const customer = (await h.client.customers.create({ email: 'l@x.y' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await oneOff(h, customer)).id);
    const first = await h.client.checkout.sessions.list();
    expect(first.data).toHaveLength(10);
    expect(first.has_more).toBe(true);
    const second = await h.client.checkout.sessions.list({ starting_after: first.data[9].id });
    expect(second.data).toHaveLength(2);
    expect(second.has_more).toBe(false);
    expect(new Set([...first.data, ...second.data].map((s) => s.id))).toEqual(new Set(ids));
    const back = await h.client.checkout.sessions.list({ ending_before: second.data[0].id, limit: 3 });
    expect(back.data.map((s) => s.id)).toEqual(first.data.slice(7).map((s) => s.id));
    expect(back.has_more).toBe(true);
    const walked: string[] = [];
    for await (const s of h.client.checkout.sessions.list({ limit: 5 })) walked.push(s.id);
    expect(walked).toHaveLength(12);
    expect(new Set(walked)).toEqual(new Set(ids));
    // limit's edges: 1 and 100 are taken, 0 and 101 are refused as Stripe refuses them
    expect((await h.client.checkout.sessions.list({ limit: 1 })).data).toHaveLength(1);
    expect((await h.client.checkout.sessions.list({ limit: 100 })).data).toHaveLength(12);
    await expect(h.client.checkout.sessions.list({ limit: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' });
    await expect(h.client.checkout.sessions.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' });
  });

  it('filters by created range and status, and expands the payment intent and its latest charge (paid time, refunds)', async () => {
    const customer = (await h.client.customers.create({ email: 'l@x.y' })).id;
    const old = await oneOff(h, customer);
    await h.control(`pix/${old.id}/pagar`);
    await h.client.testHelpers.testClocks.advance('clock_carey_local', { frozen_time: old.created + 2 * 24 * 3600 });
    const recent = await oneOff(h, customer, 'Trimestral');
    expect((await h.control(`pix/${recent.id}/pagar`)).status).toBe(200);
    const open = await oneOff(h, customer);

    const since = recent.created - 3600;
    const listed = await h.client.checkout.sessions.list({ created: { gte: since }, status: 'complete', expand: ['data.payment_intent.latest_charge'] });
    expect(listed.data.map((s) => s.id)).toEqual([recent.id]);
    const intent = listed.data[0].payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    expect(listed.data[0]).toMatchObject({ mode: 'payment', payment_status: 'paid', metadata: { plan: 'Trimestral', formaDePagamento: 'pix' } });
    expect(intent).toMatchObject({ id: recent.payment_intent, status: 'succeeded' });
    expect(charge).toMatchObject({ object: 'charge', amount_refunded: 0, payment_intent: recent.payment_intent });
    expect(charge.created).toBeGreaterThanOrEqual(recent.created);
    // the range's edges: gte takes the very second, gt does not
    expect((await h.client.checkout.sessions.list({ created: { gte: recent.created }, status: 'complete' })).data.map((s) => s.id)).toEqual([recent.id]);
    expect((await h.client.checkout.sessions.list({ created: { gt: open.created }, status: 'open' })).data).toEqual([]);
    expect((await h.client.checkout.sessions.list({ created: { lt: since } })).data.map((s) => s.id)).toEqual([old.id]);
    // without expand, ids; a refund shows on the expanded charge
    expect(typeof (await h.client.checkout.sessions.list({ status: 'complete' })).data[0].payment_intent).toBe('string');
    await h.client.refunds.create({ payment_intent: recent.payment_intent as string });
    const after = await h.client.checkout.sessions.list({ created: { gte: since }, status: 'complete', expand: ['data.payment_intent.latest_charge'] });
    expect(((after.data[0].payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge).amount_refunded).toBe(3690);
    expect((await h.waitForCount(12)).map((e) => e.type).slice(8)).toEqual(['charge.refunded', 'refund.created', 'refund.updated', 'charge.refund.updated']);
  });

  it('POST /_standin/webhooks/suppress loses the next event of each type named, once: the rest of the payment\u2019s events arrive', async () => {
    const customer = (await h.client.customers.create({ email: 'l@x.y' })).id;
    const suppress = await fetch(`${h.base}/_standin/webhooks/suppress`, { method: 'POST', body: JSON.stringify({ types: ['checkout.session.async_payment_succeeded'] }) });
    expect(suppress.status).toBe(200);
    const lost = await oneOff(h, customer);
    await h.control(`pix/${lost.id}/pagar`);
    expect(h.events.map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.succeeded', 'payment_intent.succeeded']);
    const log = (await (await fetch(`${h.base}/_standin/events`)).json()) as { delivered: { type: string; suppressed?: boolean }[] };
    expect(log.delivered.filter((e) => e.suppressed).map((e) => e.type)).toEqual(['checkout.session.async_payment_succeeded']);
    const next = await oneOff(h, customer);
    await h.control(`pix/${next.id}/pagar`);
    expect(h.typesSince(3)).toEqual(['checkout.session.completed', 'charge.succeeded', 'payment_intent.succeeded', 'checkout.session.async_payment_succeeded']);
  });
});
