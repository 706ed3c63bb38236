import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { escapeHtml } from './layout';
import { startStripeStandIn } from './stand-in';
import { parseForm } from './wire';

describe('Stripe stand-in helpers', () => {
  it('decodes Stripe\u2019s bracketed form encoding', () => {
    expect(parseForm('mode=subscription&line_items[0][price]=price_m&line_items[0][quantity]=1&metadata[uid]=u1&subscription_data[metadata][plan]=Mensal')).toEqual({
      mode: 'subscription',
      line_items: { 0: { price: 'price_m', quantity: '1' } },
      metadata: { uid: 'u1' },
      subscription_data: { metadata: { plan: 'Mensal' } },
    });
  });

  it('escapes text put into its pages', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('Stripe stand-in state', () => {
  it('keeps sessions between restarts when given a state file (npm run dev keeps DynamoDB too)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-standin-'));
    const options = { port: 0, secretKey: 'sk_test_s', webhookSecret: 'whsec_s', webhookUrl: () => 'http://127.0.0.1:9/', prices: { price_m: 'Mensal' as const }, stateFile: path.join(dir, 'stripe.json') };
    const client = (port: number) => new Stripe('sk_test_s', { host: '127.0.0.1', port, protocol: 'http' });
    try {
      const first = await startStripeStandIn(options);
      const customer = await client(first.port).customers.create({ email: 'a@b.c' });
      const session = await client(first.port).checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_m', quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' });
      await first.stop();
      const second = await startStripeStandIn(options);
      expect((await client(second.port).checkout.sessions.retrieve(session.id)).customer).toBe(customer.id);
      await expect(client(second.port).checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_x', quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' })).rejects.toThrow("No such price: 'price_x'");
      await expect(new Stripe('sk_test_wrong', { host: '127.0.0.1', port: second.port, protocol: 'http' }).customers.create({})).rejects.toThrow('Invalid API Key');
      await second.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Stripe stand-in billing: invoices, refunds, cancellation, the test clock', () => {
  const secret = 'whsec_billing';
  const events: { type: string; object: Record<string, unknown>; created: number }[] = [];
  let receiver: http.Server;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let client: Stripe;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const event = Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret);
        events.push({ type: event.type, object: event.data.object as unknown as Record<string, unknown>, created: event.created });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverPort = (receiver.address() as { port: number }).port;
    standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_b', webhookSecret: secret, webhookUrl: () => `http://127.0.0.1:${receiverPort}/`, prices: { price_m: 'Mensal', price_t: 'Trimestral' } });
    client = new Stripe('sk_test_b', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  });
  afterAll(async () => {
    await standIn.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const waitFor = async (type: string, count = 1) => {
    for (let i = 0; i < 100 && events.filter((e) => e.type === type).length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return events.filter((e) => e.type === type);
  };

  async function subscribe(price: string, coupon: string) {
    const customer = await client.customers.create({ email: 'b@c.d' });
    const session = await client.checkout.sessions.create({ mode: 'subscription', customer: customer.id, allow_promotion_codes: true, line_items: [{ price, quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' });
    const paid = await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: coupon }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    return (await client.checkout.sessions.retrieve(session.id)).subscription as string;
  }

  it("a paid card checkout visited again says so, with 'Voltar para o Carey' to where paying sends her", async () => {
    const customer = await client.customers.create({ email: 'b@c.d' });
    const session = await client.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_m', quantity: 1 }], success_url: 'http://x/s?id={CHECKOUT_SESSION_ID}', cancel_url: 'http://x/c' });
    const open = await (await fetch(session.url!)).text();
    expect(open).not.toContain('Voltar para o Carey');
    expect((await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).toBe(303);
    const again = await (await fetch(session.url!)).text();
    expect(again).toContain('Este pagamento já foi concluído ou expirou.');
    expect(/<a class="button secondary" href="([^"]+)">Voltar para o Carey<\/a>/.exec(again)?.[1]).toBe(`http://x/s?id=${session.id}`);
  });

  it('pays the first invoice with the coupon, refunds it once in full, with its events', async () => {
    const subscriptionId = await subscribe('price_m', 'CAREYCUIDADORES');
    const subscription = await client.subscriptions.retrieve(subscriptionId);
    expect(subscription.test_clock).toBe('clock_carey_local');
    const [invoice] = (await client.invoices.list({ subscription: subscriptionId })).data;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1845, subtotal: 3690, billing_reason: 'subscription_create' });
    expect(invoice.total_discount_amounts?.[0]?.amount).toBe(1845);
    expect(subscription.items.data[0].current_period_end).toBe(invoice.period_end);
    expect((await waitFor('invoice.paid')).map((e) => e.object.id)).toContain(invoice.id);

    const paymentIntent = invoice.payments!.data[0].payment.payment_intent as string;
    const refund = await client.refunds.create({ payment_intent: paymentIntent, metadata: { uid: 'u1' } });
    expect(refund).toMatchObject({ amount: 1845, status: 'succeeded', payment_intent: paymentIntent, metadata: { uid: 'u1' } });
    expect((await waitFor('refund.created')).at(-1)!.object).toMatchObject({ id: refund.id, amount: 1845 });
    expect((await waitFor('charge.refunded')).at(-1)!.object).toMatchObject({ refunded: true, amount_refunded: 1845 });
    await expect(client.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({ code: 'charge_already_refunded' });

    await client.subscriptions.cancel(subscriptionId);
    expect((await waitFor('customer.subscription.deleted')).at(-1)!.object).toMatchObject({ id: subscriptionId, status: 'canceled' });
  });

  it('renews at the period\u2019s end when the clock is advanced, and ends a subscription set to cancel at the period\u2019s end', async () => {
    const renewing = await subscribe('price_t', '');
    const ending = await subscribe('price_m', '');
    const updated = await client.subscriptions.update(ending, { cancel_at_period_end: true });
    expect(updated.cancel_at).toBe(updated.items.data[0].current_period_end);
    expect((await waitFor('customer.subscription.updated')).at(-1)!.object).toMatchObject({ id: ending, cancel_at_period_end: true });

    const clock = await client.testHelpers.testClocks.retrieve('clock_carey_local');
    const renewalAt = (await client.subscriptions.retrieve(renewing)).items.data[0].current_period_end;
    const before = events.length;
    const advanced = await client.testHelpers.testClocks.advance('clock_carey_local', { frozen_time: renewalAt + 60 });
    expect(advanced.frozen_time).toBeGreaterThanOrEqual(renewalAt + 60);
    expect(advanced.frozen_time - clock.frozen_time).toBeGreaterThan(80 * 24 * 3600);
    const after = events.slice(before);
    expect(after.find((e) => e.type === 'customer.subscription.deleted')?.object.id).toBe(ending);
    const renewals = after.filter((e) => e.type === 'invoice.paid' && (e.object.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === renewing);
    expect(renewals).toHaveLength(1);
    expect(renewals[0].object).toMatchObject({ amount_paid: 9090, billing_reason: 'subscription_cycle', period_start: renewalAt });
    expect(renewals[0].created).toBeGreaterThanOrEqual(renewalAt);
    await expect(client.testHelpers.testClocks.advance('clock_carey_local', { frozen_time: renewalAt })).rejects.toThrow('frozen_time');
  });
});
