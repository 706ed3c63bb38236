import Stripe from 'stripe';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import type { BillingAnswer } from '../../contract';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createConfirmedUser } from '../../infra/local/seed';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { dateLabel } from '../../lambdas/subscriptions/withdrawal-window';
import { addMonthsSaoPaulo } from '../../lambdas/subscriptions/pix-period';
import { eventually } from './helpers/eventually';

/**
 * Pix through the local stack (issue 39, docs/decisions/073-pix.md): the real checkout handler on the Stripe stand-in,
 * and Stripe's Checkout events for Pix, signed, delivered to the real webhook in Stripe's order.
 */
const stack = useLocalStack();
const PASSWORD = 'Senha1234';
const DAY = 24 * 3600;
let phoneSeq = 0;

async function newCaregiver(email: string) {
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Rita Pix' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name: 'Rita Pix', email, phone: `2198${String(++phoneSeq).padStart(7, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
    genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  const { accessToken } = await signIn(stack(), email, PASSWORD);
  return { uid, email, token: accessToken };
}

const checkout = (token: string, plan: string, formaDePagamento?: unknown) => api(stack(), '/api/checkout', { method: 'POST', token, json: { plan, ...(formaDePagamento === undefined ? {} : { formaDePagamento }) } });
const billing = async (token: string) => (await api(stack(), '/api/me/assinatura', { token })).json as unknown as BillingAnswer;
const mailsTo = async (email: string) => (await mailbox(stack())).filter((m) => m.destination.to.includes(email));

async function eventsSettled() {
  const read = async () => (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number };
  expect((await eventually(read, (e) => e.inFlight === 0)).inFlight).toBe(0);
}

let eventSeq = 0;
function deliver(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000), id = `evt_pix_${++eventSeq}_${Date.now()}`) {
  const payload = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created, livemode: false, type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
  return api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

/** A one-off Pix Checkout Session as Stripe sends it in its events. */
const pixSession = (uid: string, customer: string, id: string, payment_status: 'paid' | 'unpaid', plan = 'Mensal', amount = 3690) => ({
  id, object: 'checkout.session', mode: 'payment', status: payment_status === 'paid' ? 'complete' : 'open', payment_status, customer, client_reference_id: uid,
  subscription: null, payment_intent: `pi_${id}`, amount_total: amount, total_details: { amount_discount: 0 }, metadata: { uid, plan, formaDePagamento: 'pix' },
});

/** Stripe's own SDK on the stand-in. */
const stripe = () => {
  const url = new URL(stack().stripeEndpoint);
  return new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
};

/** Her Stripe customer, as the first checkout links it (any way of paying). */
async function withCustomer(token: string, uid: string) {
  expect((await checkout(token, 'Mensal', 'pix-automatico')).status).toBe(200);
  return (await getCaregiver(uid))!.stripeCustomerId!;
}

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

  it('withdrawing within 7 days refunds the Pix payment in full through Stripe, and the refund\'s webhook ends the plan', async () => {
    // The stand-in makes charges only for invoices until its Pix checkout lands (the stand-in's part of issue 39): a
    // card subscriber's paid invoice lends its payment intent, so the refund and its webhook are Stripe's real path.
    const lender = await newCaregiver('pix-lender@example.com');
    const card = await checkout(lender.token, 'Mensal');
    expect((await fetch(`${(card.json as { url: string }).url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).toBe(303);
    const lenderCustomer = (await getCaregiver(lender.uid))!.stripeCustomerId!;
    const invoice = (await stripe().invoices.list({ customer: lenderCustomer, expand: ['data.payments'] })).data[0];
    const paymentIntent = invoice.payments!.data[0].payment.payment_intent as string;

    const { uid, email, token } = await newCaregiver('pix-withdraw@example.com');
    const customer = await withCustomer(token, uid);
    const session = { ...pixSession(uid, customer, 'cs_pix_withdraw', 'paid', 'Mensal', invoice.amount_paid), payment_intent: paymentIntent };
    await deliver('checkout.session.async_payment_succeeded', session);
    expect((await billing(token)).subscription).toMatchObject({ paymentMethod: 'pix', withdrawal: { available: true } });
    const answer = await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} });
    expect(answer).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
    const refunds = (await stripe().refunds.list({ payment_intent: paymentIntent })).data;
    expect(refunds).toEqual([expect.objectContaining({ amount: invoice.amount_paid, metadata: expect.objectContaining({ uid, pixSession: 'cs_pix_withdraw', reason: 'arrependimento' }) })]);
    for (let i = 0; i < 100 && (await getCaregiver(uid))!.tipodeconta !== NO_PLAN; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await getCaregiver(uid))!.tipodeconta).toBe(NO_PLAN);
    // asking again refunds nothing twice (the idempotency key per session; an already refunded charge is done)
    expect((await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} })).json).toMatchObject({ outcome: 'reembolso' });
    expect((await stripe().refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
    const refundedMail = (await mailsTo(email)).find((m) => m.subject === 'Cancelamento e reembolso confirmados');
    expect(refundedMail?.body.html).toContain('à sua conta pelo Pix');
  });

  it('a Pix Automático mandate revoked in her bank app stops the renewal: she keeps the period, is told once; a replay changes nothing', async () => {
    const { uid, email, token } = await newCaregiver('pix-revoked@example.com');
    const session = (await checkout(token, 'Mensal', 'pix-automatico')).json as { id: string };
    const control = (path: string) => fetch(`${stack().stripeEndpoint}/_standin/${path}`, { method: 'POST' });
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
});
