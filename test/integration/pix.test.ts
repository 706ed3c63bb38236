import Stripe from 'stripe';
import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { NO_PLAN } from '../../lambdas/caregivers/caregiver';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { api, useLocalStack } from './helpers/local-stack';
import { pixStack } from './helpers/pix-stack';
import { dateLabel } from '../../lambdas/subscriptions/withdrawal-window';
import { addMonthsSaoPaulo } from '../../lambdas/subscriptions/pix-period';
import { eventually } from './helpers/eventually';

/**
 * Pix through the local stack (issue 39, docs/decisions/073-pix.md): the real checkout handler on the Stripe stand-in,
 * and Stripe's Checkout events for Pix, signed, delivered to the real webhook in Stripe's order.
 */
const stack = useLocalStack();
const DAY = 24 * 3600;
const { newCaregiver, checkout, billing, mailsTo, eventsSettled, deliver, stripe, control, withCustomer } = pixStack(stack, '2198');

/** A one-off Pix Checkout Session as Stripe sends it in its events. */
const pixSession = (uid: string, customer: string, id: string, payment_status: 'paid' | 'unpaid', plan = 'Mensal', amount = 3690) => ({
  id, object: 'checkout.session', mode: 'payment', status: payment_status === 'paid' ? 'complete' : 'open', payment_status, customer, client_reference_id: uid,
  subscription: null, payment_intent: `pi_${id}`, amount_total: amount, total_details: { amount_discount: 0 }, metadata: { uid, plan, formaDePagamento: 'pix' },
});

