import http from 'node:http';
import Stripe from 'stripe';
import { startStripeStandIn } from './stand-in';
import { IDEMPOTENCY_KEY_MS } from './idempotency';

/**
 * The stand-in keeps idempotency keys as Stripe does (docs.stripe.com/api/idempotent_requests): one key is one request
 * of the account, its first answer replayed (errors too), refused with other parameters or on another endpoint.
 */
describe('Stripe stand-in: idempotent requests as Stripe keeps them', () => {
  const secret = 'whsec_idem';
  /** Deliveries of checkout.session.expired wait here until let go: an endpoint still running. */
  const held: (() => void)[] = [];
  let hold = false;
  let receiver: http.Server;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let client: Stripe;
  /** No retries of its own: each call is one request (the SDK retries a 409 and a 5xx otherwise). */
  let once: Stripe;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const event = Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret);
        if (hold && event.type === 'checkout.session.expired') held.push(() => res.end('{}'));
        else res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverPort = (receiver.address() as { port: number }).port;
    standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_idem', webhookSecret: secret, webhookUrl: () => `http://127.0.0.1:${receiverPort}/`, prices: { price_m: 'Mensal' } });
    client = new Stripe('sk_test_idem', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
    once = new Stripe('sk_test_idem', { host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await standIn.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });
  afterEach(() => jest.restoreAllMocks());

  let seq = 0;
  const key = (name: string) => `${name}-${++seq}`;
  const outage = (body: { method: string; path: string; times?: number; begun?: boolean }) => fetch(`${standIn.endpoint}/_standin/outage`, { method: 'POST', body: JSON.stringify(body) });

  /** A one-off Pix of R$ 36,90, paid: its payment intent. */
  async function paidPix() {
    const customer = (await client.customers.create({ email: 'i@x.y' })).id;
    const session = await client.checkout.sessions.create({
      mode: 'payment', customer, allowed_payment_method_types: ['pix'], payment_method_options: { pix: { expires_after_seconds: 3600 } },
      line_items: [{ price_data: { currency: 'brl', unit_amount: 3690, product_data: { name: 'Plano Mensal' } }, quantity: 1 }],
      success_url: 'http://x/s', cancel_url: 'http://x/c',
    });
    expect((await fetch(`${standIn.endpoint}/_standin/pix/${session.id}/pagar`, { method: 'POST' })).status).toBe(200);
    return (await client.checkout.sessions.retrieve(session.id)).payment_intent as string;
  }
  const refundsOf = async (paymentIntent: string) => (await client.refunds.list({ payment_intent: paymentIntent })).data;

  it('the same key, endpoint and parameters (in any order) replay the first answer without running it again', async () => {
    const k = key('customer');
    const first = await client.customers.create({ email: 'a@x.y', metadata: { uid: 'u1', plan: 'Mensal' } }, { idempotencyKey: k });
    const again = await client.customers.create({ metadata: { plan: 'Mensal', uid: 'u1' }, email: 'a@x.y' }, { idempotencyKey: k });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the key with other parameters, or on another endpoint, is refused: 400 idempotency_error', async () => {
    const k = key('give-back');
    const paymentIntent = await paidPix();
    await client.refunds.create({ payment_intent: paymentIntent, metadata: { pixSession: 'cs_1', reason: 'plano-ativo' } }, { idempotencyKey: k });
    const other = client.refunds.create({ payment_intent: paymentIntent, metadata: { pixSession: 'cs_1', reason: 'conta-excluida' } }, { idempotencyKey: k });
    await expect(other).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400, rawType: 'idempotency_error', message: expect.stringContaining('same parameters') });
    const elsewhere = client.customers.create({ email: 'a@x.y' }, { idempotencyKey: k });
    await expect(elsewhere).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400, message: expect.stringContaining("'POST /v1/refunds' vs 'POST /v1/customers'") });
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
  });

  it('an error is kept too: an endpoint that failed fails again under its key (nothing run), another key runs; Stripe out of reach keeps nothing', async () => {
    const paymentIntent = await paidPix();
    const [unreached, failed, other] = [key('unreached'), key('failed'), key('other')];
    const refund = (k: string) => once.refunds.create({ payment_intent: paymentIntent, metadata: { reason: 'plano-ativo' } }, { idempotencyKey: k });
    // Stripe out of reach: a 500 before any endpoint ran, nothing kept
    expect((await outage({ method: 'POST', path: '/v1/refunds' })).status).toBe(200);
    await expect(refund(unreached)).rejects.toMatchObject({ statusCode: 500 });
    // the endpoint began, then failed: its 500 is the key's answer from now on
    expect((await outage({ method: 'POST', path: '/v1/refunds', begun: true })).status).toBe(200);
    await expect(refund(failed)).rejects.toMatchObject({ statusCode: 500, rawType: 'api_error' });
    const replayed = await refund(failed).catch((error: Stripe.errors.StripeError) => error);
    expect(replayed).toMatchObject({ statusCode: 500, headers: expect.objectContaining({ 'idempotent-replayed': 'true' }) });
    expect(await refundsOf(paymentIntent)).toEqual([]);
    // the first key kept nothing: it runs now
    expect(await refund(unreached)).toMatchObject({ amount: 3690, payment_intent: paymentIntent });
    // a business refusal is kept and replayed as it was
    await expect(refund(other)).rejects.toMatchObject({ code: 'charge_already_refunded' });
    await expect(refund(other)).rejects.toMatchObject({ code: 'charge_already_refunded', headers: expect.objectContaining({ 'idempotent-replayed': 'true' }) });
    await expect(refund(failed)).rejects.toMatchObject({ statusCode: 500 });
    expect(await refundsOf(paymentIntent)).toHaveLength(1);
  });

  it('a parameter that does not validate keeps nothing: the key then runs with the right parameters', async () => {
    const k = key('session');
    const params: Stripe.Checkout.SessionCreateParams = { mode: 'subscription', line_items: [{ price: 'price_m', quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' };
    const { cancel_url: _omitted, ...withoutCancelUrl } = params;
    await expect(client.checkout.sessions.create(withoutCancelUrl, { idempotencyKey: k })).rejects.toMatchObject({ statusCode: 400, param: 'cancel_url' });
    expect((await client.checkout.sessions.create(params, { idempotencyKey: k })).status).toBe('open');
  });

  it('keys are pruned after 24 hours: the key then starts a new request', async () => {
    const k = key('old');
    const first = await client.customers.create({ email: 'old@x.y' }, { idempotencyKey: k });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + IDEMPOTENCY_KEY_MS - 60_000);
    await expect(client.customers.create({ email: 'new@x.y' }, { idempotencyKey: k })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    jest.spyOn(Date, 'now').mockReturnValue(now + IDEMPOTENCY_KEY_MS + 1000);
    const later = await client.customers.create({ email: 'new@x.y' }, { idempotencyKey: k });
    expect(later.id).not.toBe(first.id);
  });

  it('a second request with the key while the first still runs: 409 idempotency_key_in_use, kept nowhere; then the first answer', async () => {
    const session = await client.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: 'price_m', quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' });
    const k = key('expire');
    hold = true;
    try {
      const first = once.checkout.sessions.expire(session.id, {}, { idempotencyKey: k });
      for (let i = 0; i < 200 && held.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(held).toHaveLength(1);
      await expect(once.checkout.sessions.expire(session.id, {}, { idempotencyKey: k })).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_key_in_use' });
      held.shift()!();
      expect((await first).status).toBe('expired');
    } finally {
      hold = false;
      for (const release of held.splice(0)) release();
    }
    const replayed = await once.checkout.sessions.expire(session.id, {}, { idempotencyKey: k });
    expect(replayed).toMatchObject({ id: session.id, status: 'expired' });
    expect(replayed.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});
