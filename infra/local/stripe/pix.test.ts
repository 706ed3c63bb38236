import type Stripe from 'stripe';
import { hasValidCrc, readFields } from './br-code';
import { pixHarness, type PixHarness } from './testing/pix-harness';

/** The one-off Pix session Carey's server would create: one period of Trimestral (R$ 90,90) by Pix, no renewal. */
const oneOff = (h: PixHarness, customer: string, pix: Record<string, unknown> = {}) => h.client.checkout.sessions.create(sessionParams(customer, pix));

function sessionParams(customer: string, pix: Record<string, unknown> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    customer,
    allowed_payment_method_types: ['pix'],
    payment_method_options: { pix: { expires_after_seconds: 3600, ...pix } },
    line_items: [{ price_data: { currency: 'brl', unit_amount: 9090, product_data: { name: 'Plano Trimestral (Pix, sem renovação)' } }, quantity: 1 }],
    metadata: { uid: 'u1', plan: 'Trimestral' },
    payment_intent_data: { metadata: { uid: 'u1', plan: 'Trimestral' } },
    allow_promotion_codes: true,
    success_url: 'http://x/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://x/minha-conta',
  };
}

/** Where the page's 'Voltar para o Carey' leads, or undefined when it has none. */
const wayBackOn = (page: string) => /<a class="button secondary" href="([^"]+)">Voltar para o Carey<\/a>/.exec(page)?.[1]?.replace(/&amp;/g, '&');
const codeOn = (page: string) => /<textarea id="pix-copia-e-cola" readonly[^>]*>([^<]+)<\/textarea>/.exec(page)?.[1] ?? '';
const field = (code: string, id: string) => readFields(code).find(([f]) => f === id)?.[1];

