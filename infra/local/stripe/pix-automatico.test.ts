import { pixHarness, type PixHarness } from './testing/pix-harness';

const DAY = 24 * 3600;

/** The Pix Automático session Carey's server would create for Mensal (R$ 36,90 a month, a fixed mandate). */
const automatico = (h: PixHarness, customer: string, mandate: Record<string, unknown> = { amount_type: 'fixed', amount: 3690, payment_schedule: 'monthly' }) =>
  h.client.checkout.sessions.create({
    mode: 'subscription',
    customer,
    allowed_payment_method_types: ['pix'],
    payment_method_options: { pix: { mandate_options: mandate } },
    line_items: [{ price: 'price_m', quantity: 1 }],
    metadata: { uid: 'u1', plan: 'Mensal' },
    subscription_data: { metadata: { uid: 'u1', plan: 'Mensal' } },
    allow_promotion_codes: true,
    success_url: 'http://x/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://x/minha-conta',
  });

/** She authorises the mandate (with the coupon) in the simulated bank app; answers her subscription's id. */
async function authorise(h: PixHarness) {
  const customer = (await h.client.customers.create({ email: 'a@x.y' })).id;
  const session = await automatico(h, customer);
  await h.page(`/checkout/${session.id}/cupom`, { cupom: 'CAREYCUIDADORES' });
  expect((await h.page(`/checkout/${session.id}/pagar`, {})).status).toBe(303);
  return { customer, session, subscription: String(h.events[0].object.id) };
}

