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
