import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type Stripe from 'stripe';
import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { NO_PLAN } from '../../lambdas/caregivers/caregiver';
import { dateLabel } from '../../lambdas/subscriptions/withdrawal-window';
import { addMonthsSaoPaulo } from '../../lambdas/subscriptions/pix-period';
import { useLocalStack } from './helpers/local-stack';
import { pixStack } from './helpers/pix-stack';

/**
 * The nightly reconciliation mends a missed Pix event (issue 39; lambdas/subscriptions/pix-reconciliation.ts): a
 * payment made in the stand-in whose webhook event was lost (POST /_standin/webhooks/suppress), then the real job.
 */
const stack = useLocalStack();
const { newCaregiver, checkout, billing, mailsTo, eventsSettled, deliver, stripe, control } = pixStack(stack, '2197');
const suppress = async (types: string[]) => expect((await control('webhooks/suppress', { types })).status).toBe(200);
const outOfSyncCounts = (spy: jest.SpyInstance) => spy.mock.calls.filter(([name]) => name === 'StripeSubscriptionsOutOfSync').map(([, , value]) => value as number);

describe('the nightly reconciliation mends a missed Pix event (real job, Stripe stand-in)', () => {
  it('a one-off Pix paid while its webhook was lost: no plan, the job grants it once with the right "Acesso até" and one e-mail; again, or a late webhook, changes nothing', async () => {
    const rita = await newCaregiver('pix-recon@example.com');
    const session = (await checkout(rita.token, 'Mensal', 'pix')).json as { id: string };
    await suppress(['checkout.session.async_payment_succeeded']);
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect((await getCaregiver(rita.uid))!.tipodeconta).toBe(NO_PLAN);
    expect((await billing(rita.token)).subscription).toBeNull();

    const paid = await stripe().checkout.sessions.retrieve(session.id);
    const intent = await stripe().paymentIntents.retrieve(paid.payment_intent as string);
    const charge = await stripe().charges.retrieve(intent.latest_charge as string);
    const metric = jest.spyOn(Metrics.prototype, 'addMetric');
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 1, mended: 1, pix: { outOfSync: 1, mended: 1 } });
      expect(outOfSyncCounts(metric)).toEqual([1]);
      // The difference is logged by Stripe's ids and the plans only: nothing that names her.
      const logged = warn.mock.calls.filter(([message]) => message === 'stripe one-off pix payment out of sync with the table');
      expect(logged).toEqual([['stripe one-off pix payment out of sync with the table', { sessionId: session.id, kind: 'pix-mended', plan: 'Mensal', tablePlan: NO_PLAN }]]);
      expect(JSON.stringify(logged)).not.toContain(rita.uid);
      expect(JSON.stringify(logged)).not.toContain(rita.email);
      const end = addMonthsSaoPaulo(charge.created, 1);
      expect((await getCaregiver(rita.uid))!).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'pix', pixAccessUntil: end, pixPayments: [expect.objectContaining({ sessionId: session.id, paymentIntent: intent.id, amountCents: 3690, paidAt: charge.created })] });
      expect((await billing(rita.token)).subscription).toMatchObject({ paymentMethod: 'pix', accessUntilLabel: dateLabel(end), nextCharge: null });
      // The confirmation was queued in the mend's transaction; the billing e-mail job sends it, once.
      expect(await stack().runJob('send-billing-emails', { graceMs: 0 })).toMatchObject({ sent: 1 });

      expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 0, mended: 0, pix: { outOfSync: 0, mended: 0 } });
      expect(outOfSyncCounts(metric)).toEqual([1, 0]);
    } finally {
      metric.mockRestore();
      warn.mockRestore();
    }
    // Stripe retries the lost event later: the same payment, counted once.
    const late = await deliver('checkout.session.async_payment_succeeded', paid as unknown as Record<string, unknown>);
    expect(late.json).toMatchObject({ outcome: 'no-change' });
    expect(await stack().runJob('send-billing-emails', { graceMs: 0 })).toMatchObject({ sent: 0 });
    const me = (await getCaregiver(rita.uid))!;
    expect(me.pixPayments).toHaveLength(1);
    expect(me.pixAccessUntil).toBe(addMonthsSaoPaulo(charge.created, 1));
    const confirmations = (await mailsTo(rita.email)).filter((m) => m.subject === 'Seu pagamento por Pix foi confirmado');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].body.html).toContain('R$ 36,90');
  });

  it('a one-off Pix refunded in Stripe before the job ran is not granted', async () => {
    const bia = await newCaregiver('pix-recon-refunded@example.com');
    const session = (await checkout(bia.token, 'Trimestral', 'pix')).json as { id: string };
    await suppress(['checkout.session.async_payment_succeeded']);
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    const paymentIntent = (await stripe().checkout.sessions.retrieve(session.id)).payment_intent as string;
    await stripe().refunds.create({ payment_intent: paymentIntent });
    await eventsSettled();
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ pix: { outOfSync: 0, mended: 0 } });
    expect((await getCaregiver(bia.uid))!.tipodeconta).toBe(NO_PLAN);
    expect((await getCaregiver(bia.uid))!.pixPayments).toBeUndefined();
  });

  it('a Pix Automático subscription whose activation events were lost: the job starts it as Pix Automático, once', async () => {
    const cris = await newCaregiver('pix-recon-auto@example.com');
    const session = (await checkout(cris.token, 'Mensal', 'pix-automatico')).json as { id: string };
    await suppress(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect((await getCaregiver(cris.uid))!.tipodeconta).toBe(NO_PLAN);
    const subscription = (await stripe().subscriptions.list({ customer: (await getCaregiver(cris.uid))!.stripeCustomerId!, limit: 10 })).data[0] as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: 'active', metadata: { formaDePagamento: 'pix-automatico' } });

    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 1, mended: 1, pix: { outOfSync: 0 } });
    expect((await getCaregiver(cris.uid))!).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico', stripeSubscriptionId: subscription.id, subscriptionStatus: 'active' });
    expect((await billing(cris.token)).subscription).toMatchObject({ paymentMethod: 'pix-automatico', state: 'ativa', nextCharge: expect.anything() });
    expect(await stack().runJob('reconcile-stripe', {})).toMatchObject({ outOfSync: 0, mended: 0 });
  });
});
