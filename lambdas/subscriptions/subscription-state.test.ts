import fc from 'fast-check';
import { hasPlan } from '../../contract';
import { applyEvent, MAX_ENDED_IDS, type SubscriptionEvent, type SubscriptionState } from './subscription-state';

const states: Record<string, SubscriptionState> = {
  'no plan, never subscribed': { tipodeconta: 'Sem Plano' },
  'checkout started': { tipodeconta: 'Sem Plano', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1' },
  active: { tipodeconta: 'Mensal', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', subscriptionEventAt: 100 },
  'past due': { tipodeconta: 'Mensal', planoescolhido: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'past_due', subscriptionEventAt: 200 },
  ended: {
    tipodeconta: 'Sem Plano',
    planoescolhido: 'Mensal',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    subscriptionStatus: 'canceled',
    subscriptionEventAt: 300,
    endedSubscriptionIds: ['sub_1'],
  },
};

const c = 'cus_1';
const events: Record<string, SubscriptionEvent> = {
  'completed sub_1': { type: 'checkout-completed', at: 150, subscriptionId: 'sub_1', customerId: c, plan: 'Mensal' },
  'completed new sub_2': { type: 'checkout-completed', at: 400, subscriptionId: 'sub_2', customerId: c, plan: 'Trimestral' },
  'updated active (Trimestral)': { type: 'subscription-updated', at: 250, subscriptionId: 'sub_1', customerId: c, status: 'active', plan: 'Trimestral' },
  'updated past_due (no plan)': { type: 'subscription-updated', at: 250, subscriptionId: 'sub_1', customerId: c, status: 'past_due' },
  'updated unpaid': { type: 'subscription-updated', at: 250, subscriptionId: 'sub_1', customerId: c, status: 'unpaid', plan: 'Mensal' },
  'updated canceled': { type: 'subscription-updated', at: 250, subscriptionId: 'sub_1', customerId: c, status: 'canceled', plan: 'Mensal' },
  'updated, stale (at 50)': { type: 'subscription-updated', at: 50, subscriptionId: 'sub_1', customerId: c, status: 'active', plan: 'Mensal' },
  'deleted sub_1': { type: 'subscription-deleted', at: 250, subscriptionId: 'sub_1', customerId: c },
  'deleted other sub_9': { type: 'subscription-deleted', at: 250, subscriptionId: 'sub_9', customerId: c },
  'payment failed sub_1': { type: 'payment-failed', at: 250, subscriptionId: 'sub_1', customerId: c },
};

/** [tipodeconta, subscriptionStatus, stripeSubscriptionId, changed, notice mentions] — '=' means unchanged. */
type Expect = [string, string | undefined, string | undefined, boolean, string?] | '=' | ['=', 'notice', string];
const notice = (plan: string): Expect => ['=', 'notice', plan];

const neverSubscribed: Record<string, Expect> = {
  'completed sub_1': ['Mensal', 'active', 'sub_1', true],
  'completed new sub_2': ['Trimestral', 'active', 'sub_2', true],
  'updated active (Trimestral)': ['Trimestral', 'active', 'sub_1', true],
  'updated past_due (no plan)': ['Sem Plano', 'past_due', 'sub_1', true],
  'updated unpaid': ['Sem Plano', 'unpaid', 'sub_1', true],
  'updated canceled': ['Sem Plano', 'canceled', 'sub_1', true],
  'updated, stale (at 50)': ['Mensal', 'active', 'sub_1', true],
  'deleted sub_1': ['Sem Plano', 'canceled', 'sub_1', true],
  'deleted other sub_9': ['Sem Plano', 'canceled', 'sub_9', true],
  'payment failed sub_1': notice(''),
};
const subscribed: Record<string, Expect> = {
  ...neverSubscribed,
  'completed sub_1': '=',
  'updated past_due (no plan)': ['Mensal', 'past_due', 'sub_1', true],
  'updated, stale (at 50)': '=',
  'deleted other sub_9': ['Mensal', 'active', 'sub_1', true],
  'payment failed sub_1': notice('Mensal'),
};

/** Each state's row, written as "like X, except ...", so the differences between states stand out. */
const expected: Record<string, Record<string, Expect>> = {
  'no plan, never subscribed': neverSubscribed,
  'checkout started': {
    ...neverSubscribed,
    'updated past_due (no plan)': ['Mensal', 'past_due', 'sub_1', true], // the plan chosen at checkout
    'payment failed sub_1': notice('Mensal'),
  },
  active: subscribed,
  'past due': { ...subscribed, 'deleted other sub_9': ['Mensal', 'past_due', 'sub_1', true] },
  ended: {
    ...Object.fromEntries(Object.keys(events).map((e) => [e, '='] as const)),
    'completed new sub_2': ['Trimestral', 'active', 'sub_2', true],
    'deleted other sub_9': ['Sem Plano', 'canceled', 'sub_9', true],
  },
};

describe('subscription state machine: every event in every state', () => {
  it('has an expectation for every (state, event) pair', () => {
    for (const s of Object.keys(states)) expect(Object.keys(expected[s]).sort()).toEqual(Object.keys(events).sort());
  });

  const cases = Object.keys(states).flatMap((s) => Object.keys(events).map((e) => [s, e] as const));
  it.each(cases)('%s + %s', (stateName, eventName) => {
    const before = structuredClone(states[stateName]);
    const result = applyEvent(before, events[eventName]);
    const want = expected[stateName][eventName];
    expect(before).toEqual(states[stateName]); // pure: the input is not mutated
    if (want === '=') {
      expect(result).toEqual({ state: states[stateName], changed: false });
    } else if (want[0] === '=') {
      expect(result.changed).toBe(false);
      expect(result.state).toEqual(states[stateName]);
      expect(result.notice).toMatch(/^Não conseguimos cobrar a sua assinatura/);
      if (want[2]) expect(result.notice).toContain(`do plano ${want[2]}`);
      else expect(result.notice).not.toContain('do plano');
    } else {
      const [tipodeconta, status, subscriptionId, changed] = want;
      expect(result.state.tipodeconta).toBe(tipodeconta);
      expect(result.state.subscriptionStatus).toBe(status);
      expect(result.state.stripeSubscriptionId).toBe(subscriptionId);
      expect(result.changed).toBe(changed);
      expect(result.notice).toBeUndefined();
      expect(result.state.stripeCustomerId).toBe('cus_1');
      if (status === 'canceled') expect(result.state.endedSubscriptionIds).toContain(subscriptionId);
    }
  });

  it('records a deleted subscription that is not the current one without touching the live plan', () => {
    const { state } = applyEvent(states.active, events['deleted other sub_9']);
    expect(state.endedSubscriptionIds).toEqual(['sub_9']);
    // ...so its late checkout completion cannot replace the live subscription
    const late = applyEvent(state, { type: 'checkout-completed', at: 500, subscriptionId: 'sub_9', customerId: c, plan: 'Trimestral' });
    expect(late.changed).toBe(false);
  });

  it('keeps at most MAX_ENDED_IDS ended ids', () => {
    let state: SubscriptionState = states['no plan, never subscribed'];
    for (let i = 0; i < MAX_ENDED_IDS + 5; i++) state = applyEvent(state, { type: 'subscription-deleted', at: i, subscriptionId: `sub_${i}`, customerId: c }).state;
    expect(state.endedSubscriptionIds).toHaveLength(MAX_ENDED_IDS);
    expect(state.endedSubscriptionIds?.at(-1)).toBe(`sub_${MAX_ENDED_IDS + 4}`);
  });

  it('has a plan (contract hasPlan) unless tipodeconta is \'Sem Plano\' or empty', () => {
    expect(hasPlan('Mensal')).toBe(true);
    expect(hasPlan('Trimestral')).toBe(true);
    expect(hasPlan('Sem Plano')).toBe(false);
    expect(hasPlan('')).toBe(false);
    expect(hasPlan('  ')).toBe(false);
    expect(hasPlan(undefined)).toBe(false);
  });
});

describe('subscription state machine: delivery order does not matter', () => {
  // The events Stripe may send about one subscription, each with its own `created` second.
  const eventArb = fc.oneof(
    fc.record({ type: fc.constant('checkout-completed' as const), plan: fc.constantFrom('Mensal' as const, 'Trimestral' as const) }),
    fc.record({
      type: fc.constant('subscription-updated' as const),
      status: fc.constantFrom('active', 'past_due', 'unpaid', 'canceled'),
      plan: fc.constantFrom('Mensal' as const, 'Trimestral' as const),
    }),
    fc.record({ type: fc.constant('subscription-deleted' as const) }),
    fc.record({ type: fc.constant('payment-failed' as const) }),
  );
  const historyArb = fc
    .array(eventArb, { minLength: 1, maxLength: 7 })
    // One subscription comes from one checkout session: it completes at most once.
    .filter((list) => list.filter((e) => e.type === 'checkout-completed').length <= 1)
    .map((list) => list.map((e, i) => ({ ...e, at: 1000 + i * 10, subscriptionId: 'sub_1', customerId: c }) as SubscriptionEvent));

  const run = (list: SubscriptionEvent[]) => list.reduce((s, e) => applyEvent(s, e).state, { tipodeconta: 'Sem Plano' } as SubscriptionState);
  const outcome = (s: SubscriptionState) => [s.tipodeconta, s.subscriptionStatus, s.stripeSubscriptionId];

  it('ends in the same plan and status whatever order the events arrive in', () => {
    fc.assert(
      fc.property(historyArb.chain((h) => fc.tuple(fc.constant(h), fc.shuffledSubarray(h, { minLength: h.length, maxLength: h.length }))), ([inOrder, shuffled]) => {
        expect(outcome(run(shuffled))).toEqual(outcome(run(inOrder)));
      }),
      { numRuns: 500 },
    );
  });

  it('never shows a plan once the subscription was deleted, whatever comes after', () => {
    fc.assert(
      fc.property(historyArb, (h) => {
        const withDelete = [{ type: 'subscription-deleted', at: 1, subscriptionId: 'sub_1', customerId: c } as SubscriptionEvent, ...h];
        expect(run(withDelete).tipodeconta).toBe('Sem Plano');
      }),
    );
  });
});

describe('withdrawal refunds and paid invoices', () => {
  const refunded: SubscriptionEvent = { type: 'refunded', at: 260, subscriptionId: 'sub_1', customerId: c, refundId: 're_1', amountCents: 1845 };
  it('a withdrawal refund ends the subscription and asks for one e-mail, whichever of refund and deletion comes first', () => {
    const first = applyEvent(states.active, refunded);
    expect(first.state).toMatchObject({ tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled', endedSubscriptionIds: ['sub_1'] });
    expect(first.changed).toBe(true);
    expect(first.mail).toEqual({ kind: 'refunded', amountCents: 1845, at: 260, method: 'cartao' });
    const afterDeletion = applyEvent(applyEvent(states.active, { type: 'subscription-deleted', at: 255, subscriptionId: 'sub_1', customerId: c }).state, refunded);
    expect(afterDeletion.changed).toBe(false);
    expect(afterDeletion.mail?.kind).toBe('refunded');
    // The same refund again (the state machine sees it as already ended): nothing changes.
    expect(applyEvent(first.state, { ...refunded, at: 270 }).changed).toBe(false);
    expect(applyEvent(first.state, { type: 'subscription-updated', at: 300, subscriptionId: 'sub_1', customerId: c, status: 'active', plan: 'Mensal' }).state.tipodeconta).toBe('Sem Plano');
  });
  it('the first paid invoice asks for the confirmation e-mail; renewals and ended subscriptions do not', () => {
    const paid: SubscriptionEvent = { type: 'invoice-paid', at: 160, subscriptionId: 'sub_1', customerId: c, first: true, amountCents: 1845, discountCents: 1845, periodEnd: 999 };
    const t = applyEvent(states.active, paid);
    expect(t).toEqual({ state: states.active, changed: false, mail: { kind: 'subscription-confirmed', plan: 'Mensal', amountCents: 1845, discountCents: 1845, nextChargeAt: 999, paidAt: 160, method: 'cartao' } });
    // The way she paid, from the invoice's own metadata (it may come before the checkout that wrote it on her record), else her record's
    expect(applyEvent(states.active, { ...paid, method: 'pix-automatico' }).mail).toMatchObject({ kind: 'subscription-confirmed', method: 'pix-automatico' });
    expect(applyEvent({ ...states.active, formaDePagamento: 'pix-automatico' }, paid).mail).toMatchObject({ kind: 'subscription-confirmed', method: 'pix-automatico' });
    expect(applyEvent(states.active, { ...paid, first: false }).mail).toBeUndefined();
    expect(applyEvent(states.ended, paid).mail).toBeUndefined();
  });
});