describe('Stripe stand-in: a one-off Pix (payment mode)', () => {
  let h: PixHarness;
  beforeEach(async () => (h = await pixHarness()));
  afterEach(() => h.stop());

  it('refuses what Stripe refuses: expires_after_seconds outside 60 s..14 days or not an integer, mandate options or a recurring price in payment mode', async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const param = 'payment_method_options[pix][expires_after_seconds]';
    await expect(oneOff(h, customer, { expires_after_seconds: 59 })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param, message: 'This value must be greater than or equal to 60.' });
    await expect(oneOff(h, customer, { expires_after_seconds: 1209601 })).rejects.toMatchObject({ param, message: 'This value must be less than or equal to 1209600.' });
    await expect(oneOff(h, customer, { expires_after_seconds: 'amanhã' })).rejects.toMatchObject({ param, code: 'parameter_invalid_integer' });
    // Both edges are taken.
    expect((await oneOff(h, customer, { expires_after_seconds: 60 })).payment_method_options).toEqual({ pix: { expires_after_seconds: 60 } });
    expect((await oneOff(h, customer, { expires_after_seconds: 1209600 })).payment_method_options).toEqual({ pix: { expires_after_seconds: 1209600 } });
    await expect(oneOff(h, customer, { mandate_options: { amount_type: 'fixed', amount: 9090 } })).rejects.toMatchObject({ param: 'payment_method_options[pix][mandate_options]' });
    // Without the option a Checkout Pix code lasts 4 hours; the older name payment_method_types is taken too.
    const plain = await h.client.checkout.sessions.create({ mode: 'payment', payment_method_types: ['pix'], line_items: [{ price_data: { currency: 'brl', unit_amount: 3690, product_data: { name: 'Plano Mensal' } } }], success_url: 'http://x/s', cancel_url: 'http://x/c' } as never);
    expect(plain).toMatchObject({ payment_method_options: { pix: { expires_after_seconds: 14400 } }, allowed_payment_method_types: ['pix'], payment_method_types: ['pix'] });
    expect(plain.expires_at - plain.created).toBe(14400);
    // expires_at (30 min..24 h, as Stripe takes it) can shorten it, never lengthen it past the code. The stand-in runs in
    // this process: its clock is held still here, so "30 minutes from now" means the same second on both sides.
    const heldAt = Date.now();
    const held = jest.spyOn(Date, 'now').mockReturnValue(heldAt);
    try {
      const at = (seconds: number) => Math.floor(heldAt / 1000) + seconds;
      const short = await h.client.checkout.sessions.create({ ...sessionParams(customer), expires_at: at(1800) });
      expect(short.expires_at - short.created).toBe(1800);
      await expect(h.client.checkout.sessions.create({ ...sessionParams(customer), expires_at: at(1799) })).rejects.toMatchObject({ param: 'expires_at' });
      await expect(h.client.checkout.sessions.create({ ...sessionParams(customer), expires_at: at(24 * 3600 + 1) })).rejects.toMatchObject({ param: 'expires_at' });
      const day = await h.client.checkout.sessions.create({ ...sessionParams(customer, { expires_after_seconds: 1209600 }), expires_at: at(24 * 3600) });
      expect(day.expires_at - day.created).toBe(24 * 3600);
      const long = await h.client.checkout.sessions.create({ ...sessionParams(customer), expires_at: at(20 * 3600) });
      expect(long.expires_at - long.created).toBe(3600);
    } finally {
      held.mockRestore();
    }
    await expect(
      h.client.checkout.sessions.create({ mode: 'payment', allowed_payment_method_types: ['pix'], line_items: [{ price: 'price_t', quantity: 1 }], success_url: 'http://x/s', cancel_url: 'http://x/c' }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]', message: expect.stringContaining('recurring price') });
  });

  it('shows the QR code and the same BR Code to copy, with the coupon\u2019s amount; paying sends completed (unpaid), then the money, then async_payment_succeeded', async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const session = await oneOff(h, customer);
    expect(session).toMatchObject({ mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: 9090, payment_method_types: ['pix'], url: `${h.base}/checkout/${session.id}` });
    expect(session.expires_at - session.created).toBe(3600);
    const intent = await h.client.paymentIntents.retrieve(session.payment_intent as string);
    expect(intent).toMatchObject({ status: 'requires_action', amount: 9090, metadata: { uid: 'u1', plan: 'Trimestral' }, next_action: { type: 'pix_display_qr_code' } });

    const first = await (await h.page(`/checkout/${session.id}`)).text();
    expect(first).toContain('alt="QR Code Pix"');
    expect(first).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR Code Pix"/);
    expect(first).toContain('<label for="pix-copia-e-cola">Pix copia e cola</label>');
    expect(first).toContain('>Copiar código</button>');
    expect(first).toContain('>Simular pagamento no app do banco</button>');
    const code = codeOn(first);
    expect(code).toBe(intent.next_action!.pix_display_qr_code!.data);
    expect(code.startsWith('000201')).toBe(true);
    expect(hasValidCrc(code)).toBe(true);
    expect(field(code, '54')).toBe('90.90');
    expect(field(code, '26')).toContain('0014br.gov.bcb.pix');

    // CAREYCUIDADORES: 50% of one month of Trimestral (R$ 15,15) off: the code now asks R$ 75,75.
    const discounted = await (await h.page(`/checkout/${session.id}/cupom`, { cupom: 'careycuidadores' })).text();
    expect(field(codeOn(discounted), '54')).toBe('75.75');
    expect(hasValidCrc(codeOn(discounted))).toBe(true);

    const paid = await h.page(`/checkout/${session.id}/pagar`, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://x/assinatura-sucesso?session_id=${session.id}`);
    expect(h.events.map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.succeeded', 'payment_intent.succeeded', 'checkout.session.async_payment_succeeded']);
    const [completed, charge, succeeded, asyncPaid] = h.events.map((e) => e.object);
    expect(completed).toMatchObject({ id: session.id, mode: 'payment', status: 'complete', payment_status: 'unpaid', customer, payment_intent: intent.id, amount_total: 7575, total_details: { amount_discount: 1515 }, metadata: { uid: 'u1', plan: 'Trimestral' } });
    expect(charge).toMatchObject({ object: 'charge', amount: 7575, paid: true, status: 'succeeded', payment_intent: intent.id, customer, invoice: null, payment_method_details: { type: 'pix' } });
    expect(succeeded).toMatchObject({ object: 'payment_intent', id: intent.id, status: 'succeeded', amount: 7575, amount_received: 7575, latest_charge: charge.id, customer, metadata: { uid: 'u1', plan: 'Trimestral' } });
    expect(asyncPaid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', payment_intent: intent.id, amount_total: 7575 });

    // Paid once: the page shows no code any more, and paying again is refused; the way back is to the success page.
    const again = await (await h.page(`/checkout/${session.id}`)).text();
    expect(codeOn(again)).toBe('');
    expect(wayBackOn(again)).toBe(`http://x/assinatura-sucesso?session_id=${session.id}`);
    expect((await h.page(`/checkout/${session.id}/pagar`, {})).status).toBe(409);
    expect((await h.control(`pix/${session.id}/pagar`)).status).toBe(400);
    expect(h.events).toHaveLength(4);

    // A Pix payment's refund is asynchronous (a Pix back to her account, confirmed by the bank): pending, then succeeded.
    const refund = await h.client.refunds.create({ payment_intent: intent.id });
    expect(refund).toMatchObject({ amount: 7575, status: 'pending', payment_intent: intent.id, charge: charge.id });
    const all = await h.waitForCount(8);
    expect(h.typesSince(4)).toEqual(['charge.refunded', 'refund.created', 'refund.updated', 'charge.refund.updated']);
    expect(all[4].object).toMatchObject({ id: charge.id, refunded: true, amount_refunded: 7575 });
    expect(all[5].object).toMatchObject({ id: refund.id, amount: 7575, payment_intent: intent.id, status: 'pending' });
    expect(all[6]).toMatchObject({ object: { id: refund.id, status: 'succeeded' }, previous: { status: 'pending' } });
    expect(all[7]).toMatchObject({ object: { id: refund.id, status: 'succeeded' }, previous: { status: 'pending' } });
    expect((await h.client.refunds.list({ payment_intent: intent.id })).data.map((r) => [r.id, r.status])).toEqual([[refund.id, 'succeeded']]);
  });

  it('fails asynchronously: completed (unpaid), payment_intent.payment_failed, async_payment_failed; no charge, nothing to refund', async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const session = await oneOff(h, customer);
    const page = await (await h.page(`/checkout/${session.id}/falhar`, {})).text();
    // Said as a failure (red, an alert), never in the green of a success; and a way back to Carey.
    expect(page).toContain('<p class="error" role="alert">O Pix falhou; o Carey foi avisado.</p>');
    expect(page).not.toMatch(/class="ok"[^>]*>O Pix falhou/);
    expect(wayBackOn(page)).toBe('http://x/minha-conta');
    expect(h.events.map((e) => e.type)).toEqual(['checkout.session.completed', 'payment_intent.payment_failed', 'checkout.session.async_payment_failed']);
    expect(h.events[0].object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'unpaid' });
    expect(h.events[1].object).toMatchObject({ id: session.payment_intent, status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_payment_attempt_expired' } });
    expect(h.events[2].object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'unpaid' });
    await expect(h.client.refunds.create({ payment_intent: session.payment_intent as string })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("'Deixar expirar sem pagar' says so plainly (not in a success's green), and the page keeps a way back to Carey", async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const session = await oneOff(h, customer);
    const page = await (await h.page(`/checkout/${session.id}/expirar`, {})).text();
    expect(page).toContain('<p role="status">O código expirou sem pagamento; o Carey foi avisado.</p>');
    expect(wayBackOn(page)).toBe('http://x/minha-conta');
    expect(wayBackOn(await (await h.page(`/checkout/${session.id}`)).text())).toBe('http://x/minha-conta');
  });

  it('expires unpaid by the test control or when the clock passes its expiry: checkout.session.expired once, and it cannot be paid after', async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const byControl = await oneOff(h, customer);
    const expired = await h.control(`pix/${byControl.id}/expirar`);
    expect(expired).toMatchObject({ status: 200, body: { id: byControl.id, status: 'expired', payment_status: 'unpaid' } });
    expect(h.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect(h.events[0].object).toMatchObject({ id: byControl.id, status: 'expired', payment_status: 'unpaid', payment_intent: byControl.payment_intent });
    expect((await h.client.paymentIntents.retrieve(byControl.payment_intent as string)).status).toBe('canceled');
    expect((await h.control(`pix/${byControl.id}/pagar`)).status).toBe(400);
    expect((await h.control(`pix/${byControl.id}/expirar`)).status).toBe(400);

    // Carey's server closing an open Pix checkout (stripe.checkout.sessions.expire), and finding open ones by customer.
    const byApi = await oneOff(h, customer);
    expect((await h.client.checkout.sessions.list({ customer, status: 'open' })).data.map((s) => s.id)).toEqual([byApi.id]);
    expect(await h.client.checkout.sessions.expire(byApi.id)).toMatchObject({ id: byApi.id, status: 'expired' });
    expect(h.typesSince(1)).toEqual(['checkout.session.expired']);
    expect((await h.client.checkout.sessions.list({ customer, status: 'open' })).data).toEqual([]);

    const byClock = await oneOff(h, customer, { expires_after_seconds: 600 });
    const lasting = await oneOff(h, customer, { expires_after_seconds: 7200 });
    await h.client.testHelpers.testClocks.advance('clock_carey_local', { frozen_time: byClock.expires_at });
    expect(h.typesSince(2)).toEqual(['checkout.session.expired']);
    expect(h.events[2].object).toMatchObject({ id: byClock.id, status: 'expired' });
    expect((await h.client.checkout.sessions.retrieve(lasting.id)).status).toBe('open');
    expect(await (await h.page(`/checkout/${byClock.id}`)).text()).toContain('Este código Pix não vale mais');
  });

  it('confirmed now, paid later ("confirmar", then "pagar"): completed unpaid at once, the money only when paid; a confirmed session cannot be expired', async () => {
    const customer = (await h.client.customers.create({ email: 'p@x.y' })).id;
    const session = await oneOff(h, customer);
    expect(await h.control(`pix/${session.id}/confirmar`)).toMatchObject({ status: 200, body: { id: session.id, status: 'complete', payment_status: 'unpaid' } });
    expect(h.events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    expect((await h.client.paymentIntents.retrieve(session.payment_intent as string)).status).not.toBe('succeeded');
    // Stripe ends only an open session: Carey's deletion finds this one still payable (docs/decisions/086).
    await expect(h.client.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('status of complete') });
    expect((await h.control(`pix/${session.id}/confirmar`)).status).toBe(400);

    expect(await h.control(`pix/${session.id}/pagar`)).toMatchObject({ status: 200, body: { id: session.id, status: 'complete', payment_status: 'paid' } });
    expect(h.typesSince(1)).toEqual(['charge.succeeded', 'payment_intent.succeeded', 'checkout.session.async_payment_succeeded']);
    expect(await h.client.paymentIntents.retrieve(session.payment_intent as string)).toMatchObject({ status: 'succeeded', amount_received: 9090 });
    expect((await h.control(`pix/${session.id}/pagar`)).status).toBe(400);
  });
});
