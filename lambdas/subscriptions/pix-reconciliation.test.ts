import { reconcilePixPayments, type PixDifference, type PixReconcilePorts, type StripePixPaymentView } from './pix-reconciliation';
import type { SubscriptionEvent, SubscriptionState } from './subscription-state';

const DAY = 24 * 3600;
// 24/11/2026 00:00 in São Paulo (03:00 UTC)
const NOW = Date.parse('2026-11-24T03:00:00Z') / 1000;
const noPlan: SubscriptionState = { tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1' };

const paid = (over: Partial<StripePixPaymentView> = {}): StripePixPaymentView => ({
  sessionId: 'cs_1', uid: 'u1', customerId: 'cus_1', plan: 'Mensal', paymentIntent: 'pi_1', amountCents: 3690, discountCents: 0, paidAt: NOW - 2 * DAY, refunded: false, ...over,
});

function run(payments: StripePixPaymentView[], states: Record<string, SubscriptionState>, outcome = 'applied', owed: Set<string> = new Set()) {
  const applied: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }[] = [];
  const givenBack: string[] = [];
  const paidBy: string[] = [];
  const reports: PixDifference[] = [];
  const since: number[] = [];
  const ports: PixReconcilePorts = {
    async *pixPayments(from) {
      since.push(from);
      yield* payments;
    },
    findUidByCustomer: async (customerId) => (customerId === 'cus_2' ? 'u2' : undefined),
    stateOf: async (uid) => states[uid],
    apply: async (input) => (applied.push(input), outcome),
    reportPix: (d) => void reports.push(d),
    giveBackPix: async (sessionId, paid) => (givenBack.push(sessionId), paidBy.push(paid.paymentIntent), owed.delete(sessionId)),
    now: () => NOW,
  };
  return { result: reconcilePixPayments(ports), applied, reports, since, givenBack, paidBy };
}

