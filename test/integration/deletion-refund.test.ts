import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { metricNames } from '../../lambdas/base/observability/metric-names';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { dateLabel } from '../../lambdas/subscriptions/withdrawal-window';
import type { PaymentMethod } from '../../contract';
import { api, useLocalStack } from './helpers/local-stack';
import { expectDeletionFinished } from './helpers/deletion';
import { pixStack } from './helpers/pix-stack';

/**
 * Deleting her account within the 7 days to withdraw refunds her in full, as 'Cancelar e pedir reembolso' does (issue 50,
 * item 1). Real handlers on the Stripe stand-in: each way of paying, the refund in Stripe, the subscription ended, the
 * receipt e-mail with the amount; a refund Stripe refuses is counted (RefundsFailed) and the deletion waits for it; past
 * the 7 days (the stand-in's test clock moved on) nothing is refunded and the e-mail says when access would have ended.
 * The exact edges (7th day 23:59, 8th day 00:00 in São Paulo) are proved with a fixed clock in
 * lambdas/subscriptions/subscription-at-deletion.test.ts.
 */
const stack = useLocalStack();
const { newCaregiver, checkout, eventsSettled, control, stripe, mailsTo } = pixStack(stack, '2194');
const PASSWORD = 'Senha1234';
const DAY = 24 * 3600;
const RECEIPT = 'Sua conta no Carey foi excluída';

/** She pays Mensal this way with the coupon (R$ 18,45): the card's 'Pagar', or the simulated bank app. */
async function paidMensal(email: string, method: PaymentMethod) {
  const who = await newCaregiver(email);
  const session = (await checkout(who.token, 'Mensal', method)).json as { id: string; url: string };
  if (method === 'cartao') {
    expect((await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }), redirect: 'manual' })).status).toBe(303);
  } else {
    await fetch(`${session.url}/cupom`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }) });
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
  }
  await eventsSettled();
  const record = (await getCaregiver(who.uid))!;
  expect(record.tipodeconta).toBe('Mensal');
  return { ...who, subscriptionId: record.stripeSubscriptionId };
}

const deleteAccount = (token: string) => api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password: PASSWORD, confirm: true } });
const refundsOf = async (uid: string) => (await stripe().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === uid);
const clockNow = async () => (await stripe().testHelpers.testClocks.retrieve('clock_carey_local')).frozen_time;
async function receiptOf(email: string) {
  const mails = (await mailsTo(email)).filter((m) => m.subject === RECEIPT);
  expect(mails).toHaveLength(1);
  return mails[0].body.html ?? '';
}
/** The metrics of the deletion's request and of its resume job (a busy machine may leave the step to the job). */
const refundsFailedCounted = () =>
  emfMetrics(
    ['account/handlers/request-account-deletion', 'account/jobs/resume-account-deletions']
      .flatMap((h) => stack().functionLogs(h).map((l) => l.line))
      .flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [])),
  ).filter((m) => m.name === metricNames.refundsFailed).length;

describe('deleting her account within the 7 days refunds her in full (real handlers, Stripe stand-in)', () => {
  it.each([
    ['cartao', 'ao seu cartão em'],
    ['pix-automatico', 'à sua conta pelo Pix em'],
    ['pix', 'à sua conta pelo Pix em'],
  ] as const)('paid by %s, deleted the same day: R$ 18,45 back, as a withdrawal, the plan ended, the receipt says so', async (method, way) => {
    const ana = await paidMensal(`exclusao-reembolso-${method}@example.com`, method);
    const before = await clockNow();
    const askedAt = Math.floor(Date.now() / 1000);
    await expectDeletionFinished(stack(), await deleteAccount(ana.token));
    await eventsSettled();
    expect((await refundsOf(ana.uid)).map((r) => ({ amount: r.amount, status: r.status, reason: r.metadata?.reason }))).toEqual([{ amount: 1845, status: 'succeeded', reason: 'arrependimento' }]);
    if (ana.subscriptionId) expect((await stripe().subscriptions.retrieve(ana.subscriptionId)).status).toBe('canceled');
    const html = await receiptOf(ana.email);
    // The day the refund was judged, on the clock it was judged by (a one-off Pix has no Stripe subscription, so no test
    // clock: the handler's own), read before and after: a midnight in São Paulo in between makes either day right.
    const dates = method === 'pix' ? [dateLabel(askedAt), dateLabel(Math.floor(Date.now() / 1000))] : [dateLabel(before), dateLabel(await clockNow())];
    expect(dates.some((date) => html.includes(`(Código de Defesa do Consumidor, art. 49): devolvemos o valor integral, R$ 18,45, ${way} ${date}`))).toBe(true);
    expect(await getCaregiver(ana.uid)).toBeUndefined();
  });

  it('a refund Stripe refuses is not silent: RefundsFailed, the deletion waits for it (202), and the job makes it once', async () => {
    const bia = await paidMensal('exclusao-reembolso-falhou@example.com', 'cartao');
    const counted = refundsFailedCounted();
    expect((await control('outage', { method: 'POST', path: '/v1/refunds', times: 1 })).status).toBe(200);
    const answer = await deleteAccount(bia.token);
    expect(answer).toMatchObject({ status: 202, json: { status: 'em-andamento' } });
    expect(refundsFailedCounted()).toBe(counted + 1);
    expect(await refundsOf(bia.uid)).toEqual([]);
    // Nothing of the plan ended before her money is back.
    expect((await stripe().subscriptions.retrieve(bia.subscriptionId!)).status).toBe('active');
    await expectDeletionFinished(stack(), answer);
    await eventsSettled();
    expect((await refundsOf(bia.uid)).map((r) => r.amount)).toEqual([1845]);
    expect((await stripe().subscriptions.retrieve(bia.subscriptionId!)).status).toBe('canceled');
    expect(await receiptOf(bia.email)).toContain('devolvemos o valor integral, R$ 18,45, ao seu cartão em');
  });

  // Last: it moves the stand-in's test clock (the card's clock) past the 7 days.
  it('deleted on the 8th day after paying by card: nothing refunded, the plan ended, the receipt says when access would have ended', async () => {
    const cleo = await paidMensal('exclusao-sem-reembolso@example.com', 'cartao');
    const periodEnd = (await stripe().subscriptions.retrieve(cleo.subscriptionId!)).items.data[0].current_period_end;
    await stripe().testHelpers.testClocks.advance('clock_carey_local', { frozen_time: (await clockNow()) + 8 * DAY });
    await eventsSettled();
    await expectDeletionFinished(stack(), await deleteAccount(cleo.token));
    await eventsSettled();
    expect(await refundsOf(cleo.uid)).toEqual([]);
    expect((await stripe().subscriptions.retrieve(cleo.subscriptionId!)).status).toBe('canceled');
    expect(await receiptOf(cleo.email)).toContain(`Sua assinatura foi cancelada depois do prazo de 7 dias para desistir, por isso nenhum valor foi devolvido. Seu acesso iria até ${dateLabel(periodEnd)}.`);
  });
});
