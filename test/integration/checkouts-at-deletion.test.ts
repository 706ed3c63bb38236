import { deletionStepRunners } from '../../lambdas/account/delete-account';
import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { pendingGiveBack } from '../../lambdas/subscriptions/data/pix-give-back';
import { findTracesOf } from '../reliability/integrity';
import { api, useLocalStack } from './helpers/local-stack';
import { pixStack } from './helpers/pix-stack';
import { expectDeletionFinished } from './helpers/deletion';

/**
 * Her account deleted while she could still pay something (docs/decisions/086-pix-after-account-deletion.md): real
 * handlers on the Stripe stand-in. Her open checkouts are expired, so they can no longer be paid; a one-off Pix she had
 * confirmed in her bank's app cannot be expired, and when her bank pays it the money goes back in full, once.
 */
const stack = useLocalStack();
const { newCaregiver, checkout, mailsTo, eventsSettled, deliver, stripe, control, reconcileLogged } = pixStack(stack, '2197');

/** 'Excluir conta' with her password (pix-stack's), finished by the job if the request ran out of time. */
async function deleteAccount(who: { uid: string; token: string }) {
  await expectDeletionFinished(stack(), await api(stack(), '/api/me/deletion', { method: 'POST', token: who.token, json: { password: 'Senha1234', confirm: true } }));
  await deleteAccountByJob(who.uid);
}

/** The job finishes a deletion under way, as its schedule would. */
async function deleteAccountByJob(uid: string) {
  for (let run = 0; run < 3 && (await getCaregiver(uid)); run++) await stack().runJob('resume-account-deletions', { graceMs: 0 });
  expect(await getCaregiver(uid)).toBeUndefined();
}

/** A card checkout left open and a Trimestral Pix confirmed in her bank's app (its code shown, not paid), then her account deleted. */
async function deletedWithPixConfirmed(email: string) {
  const who = await newCaregiver(email);
  const card = (await checkout(who.token, 'Mensal', 'cartao')).json as { id: string; url: string };
  const pix = (await checkout(who.token, 'Trimestral', 'pix')).json as { id: string };
  expect((await control(`pix/${pix.id}/confirmar`)).status).toBe(200);
  await eventsSettled();
  const customerId = (await getCaregiver(who.uid))!.stripeCustomerId!;
  await deleteAccount(who);
  await eventsSettled();
  return { ...who, card, pixSession: pix.id, customerId };
}

const refundsOf = async (sessionId: string) => {
  const paymentIntent = (await stripe().checkout.sessions.retrieve(sessionId)).payment_intent as string;
  return (await stripe().refunds.list({ payment_intent: paymentIntent })).data;
};

