import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Metrics } from '@aws-lambda-powertools/metrics';
import Stripe from 'stripe';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey } from '../../lambdas/caregivers/store';
import type { BillingAnswer, CancellationAnswer } from '../../contract';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createConfirmedUser } from '../../infra/local/seed';
import { eventually } from './helpers/eventually';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { expectDeletionFinished } from './helpers/deletion';

const stack = useLocalStack();
const PASSWORD = 'Senha1234';
const DAY = 24 * 3600;
let phoneSeq = 0;

/** Stripe's own SDK on the stand-in: what the tests look at (refunds) and the test clock they move. */
const stripe = () => {
  const url = new URL(stack().stripeEndpoint);
  return new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
};

async function newCaregiver(email: string) {
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Ana Cobrança' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid,
    name: 'Ana Cobrança',
    email,
    phone: `3199${String(++phoneSeq).padStart(7, '0')}`,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
  });
  const { accessToken } = await signIn(stack(), email, PASSWORD);
  return { uid, email, token: accessToken };
}

/** Checkout through our API, then 'Pagar' on the stand-in's page (which delivers the signed events before it redirects). */
async function subscribe(token: string, plan: 'Mensal' | 'Trimestral', coupon: string) {
  const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan } });
  expect(checkout.status).toBe(200);
  const paid = await fetch(`${(checkout.json as { url: string }).url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: coupon }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await api(stack(), '/api/me', { token })).json.tipodeconta).toBe(plan);
}

const billing = async (token: string) => (await api(stack(), '/api/me/assinatura', { token })).json as unknown as BillingAnswer;
const cancel = (token: string) => api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} });
const mailsTo = async (email: string) => (await mailbox(stack())).filter((m) => m.destination.to.includes(email));

/** Every event the stand-in sent has been answered (so none reaches a stopped stack). */
async function eventsSettled() {
  const read = async () => (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number };
  expect((await eventually(read, (e) => e.inFlight === 0)).inFlight).toBe(0);
}

afterEach(eventsSettled);

/** The stand-in's test-only switch: the next call of a method and path prefix fails as a Stripe outage would. */
const outage = (method: string, path: string) => fetch(`${stack().stripeEndpoint}/_standin/outage`, { method: 'POST', body: JSON.stringify({ method, path, times: 1 }) });
const subscriptionOf = async (uid: string) => (await stripe().subscriptions.list({ status: 'all', limit: 100 })).data.find((s) => s.metadata.uid === uid)!;

const refundsOf = async (uid: string) => (await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === uid);

/** The last value a run wrote of one metric (a run writes several). */
const lastMetric = (spy: jest.SpyInstance, name: string) => spy.mock.calls.filter(([n]) => n === name).at(-1) as unknown[] | undefined;

describe('what she pays, and withdrawing within 7 days (real handlers, Stripe stand-in, its test clock)', () => {
  it('subscribes with the coupon, sees what she pays, withdraws on day 0: one full refund, Sem Plano, one e-mail; a replayed refund event changes nothing', async () => {
    const ana = await newCaregiver('ana.reembolso@exemplo.com.br');
    await subscribe(ana.token, 'Mensal', 'CAREYCUIDADORES');

    const view = await billing(ana.token);
    expect(view.subscription).toMatchObject({
      plan: 'Mensal',
      state: 'ativa',
      lastPayment: { amountLabel: 'R$ 18,45', coupon: 'CAREYCUIDADORES', discountLabel: 'R$ 18,45' },
      nextCharge: { amountLabel: 'R$ 36,90' },
      withdrawal: { available: true },
    });
    const confirmed = await eventually(() => mailsTo(ana.email), (m) => m.length >= 1);
    expect(confirmed.map((m) => m.subject)).toEqual(['Sua assinatura do Carey está confirmada']);
    for (const text of ['plano Mensal', 'R$ 18,45', 'CAREYCUIDADORES', `Próxima cobrança: ${view.subscription!.nextCharge!.dateLabel}, no valor de R$ 36,90`, 'Cancelar e pedir reembolso']) {
      expect(confirmed[0].body.html).toContain(text);
    }

    const answer = await cancel(ana.token);
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as CancellationAnswer).outcome).toBe('reembolso');
    expect((answer.json as unknown as CancellationAnswer).message).toContain('Devolvemos R$ 18,45');

    const me = await eventually(async () => (await api(stack(), '/api/me', { token: ana.token })).json, (j) => j.tipodeconta === 'Sem Plano');
    expect(me).toMatchObject({ tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled' });
    const refunds = (await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === ana.uid);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1845, status: 'succeeded' });

    const mails = await eventually(() => mailsTo(ana.email), (m) => m.length >= 2);
    expect(mails.map((m) => m.subject)).toEqual(['Sua assinatura do Carey está confirmada', 'Cancelamento e reembolso confirmados']);
    expect(mails[1].body.html).toContain('Devolvemos R$ 18,45');
    expect((await billing(ana.token)).subscription).toBeNull();

    // Stripe delivers the refund event again (same id): duplicate, nothing changes, no second e-mail.
    const delivered = (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { delivered: { id: string; type: string }[] };
    const refundEvent = delivered.delivered.filter((e) => e.type === 'refund.created').at(-1)!;
    const payload = JSON.stringify({ id: refundEvent.id, object: 'event', created: Math.floor(Date.now() / 1000), type: 'refund.created', data: { object: refunds[0] } });
    const replay = await api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret }) } });
    expect(replay.json).toEqual({ received: true, outcome: 'duplicate' });
    expect((await api(stack(), '/api/me', { token: ana.token })).json.tipodeconta).toBe('Sem Plano');
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(ana.email)).toHaveLength(2);
    expect((await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === ana.uid)).toHaveLength(1);

    // Nothing left to cancel.
    expect((await cancel(ana.token)).status).toBe(409);
  });

  // Claim (docs/decisions/068): every withdrawal is honoured, and each is counted once on her record, per
  // subscription: subscribe, withdraw, subscribe, withdraw leaves two; the team's page of her shows the number.
  it('subscribe, withdraw, subscribe, withdraw: both refunded, two withdrawals counted', async () => {
    const cris = await newCaregiver('cris.repete@exemplo.com.br');
    const withdrawn = async () => [...((await getCaregiver(cris.uid))?.assinaturasDesistidas ?? [])];
    expect(await withdrawn()).toEqual([]);
    for (const round of [1, 2]) {
      await subscribe(cris.token, 'Mensal', '');
      const subscriptionId = (await getCaregiver(cris.uid))!.stripeSubscriptionId!;
      const answer = await cancel(cris.token);
      expect({ round, status: answer.status, outcome: answer.json.outcome }).toEqual({ round, status: 200, outcome: 'reembolso' });
      await eventually(async () => (await api(stack(), '/api/me', { token: cris.token })).json, (j) => j.tipodeconta === 'Sem Plano');
      expect(await withdrawn()).toContain(subscriptionId);
      expect(await withdrawn()).toHaveLength(round);
      // nothing left to withdraw: asking again counts nothing more
      expect((await cancel(cris.token)).status).toBe(409);
      expect(await withdrawn()).toHaveLength(round);
    }
    expect((await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === cris.uid)).toHaveLength(2);
    // hers to see too (LGPD art. 18): her export lists them
    const exported = (await api(stack(), '/api/me/export', { token: cris.token })).json as { assinatura: { desistencias?: string[] } };
    expect(exported.assinatura.desistencias).toEqual((await withdrawn()).sort());
    expect(exported.assinatura.desistencias).toHaveLength(2);
  });

  it('on day 8 the refund is no longer offered: cancelling stops the renewal and she keeps access to the period\u2019s end', async () => {
    const bia = await newCaregiver('bia.fim@exemplo.com.br');
    await subscribe(bia.token, 'Trimestral', '');
    const clock = await stripe().testHelpers.testClocks.retrieve('clock_carey_local');
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: clock.frozen_time + 8 * DAY });

    const view = await billing(bia.token);
    expect(view.subscription).toMatchObject({ plan: 'Trimestral', state: 'ativa', lastPayment: { amountLabel: 'R$ 90,90', coupon: null }, withdrawal: { available: false } });
    const accessUntil = view.subscription!.accessUntilLabel!;
    expect(view.subscription!.nextCharge).toEqual({ amountLabel: 'R$ 90,90', dateLabel: accessUntil });

    const answer = await cancel(bia.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ outcome: 'fim-do-periodo', message: `Renovação cancelada. Você continua com acesso até ${accessUntil} e não será cobrada novamente.` });
    const after = await eventually(() => billing(bia.token), (b) => b.subscription?.state === 'cancelamento-agendado');
    expect(after.subscription).toMatchObject({ state: 'cancelamento-agendado', nextCharge: null, accessUntilLabel: accessUntil });
    expect((await api(stack(), '/api/me', { token: bia.token })).json.tipodeconta).toBe('Trimestral');
    expect((await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === bia.uid)).toHaveLength(0);
    await eventsSettled();
    const stopped = (await mailsTo(bia.email)).filter((m) => m.subject === 'Cancelamento da renovação confirmado');
    expect(stopped).toHaveLength(1);
    expect(stopped[0].body.html).toContain(`Você continua com acesso até ${accessUntil}`);
  });

  it('reminds her once, 7 days before a quarterly renewal (amount, date, how to cancel), whatever the job\u2019s runs', async () => {
    const cara = await newCaregiver('cara.lembrete@exemplo.com.br');
    await subscribe(cara.token, 'Trimestral', '');
    const renewal = (await billing(cara.token)).subscription!.nextCharge!;
    const reminders = async () => (await mailsTo(cara.email)).filter((m) => m.subject.startsWith('Sua assinatura do Carey será renovada'));

    await stack().runJob('remind-renewals', {});
    expect(await reminders()).toHaveLength(0);

    const subscriptionId = (await stripe().subscriptions.list({ status: 'active' })).data.find((s) => s.metadata.uid === cara.uid)!.id;
    const periodEnd = (await stripe().subscriptions.retrieve(subscriptionId)).items.data[0].current_period_end;
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: periodEnd - 7 * DAY + 3600 });
    await eventsSettled();
    expect(await stack().runJob('remind-renewals', {})).toMatchObject({ reminded: 1, failed: 0 });
    expect(await stack().runJob('remind-renewals', {})).toMatchObject({ reminded: 0 });
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Sua assinatura do Carey será renovada em ${renewal.dateLabel}`);
    for (const text of ['plano Trimestral', renewal.dateLabel, 'R$ 90,90', 'Cancelar renovação']) expect(sent[0].body.html).toContain(text);

    // A day later the same period is not reminded again.
    const clock = await stripe().testHelpers.testClocks.retrieve('clock_carey_local');
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: clock.frozen_time + DAY });
    await stack().runJob('remind-renewals', {});
    expect(await reminders()).toHaveLength(1);
  });

  it('confirms an account deletion by e-mail, once', async () => {
    const dora = await newCaregiver('dora.exclusao@exemplo.com.br');
    await subscribe(dora.token, 'Mensal', '');
    const deleted = await api(stack(), '/api/me/deletion', { method: 'POST', token: dora.token, json: { password: PASSWORD, confirm: true } });
    await expectDeletionFinished(stack(), deleted);
    await eventsSettled();
    await stack().runJob('resume-account-deletions', { graceMs: 0 });
    const mails = (await mailsTo(dora.email)).filter((m) => m.subject === 'Sua conta no Carey foi excluída');
    expect(mails).toHaveLength(1);
    expect(mails[0].body.html).toContain('/politica-de-privacidade');
    expect(mails[0].body.html).toContain('não haverá novas cobranças');
  });

  it('the nightly reconciliation finds a plan the table lost, mends it through the webhook\u2019s transitions once, and counts it (stripeOutOfSync)', async () => {
    const eva = await newCaregiver('eva.reconcilia@exemplo.com.br');
    await subscribe(eva.token, 'Mensal', '');
    await eventsSettled();
    // As if Stripe's events about her had been lost: the table shows no plan while Stripe bills her.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(eva.uid), UpdateExpression: 'SET tipodeconta = :n REMOVE stripeSubscriptionId, subscriptionStatus', ExpressionAttributeValues: { ':n': 'Sem Plano' } }));
    const metric = jest.spyOn(Metrics.prototype, 'addMetric');
    try {
      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 1, mended: 1 });
      expect(metric).toHaveBeenCalledWith('StripeSubscriptionsOutOfSync', 'Count', 1);
      expect((await api(stack(), '/api/me', { token: eva.token })).json).toMatchObject({ tipodeconta: 'Mensal', subscriptionStatus: 'active' });
      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 0, mended: 0 });
      expect(lastMetric(metric, 'StripeSubscriptionsOutOfSync')).toEqual(['StripeSubscriptionsOutOfSync', 'Count', 0]);
    } finally {
      metric.mockRestore();
    }
  });

  it('a failed renewal payment: the view says so and one e-mail says how to update the card and that access may end', async () => {
    const fay = await newCaregiver('fay.falha@exemplo.com.br');
    await subscribe(fay.token, 'Mensal', '');
    const portalUrl = ((await api(stack(), '/api/billing-portal', { method: 'POST', token: fay.token })).json as { url: string }).url;
    const subscription = /name="subscription" value="(sub_\w+)"/.exec(await (await fetch(portalUrl)).text())![1];
    expect((await fetch(`${portalUrl}/falha`, { method: 'POST', body: new URLSearchParams({ subscription }), redirect: 'manual' })).status).toBe(303);
    await eventsSettled();
    expect((await billing(fay.token)).subscription).toMatchObject({ state: 'pagamento-falhou', plan: 'Mensal' });
    const failed = (await mailsTo(fay.email)).filter((m) => m.subject === 'Não conseguimos cobrar sua assinatura do Carey');
    expect(failed).toHaveLength(1);
    for (const text of ['Gerenciar assinatura', 'Tentaremos cobrar de novo em', 'seu acesso termina']) expect(failed[0].body.html).toContain(text);
  });
});