describe('Pix through the local stack (real handlers, signed Checkout events)', () => {
  it('refuses an unknown way of paying in Portuguese, and keeps the card as the default', async () => {
    const { token } = await newCaregiver('pix-way@example.com');
    expect(await checkout(token, 'Mensal', 'boleto')).toMatchObject({ status: 400, json: { message: 'Escolha como pagar: cartão de crédito, Pix Automático ou Pix.' } });
    const card = await checkout(token, 'Mensal');
    expect(card.status).toBe(200);
  });

  it('five "Continuar" at once with Pix Automático get one session, stored on her record; a later one reuses it', async () => {
    const { uid, token } = await newCaregiver('pix-race@example.com');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => checkout(token, 'Trimestral', 'pix-automatico')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.json as { id: string }).id));
    expect(ids.size).toBe(1);
    const stored = (await getCaregiver(uid))!.pixCheckout!;
    expect(stored).toMatchObject({ sessionId: [...ids][0], method: 'pix-automatico', plan: 'Trimestral' });
    expect(((await checkout(token, 'Trimestral', 'pix-automatico')).json as { id: string }).id).toBe(stored.sessionId);
    // the session expired unpaid (Stripe's event): only the open checkout closes
    expect((await deliver('checkout.session.expired', { id: stored.sessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'unpaid', customer: (await getCaregiver(uid))!.stripeCustomerId, subscription: null, metadata: { uid, plan: 'Trimestral', formaDePagamento: 'pix-automatico' } })).json).toMatchObject({ outcome: 'applied' });
    const after = (await getCaregiver(uid))!;
    expect(after.tipodeconta).toBe(NO_PLAN);
    expect(after.pixCheckout).toBeUndefined();
  });

  it('a one-off Pix: nothing at "completed, unpaid"; the plan at the money; replays and late expiries change nothing twice', async () => {
    const { uid, email, token } = await newCaregiver('pix-once@example.com');
    const customer = await withCustomer(token, uid);
    const created = Math.floor(Date.now() / 1000);
    expect((await deliver('checkout.session.completed', pixSession(uid, customer, 'cs_pix_once', 'unpaid'), created)).json).toMatchObject({ outcome: 'ignored' });
    expect((await getCaregiver(uid))!.tipodeconta).toBe(NO_PLAN);
    const paidId = `evt_paid_${Date.now()}`;
    expect((await deliver('checkout.session.async_payment_succeeded', pixSession(uid, customer, 'cs_pix_once', 'paid'), created + 5, paidId)).json).toMatchObject({ outcome: 'applied' });
    expect((await deliver('checkout.session.async_payment_succeeded', pixSession(uid, customer, 'cs_pix_once', 'paid'), created + 5, paidId)).json).toMatchObject({ outcome: 'duplicate' });
    // the same payment through another event id (a redelivery under a new id): counted once
    expect((await deliver('checkout.session.async_payment_succeeded', pixSession(uid, customer, 'cs_pix_once', 'paid'), created + 9)).json).toMatchObject({ outcome: 'no-change' });
    expect((await deliver('checkout.session.expired', pixSession(uid, customer, 'cs_pix_once', 'unpaid'), created + 10)).json).toMatchObject({ outcome: 'no-change' });
    const me = (await getCaregiver(uid))!;
    expect(me).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'pix' });
    expect(me.pixAccessUntil).toBe(addMonthsSaoPaulo(created + 5, 1));
    const summary = (await billing(token)).subscription!;
    expect(summary).toMatchObject({ paymentMethod: 'pix', nextCharge: null, renewWithPix: false, accessUntilLabel: dateLabel(me.pixAccessUntil!), lastPayment: { amountLabel: 'R$ 36,90' } });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Seu pagamento por Pix foi confirmado']);
    // an async failure of another session of hers changes nothing
    expect((await deliver('checkout.session.async_payment_failed', pixSession(uid, customer, 'cs_pix_other', 'unpaid'), created + 20)).json).toMatchObject({ outcome: 'no-change' });
    expect((await getCaregiver(uid))!.tipodeconta).toBe('Mensal');
  });

  it('the job sends "termina em 3 dias" once, and ends a period once at its end (the e-mail "terminou" once)', async () => {
    const ending = await newCaregiver('pix-ending@example.com');
    const over = await newCaregiver('pix-over@example.com');
    const now = Math.floor(Date.now() / 1000);
    // paid 29 days ago: the month ends within 3 days; paid 40 days ago: it ended 9 or so days ago
    for (const [who, paidAt, session] of [[ending, now - 29 * DAY, 'cs_pix_ending'], [over, now - 40 * DAY, 'cs_pix_over']] as const) {
      const customer = await withCustomer(who.token, who.uid);
      expect((await deliver('checkout.session.async_payment_succeeded', pixSession(who.uid, customer, session, 'paid'), paidAt)).json).toMatchObject({ outcome: 'applied' });
    }
    expect(await stack().runJob('end-pix-periods', {})).toMatchObject({ ended: 1, reminded: 1, failed: 0 });
    expect(await stack().runJob('end-pix-periods', {})).toMatchObject({ ended: 0, reminded: 0 });
    expect((await getCaregiver(over.uid))!.tipodeconta).toBe(NO_PLAN);
    expect((await getCaregiver(ending.uid))!.tipodeconta).toBe('Mensal');
    expect((await billing(ending.token)).subscription).toMatchObject({ renewWithPix: true, nextCharge: null });
    expect((await mailsTo(over.email)).map((m) => m.subject).filter((s) => s !== 'Seu pagamento por Pix foi confirmado')).toEqual(['Seu plano do Carey terminou']);
    const endingMails = (await mailsTo(ending.email)).filter((m) => m.subject.startsWith('Seu acesso ao Carey termina em'));
    expect(endingMails).toHaveLength(1);
    expect(endingMails[0].body.html).toContain('Renovar com Pix');
    expect(endingMails[0].body.html).toMatch(/<a [^>]*href="[^"]*\/minha-conta"[^>]*>Renovar com Pix<\/a>/);
  });

  it('paying again before the end extends from the end; a card checkout is refused while the Pix period lasts', async () => {
    const { uid, token } = await newCaregiver('pix-renew@example.com');
    const customer = await withCustomer(token, uid);
    const paidAt = Math.floor(Date.now() / 1000) - 25 * DAY;
    await deliver('checkout.session.async_payment_succeeded', pixSession(uid, customer, 'cs_pix_r1', 'paid'), paidAt);
    const firstEnd = (await getCaregiver(uid))!.pixAccessUntil!;
    await deliver('checkout.session.completed', pixSession(uid, customer, 'cs_pix_r2', 'paid', 'Trimestral', 9090));
    expect((await getCaregiver(uid))!).toMatchObject({ tipodeconta: 'Trimestral', pixAccessUntil: addMonthsSaoPaulo(firstEnd, 3) });
    expect((await checkout(token, 'Mensal', 'cartao')).status).toBe(409);
  });

  it('withdrawing a one-off Pix within 7 days refunds that Pix payment in full (pending, then succeeded), and the refund\'s webhook ends the plan', async () => {
    const { uid, email, token } = await newCaregiver('pix-withdraw@example.com');
    const session = (await checkout(token, 'Mensal', 'pix')).json as { id: string };
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    const paymentIntent = (await stripe().checkout.sessions.retrieve(session.id)).payment_intent as string;
    const chargeId = (await stripe().paymentIntents.retrieve(paymentIntent)).latest_charge as string;
    expect(await stripe().charges.retrieve(chargeId)).toMatchObject({ amount: 3690, amount_refunded: 0, payment_intent: paymentIntent, payment_method_details: { type: 'pix' } });
    expect((await getCaregiver(uid))!.pixPayments).toEqual([expect.objectContaining({ sessionId: session.id, paymentIntent, amountCents: 3690 })]);
    expect((await billing(token)).subscription).toMatchObject({ paymentMethod: 'pix', withdrawal: { available: true } });
    const answer = await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} });
    expect(answer).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
    await eventsSettled();
    // The stand-in's refund of that very Pix payment, in full: pending when made, succeeded once the bank confirmed it.
    const refunds = (await stripe().refunds.list({ payment_intent: paymentIntent })).data;
    expect(refunds).toEqual([expect.objectContaining({ amount: 3690, charge: chargeId, payment_intent: paymentIntent, status: 'succeeded', metadata: expect.objectContaining({ uid, pixSession: session.id, reason: 'arrependimento' }) })]);
    expect(await stripe().charges.retrieve(chargeId)).toMatchObject({ refunded: true, amount_refunded: 3690 });
    expect(await eventually(async () => (await getCaregiver(uid))!.tipodeconta, (plan) => plan === NO_PLAN)).toBe(NO_PLAN);
    // asking again refunds nothing twice (the idempotency key per session; an already refunded charge is done)
    expect((await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} })).json).toMatchObject({ outcome: 'reembolso' });
    expect((await stripe().refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
    const refundedMails = (await mailsTo(email)).filter((m) => m.subject === 'Cancelamento e reembolso confirmados');
    expect(refundedMails).toHaveLength(1);
    expect(refundedMails[0].body.html).toContain('à sua conta pelo Pix');
  });

  it('withdrawing Pix Automático within 7 days refunds its first Pix debit in full and ends the subscription in Stripe', async () => {
    const { uid, email, token } = await newCaregiver('pix-auto-withdraw@example.com');
    const session = (await checkout(token, 'Trimestral', 'pix-automatico')).json as { id: string };
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    const subscriptionId = (await getCaregiver(uid))!.stripeSubscriptionId!;
    const invoice = (await stripe().invoices.list({ subscription: subscriptionId, expand: ['data.payments'] })).data[0];
    const paymentIntent = invoice.payments!.data[0].payment.payment_intent as string;
    const chargeId = (await stripe().paymentIntents.retrieve(paymentIntent)).latest_charge as string;
    expect(await stripe().charges.retrieve(chargeId)).toMatchObject({ amount: invoice.amount_paid, payment_method_details: { type: 'pix', pix: { mandate: expect.stringMatching(/^mandate_/) } } });
    expect(invoice.amount_paid).toBe(9090);
    const answer = await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} });
    expect(answer).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
    await eventsSettled();
    const refunds = (await stripe().refunds.list({ payment_intent: paymentIntent })).data;
    expect(refunds).toEqual([expect.objectContaining({ amount: 9090, charge: chargeId, status: 'succeeded', metadata: expect.objectContaining({ uid, subscription: subscriptionId }) })]);
    expect((await stripe().subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(await eventually(async () => (await getCaregiver(uid))!.tipodeconta, (plan) => plan === NO_PLAN)).toBe(NO_PLAN);
    expect((await mailsTo(email)).filter((m) => m.subject === 'Cancelamento e reembolso confirmados')).toHaveLength(1);
  });

  it('a Pix Automático mandate revoked in her bank app stops the renewal: she keeps the period, is told once; a replay changes nothing', async () => {
    const { uid, email, token } = await newCaregiver('pix-revoked@example.com');
    const session = (await checkout(token, 'Mensal', 'pix-automatico')).json as { id: string };
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    const subscriptionId = (await getCaregiver(uid))!.stripeSubscriptionId!;
    expect((await billing(token)).subscription).toMatchObject({ paymentMethod: 'pix-automatico', state: 'ativa', nextCharge: expect.anything() });

    expect((await control(`pix-automatico/${subscriptionId}/revogar`)).status).toBe(200);
    const subscription = await stripe().subscriptions.retrieve(subscriptionId);
    expect(subscription.cancel_at_period_end).toBe(true);
    expect((await getCaregiver(uid))!.tipodeconta).toBe('Mensal');
    const until = dateLabel(subscription.items.data[0].current_period_end);
    expect((await billing(token)).subscription).toMatchObject({ state: 'cancelamento-agendado', nextCharge: null, accessUntilLabel: until });
    const stoppedMails = async () => (await mailsTo(email)).filter((m) => m.subject === 'Cancelamento da renovação confirmado');
    expect(await eventually(stoppedMails, (m) => m.length > 0)).toHaveLength(1);

    // Stripe delivers the same event again
    const pm = typeof subscription.default_payment_method === 'string' ? subscription.default_payment_method : subscription.default_payment_method!.id;
    const again = JSON.stringify({ id: `evt_mandate_${Date.now()}`, object: 'event', created: Math.floor(Date.now() / 1000), type: 'mandate.updated', data: { object: { id: 'mandate_1', object: 'mandate', status: 'inactive', payment_method: pm }, previous_attributes: { status: 'active' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: again, secret: LOCAL_STRIPE.webhookSecret });
    const replayed = await api(stack(), '/api/stripe/webhook', { method: 'POST', body: again, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    expect(replayed.json).toMatchObject({ outcome: 'no-change' });
    await eventsSettled();
    expect(await stoppedMails()).toHaveLength(1);
    expect((await getCaregiver(uid))!.tipodeconta).toBe('Mensal');
  });

  // Last: it moves the stand-in's clock (all its subscriptions) three weeks ahead.
  it('Pix Automático\'s charge notice: remind-renewals e-mails her once, within 7 days of the debit, naming Pix Automático, the amount and the date', async () => {
    const { uid, email, token } = await newCaregiver('pix-notice@example.com');
    const session = (await checkout(token, 'Mensal', 'pix-automatico')).json as { id: string };
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    const subscription = await stripe().subscriptions.retrieve((await getCaregiver(uid))!.stripeSubscriptionId!);
    const periodEnd = subscription.items.data[0].current_period_end;
    const notices = async () => (await mailsTo(email)).filter((m) => m.subject.startsWith('Sua assinatura do Carey será renovada'));
    // 8 days before: not yet
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: periodEnd - 8 * DAY });
    expect(await stack().runJob('remind-renewals', {})).toMatchObject({ reminded: 0 });
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: periodEnd - 6 * DAY });
    expect(await stack().runJob('remind-renewals', {})).toMatchObject({ reminded: 1, failed: 0 });
    expect(await stack().runJob('remind-renewals', {})).toMatchObject({ reminded: 0 });
    await eventsSettled();
    const sent = await notices();
    expect(sent.map((m) => m.subject)).toEqual([`Sua assinatura do Carey será renovada em ${dateLabel(periodEnd)}`]);
    expect(sent[0].body.html).toContain('com a cobrança de R$ 36,90 pelo Pix Automático na sua conta');
  });
});
