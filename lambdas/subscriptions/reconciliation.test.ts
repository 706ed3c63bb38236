import { reconcileWithStripe, type Difference, type ReconcilePorts, type StripeSubscriptionView } from './reconciliation';
import type { SubscriptionEvent, SubscriptionState } from './subscription-state';

const active: SubscriptionState = { tipodeconta: 'Mensal', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', subscriptionEventAt: 100 };

function run(subs: StripeSubscriptionView[], state: SubscriptionState) {
  const applied: string[] = [];
  const reports: Difference[] = [];
  const canceled: string[] = [];
  const events: SubscriptionEvent[] = [];
  const ports: ReconcilePorts = {
    async *subscriptions() {
      yield* subs;
    },
    findUidByCustomer: async () => 'u1',
    stateOf: async () => state,
    apply: async (input) => (applied.push(`${input.eventId} ${input.event.type}`), events.push(input.event), 'applied'),
    report: (d) => void reports.push(d),
    cancelNow: async (id) => void canceled.push(id),
    now: () => Date.parse('2026-11-24T03:00:00Z') / 1000,
  };
  return { result: reconcileWithStripe(ports), applied, reports, canceled, events };
}

describe('reconcileWithStripe', () => {
  it('changes nothing when the table agrees with Stripe', async () => {
    const r = run([{ id: 'sub_1', customerId: 'cus_1', status: 'active', plan: 'Mensal' }], active);
    expect(await r.result).toEqual({ checked: 1, outOfSync: 0, mended: 0, canceled: 0 });
    expect(r.applied).toEqual([]);
  });
  it('mends a lost cancellation and a lost activation through the webhook\u2019s transitions', async () => {
    const lostEnd = run([{ id: 'sub_1', customerId: 'cus_1', status: 'canceled', plan: 'Mensal' }], active);
    expect(await lostEnd.result).toEqual({ checked: 1, outOfSync: 1, mended: 1, canceled: 0 });
    expect(lostEnd.applied).toEqual(['reconcile_sub_1_canceled_20261124 subscription-deleted']);
    const lostStart = run([{ id: 'sub_2', customerId: 'cus_1', status: 'active', plan: 'Trimestral' }], { tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1' });
    expect(await lostStart.result).toMatchObject({ outOfSync: 1, mended: 1 });
    expect(lostStart.reports).toEqual([{ subscriptionId: 'sub_2', kind: 'mended', stripeStatus: 'active', tablePlan: 'Sem Plano' }]);
  });
  it('reports a second live subscription without touching her plan; ignores customers not hers', async () => {
    const second = run([{ id: 'sub_9', customerId: 'cus_1', status: 'active', plan: 'Mensal' }], active);
    expect(await second.result).toEqual({ checked: 1, outOfSync: 1, mended: 0, canceled: 0 });
    expect(second.reports[0].kind).toBe('another-live-subscription');
    const other = run([{ id: 'sub_1', customerId: 'cus_other', status: 'canceled' }], active);
    expect(await other.result).toEqual({ checked: 1, outOfSync: 0, mended: 0, canceled: 0 });
  });
  it('cancels now, in Stripe, a live subscription the table holds as ended (a withdrawal whose cancellation failed), and only that one', async () => {
    // After the refund's webhook: 'Sem Plano', sub_1 ended in the table; Stripe still has it active (and renews it).
    const withdrawn: SubscriptionState = { tipodeconta: 'Sem Plano', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'canceled', subscriptionEventAt: 200, endedSubscriptionIds: ['sub_0', 'sub_1'] };
    const live = run([{ id: 'sub_1', customerId: 'cus_1', status: 'active', plan: 'Mensal' }], withdrawn);
    expect(await live.result).toEqual({ checked: 1, outOfSync: 0, mended: 0, canceled: 1 });
    expect(live.canceled).toEqual(['sub_1']);
    expect(live.applied).toEqual([]);
    expect(live.reports).toEqual([{ subscriptionId: 'sub_1', kind: 'ended-still-live', stripeStatus: 'active', tablePlan: 'Sem Plano' }]);
    // Past due (Stripe retrying the card) is still live: cancelled too, before a retry charges her.
    const pastDue = run([{ id: 'sub_1', customerId: 'cus_1', status: 'past_due', plan: 'Mensal' }], withdrawn);
    expect(await pastDue.result).toMatchObject({ canceled: 1 });
    // She subscribed again: the new live one is hers to keep, the withdrawn one (not current any more) is still cancelled.
    const again: SubscriptionState = { ...active, stripeSubscriptionId: 'sub_2', endedSubscriptionIds: ['sub_1'] };
    const both = run([{ id: 'sub_1', customerId: 'cus_1', status: 'active', plan: 'Mensal' }, { id: 'sub_2', customerId: 'cus_1', status: 'active', plan: 'Mensal' }], again);
    expect(await both.result).toEqual({ checked: 2, outOfSync: 0, mended: 0, canceled: 1 });
    expect(both.canceled).toEqual(['sub_1']);
    // Ended in both: nothing to do.
    const done = run([{ id: 'sub_1', customerId: 'cus_1', status: 'canceled', plan: 'Mensal' }], withdrawn);
    expect(await done.result).toEqual({ checked: 1, outOfSync: 0, mended: 0, canceled: 0 });
    expect(done.canceled).toEqual([]);
  });
});

describe('reconcileWithStripe and Pix Automático', () => {
  it('mends a Pix Automático subscription whose activation events were lost, as Pix Automático (not as a card)', async () => {
    const lost = run([{ id: 'sub_p', customerId: 'cus_1', status: 'active', plan: 'Mensal', method: 'pix-automatico' }], { tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1' });
    expect(await lost.result).toEqual({ checked: 1, outOfSync: 1, mended: 1, canceled: 0 });
    expect(lost.applied).toEqual(['reconcile_sub_p_active_20261124 subscription-updated']);
    expect(lost.events).toEqual([expect.objectContaining({ status: 'active', plan: 'Mensal', method: 'pix-automatico' })]);
    // A second run finds it agreeing (the mended state carries the way of paying).
    const mended: SubscriptionState = { ...active, stripeSubscriptionId: 'sub_p', formaDePagamento: 'pix-automatico' };
    const again = run([{ id: 'sub_p', customerId: 'cus_1', status: 'active', plan: 'Mensal', method: 'pix-automatico' }], mended);
    expect(await again.result).toEqual({ checked: 1, outOfSync: 0, mended: 0, canceled: 0 });
  });
  it('mends the way of paying alone when only it differs; a subscription naming none leaves hers as it is', async () => {
    const asCard: SubscriptionState = { ...active, stripeSubscriptionId: 'sub_p', formaDePagamento: 'cartao' };
    const differs = run([{ id: 'sub_p', customerId: 'cus_1', status: 'active', plan: 'Mensal', method: 'pix-automatico' }], asCard);
    expect(await differs.result).toMatchObject({ outOfSync: 1, mended: 1 });
    const unnamed = run([{ id: 'sub_1', customerId: 'cus_1', status: 'active', plan: 'Mensal' }], { ...active, formaDePagamento: 'pix-automatico' });
    expect(await unnamed.result).toMatchObject({ outOfSync: 0, mended: 0 });
  });
});