/**
 * Proves through the real handlers and the stand-in's test clock: the window ends with the 7th São Paulo day after
 * the first payment (not 7 × 24 h after it), and a renewal's payment opens no new window.
 */
describe('the withdrawal window on Stripe\u2019s clock (São Paulo days, from the first payment)', () => {
  const advanceTo = async (frozenTime: number) => {
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: frozenTime });
    await eventsSettled();
  };
  const utc = (day: number, hours: number, minutes = 0) => day + hours * 3600 + minutes * 60;

  it('paid at 15:00: refunded when asked at 20:00 on the 7th day; open at 23:59 that day; refused at 00:00 of the 8th', async () => {
    const now = (await stripe().testHelpers.testClocks.retrieve('clock_carey_local')).frozen_time;
    // The next UTC midnight a day ahead; 18:00 UTC is 15:00 in São Paulo.
    const d0 = Math.ceil(now / DAY) * DAY + DAY;
    await advanceTo(utc(d0, 18));
    const gil = await newCaregiver('gil.dia7@exemplo.com.br');
    const hel = await newCaregiver('hel.dia8@exemplo.com.br');
    await subscribe(gil.token, 'Trimestral', '');
    await subscribe(hel.token, 'Trimestral', '');

    await advanceTo(utc(d0 + 7 * DAY, 23)); // 20:00 in São Paulo on the 7th day after the payment
    expect((await billing(gil.token)).subscription!.withdrawal.available).toBe(true);
    const refunded = await cancel(gil.token);
    expect(refunded.json).toMatchObject({ outcome: 'reembolso', message: expect.stringContaining('Devolvemos R$ 90,90') });

    await advanceTo(utc(d0 + 8 * DAY, 2, 59)); // 23:59 in São Paulo, still the 7th day
    expect((await billing(hel.token)).subscription!.withdrawal).toMatchObject({ available: true, refundLabel: 'R$ 90,90' });
    await advanceTo(utc(d0 + 8 * DAY, 3)); // 00:00 in São Paulo of the 8th day
    expect((await billing(hel.token)).subscription!.withdrawal).toEqual({ available: false, untilLabel: null, refundLabel: null });
    expect((await cancel(hel.token)).json).toMatchObject({ outcome: 'fim-do-periodo' });
    expect((await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === hel.uid)).toHaveLength(0);
  });

  it('two paid invoices: the day after the renewal she is past the window of her first payment, so no refund', async () => {
    const ivo = await newCaregiver('ivo.renovou@exemplo.com.br');
    await subscribe(ivo.token, 'Mensal', '');
    const subscriptionId = (await stripe().subscriptions.list({ status: 'active', limit: 100 })).data.find((s) => s.metadata.uid === ivo.uid)!.id;
    const periodEnd = (await stripe().subscriptions.retrieve(subscriptionId)).items.data[0].current_period_end;
    await advanceTo(periodEnd + DAY);
    const paid = (await stripe().invoices.list({ subscription: subscriptionId, status: 'paid', limit: 10 })).data;
    expect(paid).toHaveLength(2);

    expect((await billing(ivo.token)).subscription).toMatchObject({ lastPayment: { amountLabel: 'R$ 36,90' }, withdrawal: { available: false, untilLabel: null } });
    expect((await cancel(ivo.token)).json).toMatchObject({ outcome: 'fim-do-periodo' });
    expect((await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === ivo.uid)).toHaveLength(0);
  });
});