describe('Stripe stand-in: Pix Automático (subscription mode with a mandate)', () => {
  let h: PixHarness;
  beforeEach(async () => (h = await pixHarness()));
  afterEach(() => h.stop());

  it('validates the mandate\u2019s terms as Stripe does', async () => {
    const customer = (await h.client.customers.create({ email: 'a@x.y' })).id;
    const M = 'payment_method_options[pix][mandate_options]';
    await expect(automatico(h, customer, { amount_type: 'fixed' })).rejects.toMatchObject({ statusCode: 400, param: `${M}[amount]`, code: 'parameter_missing' });
    await expect(automatico(h, customer, { amount_type: 'sometimes', amount: 3690 })).rejects.toMatchObject({ param: `${M}[amount_type]` });
    await expect(automatico(h, customer, { amount_type: 'fixed', amount: 3690, payment_schedule: 'daily' })).rejects.toMatchObject({ param: `${M}[payment_schedule]` });
    // The mandate starts 3 days ahead at the earliest: 2 days is refused, 3 days taken, and 3 days is the default.
    // The stand-in runs in this process and takes its own UTC day of "now": the clock is held still, so that a midnight
    // between the test's day and the stand-in's cannot make day(3) yesterday's earliest start.
    const heldAt = Date.now();
    const held = jest.spyOn(Date, 'now').mockReturnValue(heldAt);
    try {
      const day = (days: number) => new Date(heldAt + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
      // An end before the start is refused for the end, with a start the stand-in would otherwise take.
      await expect(automatico(h, customer, { amount_type: 'fixed', amount: 3690, start_date: day(10), end_date: day(9) })).rejects.toMatchObject({ param: `${M}[end_date]` });
      await expect(automatico(h, customer, { amount_type: 'fixed', amount: 3690, start_date: day(2) })).rejects.toMatchObject({ param: `${M}[start_date]` });
      const ok = await automatico(h, customer, { amount_type: 'maximum', payment_schedule: 'quarterly', start_date: day(3) });
      expect(ok.payment_method_options).toEqual({ pix: { expires_after_seconds: 14400, mandate_options: { amount: 40000, amount_type: 'maximum', payment_schedule: 'quarterly', start_date: day(3), end_date: null, currency: 'brl', reference: null } } });
      const byDefault = await automatico(h, customer, { amount_type: 'fixed', amount: 3690 });
      expect(byDefault.expires_at - byDefault.created).toBe(24 * 3600);
      expect(byDefault.payment_method_options).toMatchObject({ pix: { mandate_options: { payment_schedule: 'monthly', start_date: day(3) } } });
    } finally {
      held.mockRestore();
    }
  });

  it('authorising sends subscription created, completed (paid) and invoice.paid; the subscription carries a pix payment method and an active mandate', async () => {
    const customer = (await h.client.customers.create({ email: 'a@x.y' })).id;
    const session = await automatico(h, customer);
    const page = await (await h.page(`/checkout/${session.id}`)).text();
    expect(page).toContain('<h1>Autorizar Pix Automático</h1>');
    expect(page).toContain('>Autorizar Pix Automático</button>');
    expect(page).toContain('alt="QR Code Pix"');
    expect(page).toContain('R$ 36,90 por mês');
    expect(page).not.toContain('Simular falha do Pix');
    await h.page(`/checkout/${session.id}/cupom`, { cupom: 'CAREYCUIDADORES' });
    expect((await h.page(`/checkout/${session.id}/pagar`, {})).headers.get('location')).toBe(`http://x/assinatura-sucesso?session_id=${session.id}`);

    expect(h.events.map((e) => e.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    const [created, completed, paid] = h.events.map((e) => e.object);
    expect(created).toMatchObject({ status: 'active', customer, metadata: { uid: 'u1', plan: 'Mensal' }, payment_settings: { payment_method_types: ['pix'], payment_method_options: { pix: { mandate_options: { amount_type: 'fixed', amount: 3690, payment_schedule: 'monthly' } } } } });
    expect(String(created.default_payment_method)).toMatch(/^pm_/);
    expect(completed).toMatchObject({ id: session.id, mode: 'subscription', status: 'complete', payment_status: 'paid', subscription: created.id, amount_total: 1845 });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 1845, billing_reason: 'subscription_create', subscription: created.id });

    const withMethod = await h.client.subscriptions.retrieve(String(created.id), { expand: ['default_payment_method'] });
    expect(withMethod.default_payment_method).toMatchObject({ id: created.default_payment_method, type: 'pix' });
    const intent = await h.client.paymentIntents.retrieve(String(paid.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1845, payment_method: created.default_payment_method, invoice: paid.id, latest_charge: paid.charge });
    const charge = await h.client.charges.retrieve(String(paid.charge));
    expect(charge.payment_method_details).toMatchObject({ type: 'pix', pix: { mandate: expect.stringMatching(/^mandate_/) } });
    expect(await h.client.mandates.retrieve(String(charge.payment_method_details!.pix!.mandate))).toMatchObject({ status: 'active', payment_method: created.default_payment_method, payment_method_details: { type: 'pix' } });
  });

  it('the next charge: the notice (invoice.finalized, payment_intent.processing, period moved), 3 days later the debit and invoice.paid', async () => {
    const { subscription } = await authorise(h);
    const before = await h.client.subscriptions.retrieve(subscription);
    const end = before.items.data[0].current_period_end;
    // To the period's end only: the bank's notice, no money yet.
    await h.client.testHelpers.testClocks.advance('clock_carey_local', { frozen_time: end + 60 });
    expect(h.typesSince(3)).toEqual(['invoice.finalized', 'payment_intent.processing', 'customer.subscription.updated']);
    const [finalized, processing, updated] = h.events.slice(3).map((e) => e.object);
    expect(finalized).toMatchObject({ status: 'open', amount_due: 3690, amount_paid: 0, billing_reason: 'subscription_cycle', period_start: end, next_payment_attempt: expect.any(Number) });
    expect(finalized.next_payment_attempt).toBe(end + 3 * DAY);
    expect(processing).toMatchObject({ status: 'processing', amount: 3690, invoice: finalized.id });
    expect(updated).toMatchObject({ id: subscription, status: 'active', items: { data: [{ current_period_start: end }] } });

    const answer = await h.control(`pix-automatico/${subscription}/proxima-cobranca`);
    expect(answer.status).toBe(200);
    expect(h.typesSince(6)).toEqual(['charge.succeeded', 'payment_intent.succeeded', 'invoice.paid']);
    expect(h.events[6].object).toMatchObject({ amount: 3690, payment_method_details: { type: 'pix' }, invoice: finalized.id });
    expect(h.events[8].object).toMatchObject({ id: finalized.id, status: 'paid', amount_paid: 3690 });
  });

  it('a refused charge: failed payment, invoice.payment_failed, past_due; the bank\u2019s retries over, the subscription ends', async () => {
    const { subscription } = await authorise(h);
    expect((await h.control(`pix-automatico/${subscription}/falhar-cobranca`)).status).toBe(200);
    await h.control(`pix-automatico/${subscription}/proxima-cobranca`);
    expect(h.typesSince(3)).toEqual(['invoice.finalized', 'payment_intent.processing', 'customer.subscription.updated', 'payment_intent.payment_failed', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect(h.events[7].object).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0, next_payment_attempt: Number(h.events[3].object.period_start) + 10 * DAY });
    expect(h.events[8]).toMatchObject({ object: { id: subscription, status: 'past_due' }, previous: { status: 'active' } });

    await h.control(`pix-automatico/${subscription}/proxima-cobranca`);
    expect(h.typesSince(9)).toEqual(['customer.subscription.deleted']);
    expect(h.events[9].object).toMatchObject({ id: subscription, status: 'canceled' });
  });

  it('revoked in her bank\u2019s app: mandate.updated (inactive) at once; the next charge fails without a notice', async () => {
    const { subscription } = await authorise(h);
    await h.control(`pix-automatico/${subscription}/revogar`);
    expect(h.typesSince(3)).toEqual(['mandate.updated']);
    const created = h.events[0].object;
    expect(h.events[3]).toMatchObject({ object: { object: 'mandate', status: 'inactive', payment_method: created.default_payment_method }, previous: { status: 'active' } });
    expect((await h.control(`pix-automatico/${subscription}/revogar`)).status).toBe(400);

    await h.control(`pix-automatico/${subscription}/proxima-cobranca`);
    expect(h.typesSince(4)).toEqual(['invoice.finalized', 'payment_intent.payment_failed', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect(h.events[7].object).toMatchObject({ status: 'past_due' });
  });

  it('set to cancel at the period\u2019s end (as after a revoked mandate), it ends there without a charge', async () => {
    const { subscription } = await authorise(h);
    await h.client.subscriptions.update(subscription, { cancel_at_period_end: true });
    await h.waitForCount(4);
    await h.control(`pix-automatico/${subscription}/proxima-cobranca`);
    expect(h.typesSince(3)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
  });
});
