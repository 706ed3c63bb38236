import http from 'node:http';
import Stripe from 'stripe';
import { startStripeStandIn } from '../stand-in';

export interface ReceivedEvent {
  type: string;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

/** A stand-in of its own (its own clock) and a webhook receiver that checks every signature and records what arrives, in order. */
export async function pixHarness() {
  const secret = 'whsec_pix';
  const events: ReceivedEvent[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const event = Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret);
      const data = event.data as unknown as { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
      events.push({ type: event.type, object: data.object, ...(data.previous_attributes ? { previous: data.previous_attributes } : {}) });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as { port: number }).port;
  const standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_pix', webhookSecret: secret, webhookUrl: () => `http://127.0.0.1:${receiverPort}/`, prices: { price_m: 'Mensal', price_t: 'Trimestral' } });
  const client = new Stripe('sk_test_pix', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  const base = standIn.endpoint;
  return {
    client,
    events,
    base,
    /** The events received since `from`, by type, in order. */
    typesSince: (from: number) => events.slice(from).map((e) => e.type),
    async waitForCount(count: number) {
      for (let i = 0; i < 200 && events.length < count; i++) await new Promise((r) => setTimeout(r, 20));
      return events;
    },
    page: (path: string, form?: Record<string, string>) =>
      fetch(`${base}${path}`, form ? { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' } : { redirect: 'manual' }),
    control: async (path: string) => {
      const res = await fetch(`${base}/_standin/${path}`, { method: 'POST' });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async stop() {
      await standIn.stop();
      await new Promise((resolve) => receiver.close(resolve));
    },
  };
}

export type PixHarness = Awaited<ReturnType<typeof pixHarness>>;
