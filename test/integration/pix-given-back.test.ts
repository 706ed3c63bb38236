import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { pendingGiveBack } from '../../lambdas/subscriptions/data/pix-give-back';
import { processSubscriptionEvent } from '../../lambdas/subscriptions/data/subscriptions';
import { api, useLocalStack } from './helpers/local-stack';
import { pixStack } from './helpers/pix-stack';

/**
 * A one-off Pix paid while her card plan is live (docs/decisions/084-pix-given-back.md): she opened a card checkout
 * and a Pix one, paid the card, then the Pix from her bank's app. Real handlers on the Stripe stand-in: the money goes
 * back in full, her card plan stays, one e-mail says so; a second delivery or the nightly job refund nothing twice.
 */
const stack = useLocalStack();
const { newCaregiver, checkout, billing, mailsTo, eventsSettled, deliver, stripe, control, reconcileLogged } = pixStack(stack, '2196');

/** Card and Pix checkouts open side by side; the card is paid on the stand-in's page: her card plan is live. */
async function cardPlanWithPixOpen(email: string, pixPlan = 'Mensal') {
  const who = await newCaregiver(email);
  const card = (await checkout(who.token, 'Mensal', 'cartao')).json as { id: string; url: string };
  const pix = (await checkout(who.token, pixPlan, 'pix')).json as { id: string };
  expect((await fetch(`${card.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).toBe(303);
  await eventsSettled();
  expect((await getCaregiver(who.uid))!).toMatchObject({ tipodeconta: 'Mensal', stripeSubscriptionId: expect.any(String) });
  return { ...who, pixSession: pix.id, cardSession: card.id };
}

const refundsOf = async (sessionId: string) => {
  const paymentIntent = (await stripe().checkout.sessions.retrieve(sessionId)).payment_intent as string;
  return { paymentIntent, refunds: (await stripe().refunds.list({ payment_intent: paymentIntent })).data };
};
const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

describe('a one-off Pix paid while another plan is live is given back', () => {
  it('the webhook refunds it in full, the card plan stays, one e-mail "Devolvemos o seu Pix"; a redelivery and the nightly job change nothing', async () => {
    const ana = await cardPlanWithPixOpen('pix-given-back@example.com', 'Trimestral');
    const before = (await getCaregiver(ana.uid))!;
    expect((await control(`pix/${ana.pixSession}/pagar`)).status).toBe(200);
    await eventsSettled();

    const { paymentIntent, refunds } = await refundsOf(ana.pixSession);
    expect(refunds).toEqual([expect.objectContaining({ amount: 9090, payment_intent: paymentIntent, status: 'succeeded', metadata: { uid: ana.uid, pixSession: ana.pixSession, customer: before.stripeCustomerId, reason: 'plano-ativo' } })]);
    const after = (await getCaregiver(ana.uid))!;
    expect(after).toMatchObject({ tipodeconta: 'Mensal', stripeSubscriptionId: before.stripeSubscriptionId, subscriptionStatus: 'active' });
    expect(after.formaDePagamento ?? 'cartao').toBe('cartao');
    expect(after.pixPayments).toBeUndefined();
    expect(after.pixAccessUntil).toBeUndefined();
    expect(after.pixCheckout).toBeUndefined();
    expect(await pendingGiveBack(ana.pixSession)).toBeUndefined();
    expect((await billing(ana.token)).subscription).toMatchObject({ plan: 'Mensal', paymentMethod: 'cartao' });
    // What each tab's success page reads (issue 50, item 3): the Pix tab's payment was given back, and why; the card's is confirmed
    const outcome = async (token: string, session: string) => (await api(stack(), `/api/me/assinatura?sessao=${session}`, { token })).json.checkout;
    expect(await outcome(ana.token, ana.pixSession)).toEqual({ situacao: 'devolvido', motivo: 'plano-ativo', valorLabel: 'R$ 90,90', planoAtivo: 'Mensal' });
    expect(await outcome(ana.token, ana.cardSession)).toEqual({ situacao: 'confirmado' });
    const other = await newCaregiver('pix-given-back-other@example.com');
    expect(await outcome(other.token, ana.pixSession)).toBeUndefined();
    const returned = (await mailsTo(ana.email)).filter((m) => m.subject === 'Devolvemos o seu Pix');
    expect(returned).toHaveLength(1);
    expect(returned[0].body.html).toContain('Recebemos um Pix de R$ 90,90 quando o seu plano Mensal já estava pago de outra forma.');
    expect(await subjects(ana.email)).not.toContain('Cancelamento e reembolso confirmados');

    // Stripe delivers the paid session again under another event id: nothing is refunded twice, no second e-mail
    const session = await stripe().checkout.sessions.retrieve(ana.pixSession);
    expect((await deliver('checkout.session.async_payment_succeeded', session as unknown as Record<string, unknown>)).json).toMatchObject({ outcome: 'no-change' });
    await eventsSettled();
    expect((await refundsOf(ana.pixSession)).refunds).toHaveLength(1);
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    expect((await refundsOf(ana.pixSession)).refunds).toHaveLength(1);
    expect((await subjects(ana.email)).filter((s) => s === 'Devolvemos o seu Pix')).toHaveLength(1);
    expect((await getCaregiver(ana.uid))!.tipodeconta).toBe('Mensal');
  });

  it('the debt is written with the event even when her record does not change (a session not held as her open checkout), and once per event', async () => {
    const cris = await cardPlanWithPixOpen('pix-given-back-table@example.com');
    const customerId = (await getCaregiver(cris.uid))!.stripeCustomerId!;
    const event = { type: 'pix-paid', at: Math.floor(Date.now() / 1000), customerId, sessionId: 'cs_other_tab', paymentIntent: 'pi_other_tab', plan: 'Mensal', amountCents: 1845, discountCents: 1845 } as const;
    expect(await processSubscriptionEvent({ eventId: 'evt_other_tab', eventType: 'checkout.session.async_payment_succeeded', uid: cris.uid, event })).toBe('no-change');
    expect(await pendingGiveBack('cs_other_tab')).toEqual({ reason: 'plano-ativo', sessionId: 'cs_other_tab', uid: cris.uid, customerId, paymentIntent: 'pi_other_tab', amountCents: 1845 });
    expect(await pendingGiveBack(cris.pixSession)).toBeUndefined();
    expect(await processSubscriptionEvent({ eventId: 'evt_other_tab', eventType: 'checkout.session.async_payment_succeeded', uid: cris.uid, event })).toBe('duplicate');
    expect((await getCaregiver(cris.uid))!).toMatchObject({ tipodeconta: 'Mensal', pixCheckout: expect.objectContaining({ sessionId: cris.pixSession }) });
  });

  it('its webhook lost: the nightly job gives it back (logged as "pix-given-back", by Stripe ids only), once', async () => {
    const bea = await cardPlanWithPixOpen('pix-given-back-late@example.com');
    expect((await control('webhooks/suppress', { types: ['checkout.session.async_payment_succeeded'] })).status).toBe(200);
    expect((await control(`pix/${bea.pixSession}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect((await refundsOf(bea.pixSession)).refunds).toEqual([]);

    const { result, logged } = await reconcileLogged();
    expect(result).toMatchObject({ pix: { outOfSync: 1, mended: 1 } });
    expect(logged).toEqual([{ sessionId: bea.pixSession, kind: 'pix-given-back', plan: 'Mensal', tablePlan: 'Mensal' }]);
    expect(JSON.stringify(logged)).not.toContain(bea.uid);
    await eventsSettled();
    const { refunds } = await refundsOf(bea.pixSession);
    expect(refunds).toEqual([expect.objectContaining({ amount: 3690, metadata: expect.objectContaining({ reason: 'plano-ativo', pixSession: bea.pixSession }) })]);
    expect((await subjects(bea.email)).filter((s) => s === 'Devolvemos o seu Pix')).toHaveLength(1);
    expect((await getCaregiver(bea.uid))!.tipodeconta).toBe('Mensal');
    // the next night: refunded, so left alone
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    expect((await refundsOf(bea.pixSession)).refunds).toHaveLength(1);
  });
});