describe('reconcilePixPayments', () => {
  it('applies a paid Pix Carey never heard of through the webhook\u2019s pix-paid, dated when the money arrived, under its own marker; reads 35 days back', async () => {
    const r = run([paid({ discountCents: 1845, amountCents: 1845 })], { u1: noPlan });
    expect(await r.result).toEqual({ checked: 1, outOfSync: 1, mended: 1 });
    expect(r.since).toEqual([NOW - 35 * DAY]);
    expect(r.applied).toEqual([
      { eventId: 'reconcile_cs_1_paid', eventType: 'reconcile.pix-paid', uid: 'u1', event: { type: 'pix-paid', at: NOW - 2 * DAY, customerId: 'cus_1', sessionId: 'cs_1', paymentIntent: 'pi_1', plan: 'Mensal', amountCents: 1845, discountCents: 1845 } },
    ]);
    expect(r.reports).toEqual([{ sessionId: 'cs_1', kind: 'pix-mended', plan: 'Mensal', tablePlan: 'Sem Plano' }]);
  });

  it('changes nothing for a payment already on her record, and counts a duplicate (a concurrent run) as not mended', async () => {
    const applied: SubscriptionState = { ...noPlan, tipodeconta: 'Mensal', formaDePagamento: 'pix', pixAccessUntil: NOW + 20 * DAY, pixPayments: [{ sessionId: 'cs_1', paymentIntent: 'pi_1', plan: 'Mensal', amountCents: 3690, discountCents: 0, paidAt: NOW - 2 * DAY }] };
    const known = run([paid()], { u1: applied });
    expect(await known.result).toEqual({ checked: 1, outOfSync: 0, mended: 0 });
    expect(known.applied).toEqual([]);
    expect(known.reports).toEqual([]);
    const raced = run([paid()], { u1: noPlan }, 'duplicate');
    expect(await raced.result).toEqual({ checked: 1, outOfSync: 1, mended: 0 });
  });

  it('a second payment of her run extends it: the one she has is kept, the missed one is applied', async () => {
    const first = { sessionId: 'cs_0', paymentIntent: 'pi_0', plan: 'Mensal' as const, amountCents: 3690, discountCents: 0, paidAt: NOW - 20 * DAY };
    const onPix: SubscriptionState = { ...noPlan, tipodeconta: 'Mensal', formaDePagamento: 'pix', pixAccessUntil: NOW + 10 * DAY, pixPayments: [first] };
    const r = run([paid({ sessionId: 'cs_2', paymentIntent: 'pi_2', plan: 'Trimestral', amountCents: 9090 }), paid({ sessionId: 'cs_0', paymentIntent: 'pi_0', paidAt: NOW - 20 * DAY })], { u1: onPix });
    expect(await r.result).toEqual({ checked: 2, outOfSync: 1, mended: 1 });
    expect(r.applied.map((a) => a.eventId)).toEqual(['reconcile_cs_2_paid']);
    expect(r.reports).toEqual([{ sessionId: 'cs_2', kind: 'pix-mended', plan: 'Trimestral', tablePlan: 'Mensal' }]);
  });

  it('grants nothing for a refunded payment, one whose own period is over, a customer not hers, an account not active', async () => {
    const r = run(
      [
        paid({ refunded: true }),
        paid({ sessionId: 'cs_other', customerId: 'cus_9' }),
        paid({ sessionId: 'cs_gone', uid: 'u3' }),
        paid({ sessionId: 'cs_noplan', plan: undefined }),
      ],
      { u1: noPlan },
    );
    expect(await r.result).toEqual({ checked: 4, outOfSync: 0, mended: 0 });
    expect(r.applied).toEqual([]);
    expect(r.reports).toEqual([]);
  });

  it('the period\u2019s end is the edge: paid a month ago to the second is over, a second later it is still running (Mensal); a Trimestral of 34 days ago runs', async () => {
    // 24/10/2026 00:00 São Paulo: one month before NOW exactly
    const monthAgo = Date.parse('2026-10-24T03:00:00Z') / 1000;
    const r = run([paid({ sessionId: 'cs_over', paidAt: monthAgo }), paid({ sessionId: 'cs_last', paidAt: monthAgo + 1 }), paid({ sessionId: 'cs_tri', plan: 'Trimestral', paidAt: NOW - 34 * DAY })], { u1: noPlan });
    expect(await r.result).toEqual({ checked: 3, outOfSync: 2, mended: 2 });
    expect(r.applied.map((a) => a.eventId)).toEqual(['reconcile_cs_last_paid', 'reconcile_cs_tri_paid']);
  });

  it('finds her by customer when the session names no uid; each caregiver\u2019s payment is hers', async () => {
    const r = run([paid({ sessionId: 'cs_a' }), paid({ sessionId: 'cs_b', uid: undefined, customerId: 'cus_2', paymentIntent: 'pi_b' })], { u1: noPlan, u2: { tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_2' } });
    expect(await r.result).toEqual({ checked: 2, outOfSync: 2, mended: 2 });
    expect(r.applied.map((a) => [a.uid, a.event.type === 'pix-paid' && a.event.sessionId])).toEqual([['u1', 'cs_a'], ['u2', 'cs_b']]);
  });

  it('a paid Pix while a card plan is live goes through the same transition (which owes it back) and is given back, her plan untouched', async () => {
    const card: SubscriptionState = { tipodeconta: 'Mensal', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', formaDePagamento: 'cartao' };
    const r = run([paid(), paid({ sessionId: 'cs_2', paymentIntent: 'pi_2' })], { u1: card }, 'no-change', new Set(['cs_1', 'cs_2']));
    expect(await r.result).toEqual({ checked: 2, outOfSync: 2, mended: 2 });
    expect(r.applied.map((a) => [a.eventId, a.event.type])).toEqual([['reconcile_cs_1_paid', 'pix-paid'], ['reconcile_cs_2_paid', 'pix-paid']]);
    expect(r.givenBack).toEqual(['cs_1', 'cs_2']);
    expect(r.reports).toEqual([
      { sessionId: 'cs_1', kind: 'pix-given-back', plan: 'Mensal', tablePlan: 'Mensal' },
      { sessionId: 'cs_2', kind: 'pix-given-back', plan: 'Mensal', tablePlan: 'Mensal' },
    ]);
    // the same night again, its marker already written (a duplicate): what is still owed is given back, nothing else mended
    const again = run([paid()], { u1: card }, 'duplicate', new Set());
    expect(await again.result).toEqual({ checked: 1, outOfSync: 1, mended: 0 });
    expect(again.givenBack).toEqual(['cs_1']);
  });

  it('her account deleted before the money arrived: given back, by the payment that paid it, when the deletion left it owed; else left alone', async () => {
    const r = run(
      [
        paid({ sessionId: 'cs_gone', uid: 'u3', paymentIntent: 'pi_gone', plan: 'Trimestral', amountCents: 9090 }),
        paid({ sessionId: 'cs_gone_2', uid: 'u4', paymentIntent: 'pi_gone_2' }),
        paid({ sessionId: 'cs_nobody', uid: undefined, customerId: 'cus_9' }),
      ],
      { u1: noPlan },
      'applied',
      new Set(['cs_gone', 'cs_gone_2']),
    );
    expect(await r.result).toEqual({ checked: 3, outOfSync: 2, mended: 2 });
    expect(r.applied).toEqual([]);
    expect(r.givenBack).toEqual(['cs_gone', 'cs_gone_2']);
    expect(r.paidBy).toEqual(['pi_gone', 'pi_gone_2']);
    expect(r.reports).toEqual([
      { sessionId: 'cs_gone', kind: 'pix-given-back', plan: 'Trimestral', tablePlan: 'sem-conta-ativa' },
      { sessionId: 'cs_gone_2', kind: 'pix-given-back', plan: 'Mensal', tablePlan: 'sem-conta-ativa' },
    ]);
    // nothing owed for them (another stage's payment on the same Stripe account, or given back already): no report
    const notOwed = run([paid({ sessionId: 'cs_gone', uid: 'u3' })], { u1: noPlan }, 'applied', new Set());
    expect(await notOwed.result).toEqual({ checked: 1, outOfSync: 0, mended: 0 });
    expect(notOwed.reports).toEqual([]);
  });

  it('a granted Pix is never given back', async () => {
    const r = run([paid()], { u1: noPlan }, 'applied', new Set(['cs_1']));
    expect(await r.result).toEqual({ checked: 1, outOfSync: 1, mended: 1 });
    expect(r.givenBack).toEqual([]);
  });
});