describe('what she could still pay when her account was deleted', () => {
  it('her open card checkout is expired; her confirmed Pix, paid afterwards, is refunded in full by the webhook, once, with nothing of her kept', async () => {
    const ana = await deletedWithPixConfirmed('pix-after-deletion@example.com');
    expect((await stripe().checkout.sessions.retrieve(ana.card.id)).status).toBe('expired');
    expect((await fetch(`${ana.card.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).not.toBe(303);
    // Owed by its session only: no uid, e-mail or phone of hers on the table
    expect(await pendingGiveBack(ana.pixSession)).toEqual({ reason: 'conta-excluida', sessionId: ana.pixSession, customerId: ana.customerId });
    expect(await findTracesOf(stack(), [ana.uid, ana.email])).toEqual([]);

    expect((await control(`pix/${ana.pixSession}/pagar`)).status).toBe(200);
    await eventsSettled();
    const refunds = await refundsOf(ana.pixSession);
    expect(refunds).toEqual([expect.objectContaining({ amount: 9090, status: 'succeeded', metadata: { pixSession: ana.pixSession, customer: ana.customerId, reason: 'conta-excluida' } })]);
    expect(await pendingGiveBack(ana.pixSession)).toBeUndefined();
    expect(await getCaregiver(ana.uid)).toBeUndefined();
    // nobody to e-mail: only the deletion's own e-mail reached her
    expect((await mailsTo(ana.email)).map((m) => m.subject).filter((s) => /Pix|reembolso/i.test(s))).toEqual([]);

    // Stripe delivers the paid session again, and the nightly job runs: nothing is refunded twice
    const session = await stripe().checkout.sessions.retrieve(ana.pixSession);
    expect((await deliver('checkout.session.async_payment_succeeded', session as unknown as Record<string, unknown>)).json).toMatchObject({ outcome: 'unknown-caregiver' });
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    await eventsSettled();
    expect(await refundsOf(ana.pixSession)).toHaveLength(1);
  });

  it('its webhook lost: the nightly job gives it back (logged by Stripe ids only), once', async () => {
    const bea = await deletedWithPixConfirmed('pix-after-deletion-late@example.com');
    expect((await control('webhooks/suppress', { types: ['checkout.session.async_payment_succeeded'] })).status).toBe(200);
    expect((await control(`pix/${bea.pixSession}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect(await refundsOf(bea.pixSession)).toEqual([]);

    const { result, logged } = await reconcileLogged();
    expect(result).toMatchObject({ pix: { outOfSync: 1, mended: 1 } });
    expect(logged).toEqual([{ sessionId: bea.pixSession, kind: 'pix-given-back', plan: 'Trimestral', tablePlan: 'sem-conta-ativa' }]);
    expect(JSON.stringify(logged)).not.toContain(bea.uid);
    await eventsSettled();
    expect(await refundsOf(bea.pixSession)).toEqual([expect.objectContaining({ amount: 9090, metadata: expect.objectContaining({ reason: 'conta-excluida' }) })]);
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    expect(await refundsOf(bea.pixSession)).toHaveLength(1);
  });

  it('a Pix her bank pays after she asked for the deletion, before its step ran (the first step failed), is never applied and is refunded by the step', async () => {
    const eva = await newCaregiver('pix-paid-during-deletion@example.com');
    const pix = (await checkout(eva.token, 'Mensal', 'pix')).json as { id: string };
    expect((await control(`pix/${pix.id}/confirmar`)).status).toBe(200);
    await eventsSettled();
    const real = deletionStepRunners['disable-sign-in'];
    deletionStepRunners['disable-sign-in'] = () => Promise.reject(new Error('Cognito indisponível'));
    try {
      const asked = await api(stack(), '/api/me/deletion', { method: 'POST', token: eva.token, json: { password: 'Senha1234', confirm: true } });
      expect({ status: asked.status, body: asked.json.status }).toEqual({ status: 202, body: 'em-andamento' });
      // her bank pays now: her account no longer counts as active, so nothing is applied and nothing is owed yet
      expect((await control(`pix/${pix.id}/pagar`)).status).toBe(200);
      await eventsSettled();
      expect(await refundsOf(pix.id)).toEqual([]);
      expect((await getCaregiver(eva.uid))!.pixPayments).toBeUndefined();
    } finally {
      deletionStepRunners['disable-sign-in'] = real;
    }
    await deleteAccountByJob(eva.uid);
    await eventsSettled();
    const customerId = (await stripe().checkout.sessions.retrieve(pix.id)).customer as string;
    expect(await refundsOf(pix.id)).toEqual([expect.objectContaining({ amount: 3690, status: 'succeeded', metadata: { pixSession: pix.id, customer: customerId, reason: 'conta-excluida' } })]);
    expect(await pendingGiveBack(pix.id)).toBeUndefined();
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    expect(await refundsOf(pix.id)).toHaveLength(1);
  });

  it("a 'plano-ativo' give-back Stripe failed (that 500 kept under its key), then her deletion: the deletion's own key refunds it, once (the two reasons' keys differ)", async () => {
    const fia = await newCaregiver('pix-given-back-failed-then-deleted@example.com');
    const card = (await checkout(fia.token, 'Mensal', 'cartao')).json as { url: string };
    const pix = (await checkout(fia.token, 'Mensal', 'pix')).json as { id: string };
    expect((await fetch(`${card.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).toBe(303);
    await eventsSettled();
    const customerId = (await getCaregiver(fia.uid))!.stripeCustomerId!;
    // Stripe's refund endpoint begins, then fails: as Stripe does, that 500 is the give-back key's answer from now on
    expect((await control('outage', { method: 'POST', path: '/v1/refunds', begun: true })).status).toBe(200);
    expect((await control(`pix/${pix.id}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect(await refundsOf(pix.id)).toEqual([]);
    expect(await pendingGiveBack(pix.id)).toMatchObject({ reason: 'plano-ativo', uid: fia.uid });
    expect((await getCaregiver(fia.uid))!).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'cartao' });

    // A key reused with other metadata would be refused by Stripe (idempotency_error) and the deletion would never end
    await deleteAccount(fia);
    await eventsSettled();
    expect(await refundsOf(pix.id)).toEqual([expect.objectContaining({ amount: 3690, status: 'succeeded', metadata: { pixSession: pix.id, customer: customerId, reason: 'conta-excluida' } })]);
    expect(await pendingGiveBack(pix.id)).toBeUndefined();
    expect(await findTracesOf(stack(), [fia.uid, fia.email])).toEqual([]);
  });

  it('a Pix she never confirmed is expired with her account: her bank can no longer pay it, and nothing is owed', async () => {
    const cris = await newCaregiver('pix-open-at-deletion@example.com');
    const pix = (await checkout(cris.token, 'Mensal', 'pix')).json as { id: string };
    await deleteAccount(cris);
    await eventsSettled();
    expect((await stripe().checkout.sessions.retrieve(pix.id)).status).toBe('expired');
    expect((await control(`pix/${pix.id}/pagar`)).status).toBe(400);
    expect(await pendingGiveBack(pix.id)).toBeUndefined();
  });

  it('a paid Pix naming a caregiver Carey does not know, and owed by no deletion, is left alone (another stage on the same Stripe account)', async () => {
    const dani = await newCaregiver('pix-not-ours@example.com');
    const pix = (await checkout(dani.token, 'Mensal', 'pix')).json as { id: string };
    expect((await control(`pix/${pix.id}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect((await getCaregiver(dani.uid))!.tipodeconta).toBe('Mensal');
    const session = (await stripe().checkout.sessions.retrieve(pix.id)) as unknown as Record<string, unknown>;
    const elsewhere = { ...session, metadata: { ...(session.metadata as object), uid: 'uid-de-outro-ambiente' } };
    expect((await deliver('checkout.session.async_payment_succeeded', elsewhere)).json).toMatchObject({ outcome: 'unknown-caregiver' });
    await eventsSettled();
    expect(await refundsOf(pix.id)).toEqual([]);
    expect((await getCaregiver(dani.uid))!.tipodeconta).toBe('Mensal');
  });
});