/**
 * Proves: a withdrawal that failed half way (the refund made, the subscription not ended) is finished by asking
 * again, with one refund per payment (the refund's idempotency key is the invoice's: `carey-withdrawal-<invoice>`),
 * and a payment already refunded elsewhere does not stop her withdrawal.
 */
describe('withdrawing again after a partial failure', () => {

  it('the refund made, Stripe fails to end the subscription: asking again ends it, still one refund, and the refund is the invoice\u2019s', async () => {
    const jo = await newCaregiver('jo.retenta@exemplo.com.br');
    await subscribe(jo.token, 'Mensal', '');
    const subscription = await subscriptionOf(jo.uid);

    await outage('DELETE', '/v1/subscriptions/');
    expect((await cancel(jo.token)).status).toBe(503);
    await eventsSettled();
    expect(await refundsOf(jo.uid)).toHaveLength(1);
    expect((await stripe().subscriptions.retrieve(subscription.id)).status).toBe('active');

    const again = await cancel(jo.token);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ outcome: 'reembolso', message: expect.stringContaining('Devolvemos R$ 36,90') });
    await eventsSettled();
    expect((await stripe().subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    const refunds = await refundsOf(jo.uid);
    expect(refunds).toHaveLength(1);
    // The key names the invoice: a retry of the same refund (same parameters) is Stripe's replay of it; the key with
    // other parameters is refused, as Stripe refuses it.
    const invoice = (await stripe().invoices.list({ subscription: subscription.id, limit: 10 })).data[0];
    const same = { payment_intent: refunds[0].payment_intent as string, reason: 'requested_by_customer' as const, metadata: refunds[0].metadata };
    const replay = await stripe().refunds.create(same, { idempotencyKey: `carey-withdrawal-${invoice.id}` });
    expect(replay.id).toBe(refunds[0].id);
    await expect(stripe().refunds.create({ payment_intent: same.payment_intent }, { idempotencyKey: `carey-withdrawal-${invoice.id}` })).rejects.toMatchObject({ rawType: 'idempotency_error' });
  });

  it('a payment already refunded in Stripe\u2019s dashboard: her withdrawal still ends the subscription', async () => {
    const lia = await newCaregiver('lia.painel@exemplo.com.br');
    await subscribe(lia.token, 'Mensal', '');
    const subscription = await subscriptionOf(lia.uid);
    const invoice = (await stripe().invoices.list({ subscription: subscription.id, limit: 10 })).data[0];
    await stripe().refunds.create({ payment_intent: invoice.payments!.data[0].payment.payment_intent as string });
    await eventsSettled();

    const answer = await cancel(lia.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: 'reembolso' });
    await eventsSettled();
    expect((await stripe().subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });
});

/**
 * Proves: a withdrawal left half done (refunded, and the refund's webhook made her 'Sem Plano', but Stripe failed to
 * end the subscription) and never asked again is finished by the nightly reconciliation: it cancels the subscription
 * in Stripe now and counts it (EndedSubscriptionsCanceled), so the renewal charges nothing; a live subscription of
 * another caregiver stays and renews.
 */
describe('the reconciliation finishes a withdrawal whose cancellation failed', () => {
  const paidInvoices = async (subscription: string) => (await stripe().invoices.list({ subscription, status: 'paid', limit: 10 })).data;

  it('refund made, cancellation failed: the job cancels it in Stripe at once, counts it once, and the period\u2019s end charges her nothing', async () => {
    const rui = await newCaregiver('rui.desistiu@exemplo.com.br');
    const bia = await newCaregiver('bia.continua@exemplo.com.br');
    await subscribe(rui.token, 'Mensal', '');
    await subscribe(bia.token, 'Mensal', '');
    const withdrawn = await subscriptionOf(rui.uid);
    const kept = await subscriptionOf(bia.uid);

    await outage('DELETE', '/v1/subscriptions/');
    expect((await cancel(rui.token)).status).toBe(503);
    await eventsSettled();
    expect((await api(stack(), '/api/me', { token: rui.token })).json).toMatchObject({ tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled' });
    expect((await stripe().subscriptions.retrieve(withdrawn.id)).status).toBe('active');

    const metric = jest.spyOn(Metrics.prototype, 'addMetric');
    try {
      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ canceled: 1 });
      expect(metric).toHaveBeenCalledWith('EndedSubscriptionsCanceled', 'Count', 1);
      await eventsSettled();
      expect((await stripe().subscriptions.retrieve(withdrawn.id)).status).toBe('canceled');
      expect((await stripe().subscriptions.retrieve(kept.id)).status).toBe('active');
      // Nothing left: a second run cancels nothing.
      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ canceled: 0 });
      expect(lastMetric(metric, 'EndedSubscriptionsCanceled')).toEqual(['EndedSubscriptionsCanceled', 'Count', 0]);
    } finally {
      metric.mockRestore();
    }

    const periodEnd = (await stripe().subscriptions.retrieve(kept.id)).items.data[0].current_period_end;
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: periodEnd + DAY });
    await eventsSettled();
    expect(await paidInvoices(withdrawn.id)).toHaveLength(1);
    expect(await paidInvoices(kept.id)).toHaveLength(2);
    expect((await api(stack(), '/api/me', { token: rui.token })).json.tipodeconta).toBe('Sem Plano');
    expect(await refundsOf(rui.uid)).toHaveLength(1);
  });
});
