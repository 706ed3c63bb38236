import { applyEvent, type SubscriptionEvent, type SubscriptionState } from './subscription-state';
import { dateLabel } from './withdrawal-window';

/** São Paulo wall clock (−03:00). */
const sp = (iso: string) => Date.parse(`${iso}-03:00`) / 1000;
const c = 'cus_1';
const none: SubscriptionState = { tipodeconta: 'Sem Plano', stripeCustomerId: c };
const open = (sessionId: string, method: 'pix' | 'pix-automatico' = 'pix'): SubscriptionState => ({ ...none, pixCheckout: { sessionId, url: `https://pay/${sessionId}`, method, plan: 'Mensal', expiresAt: sp('2027-01-31T10:00:00') } });
const paid = (sessionId: string, at: number, plan: 'Mensal' | 'Trimestral' = 'Mensal', amountCents = 3690): SubscriptionEvent => ({ type: 'pix-paid', at, customerId: c, sessionId, paymentIntent: `pi_${sessionId}`, plan, amountCents, discountCents: 0 });

/** Applies events in order; returns the states and the mails. */
function run(start: SubscriptionState, ...events: SubscriptionEvent[]) {
  let state = start;
  const mails: string[] = [];
  const changes: boolean[] = [];
  for (const e of events) {
    const t = applyEvent(state, e);
    state = t.state;
    changes.push(t.changed);
    if (t.mail) mails.push(t.mail.kind);
  }
  return { state, mails, changes };
}

describe('one-off Pix in the state machine', () => {
  it('paid: the plan starts, access until a month later on São Paulo\'s calendar, the open checkout closes, one confirmation', () => {
    const t = applyEvent(open('cs_1'), paid('cs_1', sp('2027-01-31T09:00:00')));
    expect(t.state).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'pix', pixCheckout: undefined, pixPayments: [{ sessionId: 'cs_1', paymentIntent: 'pi_cs_1', amountCents: 3690 }] });
    expect(dateLabel(t.state.pixAccessUntil!)).toBe('28/02/2027');
    expect(t.schedule).toEqual({ endsAt: t.state.pixAccessUntil });
    expect(t.mail).toMatchObject({ kind: 'subscription-confirmed', method: 'pix', plan: 'Mensal', amountCents: 3690, accessUntil: t.state.pixAccessUntil, paidAt: sp('2027-01-31T09:00:00') });
  });

  it('a replay of the payment, or the same session paid through another event, changes nothing twice', () => {
    const first = paid('cs_1', sp('2027-01-10T09:00:00'));
    const { state, mails, changes } = run(open('cs_1'), first, first, { ...first, at: first.at + 60 });
    expect(changes).toEqual([true, false, false]);
    expect(mails).toEqual(['subscription-confirmed']);
    expect(dateLabel(state.pixAccessUntil!)).toBe('10/02/2027');
  });

  it('expired unpaid, or the Pix failed: nothing but the open checkout closes; another session\'s closing changes nothing', () => {
    for (const start of [open('cs_1'), open('cs_1', 'pix-automatico')]) {
      const t = applyEvent(start, { type: 'checkout-closed', at: 1, customerId: c, sessionId: 'cs_1' });
      expect(t).toMatchObject({ changed: true, state: { tipodeconta: 'Sem Plano', pixCheckout: undefined } });
      expect(t.mail).toBeUndefined();
      expect(applyEvent(start, { type: 'checkout-closed', at: 1, customerId: c, sessionId: 'cs_other' }).changed).toBe(false);
    }
  });

  it('paying again before the end extends from the end (Trimestral: 3 months), with no new withdrawal window', () => {
    const { state } = run(none, paid('cs_1', sp('2026-12-15T10:00:00')));
    const renewal = applyEvent(state, paid('cs_2', sp('2027-01-10T10:00:00'), 'Trimestral', 9090));
    expect(renewal.state.tipodeconta).toBe('Trimestral');
    expect(dateLabel(renewal.state.pixAccessUntil!)).toBe('15/04/2027');
    expect(renewal.state.pixPayments!.map((p) => p.sessionId)).toEqual(['cs_1', 'cs_2']);
    expect(renewal.mail).toMatchObject({ kind: 'subscription-confirmed', paidAt: undefined });
  });

  it('a long run of renewals keeps her newest 24 payments on her record (the item stays small), the first ones dropped', () => {
    const events = Array.from({ length: 26 }, (_, i) => paid(`cs_${i + 1}`, sp('2027-01-10T10:00:00') + i * 20 * 86400));
    const { state, changes } = run(none, ...events);
    expect(changes.every(Boolean)).toBe(true);
    expect(state.pixPayments!.map((p) => p.sessionId)).toEqual(Array.from({ length: 24 }, (_, i) => `cs_${i + 3}`));
    expect(applyEvent(state, events[25]).changed).toBe(false);
  });

  it('the end: the job ends the period once, only at or after its end, only the period it was queued for', () => {
    const { state } = run(none, paid('cs_1', sp('2027-01-10T10:00:00')));
    const endsAt = state.pixAccessUntil!;
    const ended = (at: number, e = endsAt): SubscriptionEvent => ({ type: 'pix-period-ended', at, customerId: c, endsAt: e });
    expect(applyEvent(state, ended(endsAt - 1)).changed).toBe(false);
    expect(applyEvent(state, ended(endsAt + 5, endsAt - 100)).changed).toBe(false);
    const t = applyEvent(state, ended(endsAt));
    expect(t.state).toMatchObject({ tipodeconta: 'Sem Plano', pixAccessUntil: undefined, pixPayments: undefined });
    expect(t.mail).toEqual({ kind: 'plan-ended', plan: 'Mensal', endedAt: endsAt });
    expect(applyEvent(t.state, ended(endsAt + 60)).changed).toBe(false);
  });

  it('out of order: a payment after its checkout expired still counts; an expiry after the payment changes nothing', () => {
    const late = run(open('cs_1'), { type: 'checkout-closed', at: 5, customerId: c, sessionId: 'cs_1' }, paid('cs_1', sp('2027-01-10T10:00:00')));
    expect(late.state.tipodeconta).toBe('Mensal');
    const early = run(open('cs_1'), paid('cs_1', sp('2027-01-10T10:00:00')), { type: 'checkout-closed', at: 5, customerId: c, sessionId: 'cs_1' });
    expect(early.changes).toEqual([true, false]);
  });

  it('refund (withdrawal): the plan ends now, she is told for each refund; a refund of an older run ends nothing', () => {
    const { state } = run(none, paid('cs_1', sp('2027-01-10T10:00:00')), paid('cs_2', sp('2027-01-12T10:00:00')));
    const refund = (sessionId: string): SubscriptionEvent => ({ type: 'pix-refunded', at: sp('2027-01-13T10:00:00'), customerId: c, sessionId, refundId: `re_${sessionId}`, amountCents: 3690 });
    const result = run(state, refund('cs_1'), refund('cs_2'), refund('cs_1'));
    expect(result.state).toMatchObject({ tipodeconta: 'Sem Plano', pixAccessUntil: undefined });
    expect(result.changes).toEqual([true, false, false]);
    expect(result.mails).toEqual(['refunded', 'refunded', 'refunded']);
    expect(applyEvent(state, refund('cs_1')).mail).toMatchObject({ kind: 'refunded', method: 'pix', amountCents: 3690 });
    // a payment of a run that ended, refunded later: her new run stays
    const again = run(result.state, paid('cs_3', sp('2027-02-01T10:00:00'))).state;
    expect(applyEvent(again, refund('cs_1')).state.tipodeconta).toBe('Mensal');
  });

  it('a one-off Pix paid while a card or Pix Automático plan is live does not replace it: that payment is owed back, and only that one', () => {
    const card: SubscriptionState = { tipodeconta: 'Mensal', stripeCustomerId: c, stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active' };
    const t = applyEvent(card, paid('cs_9', sp('2027-01-10T10:00:00')));
    expect(t.state).toEqual(card);
    expect(t.giveBack).toEqual({ sessionId: 'cs_9', paymentIntent: 'pi_cs_9', amountCents: 3690 });
    expect(t.mail).toBeUndefined();
    // Pix Automático, with that very session still held as her open checkout: it closes, the plan stays
    const automatic: SubscriptionState = { ...card, tipodeconta: 'Trimestral', formaDePagamento: 'pix-automatico', pixCheckout: open('cs_8').pixCheckout };
    const u = applyEvent(automatic, paid('cs_8', sp('2027-01-10T10:00:00'), 'Trimestral', 9090));
    expect(u).toMatchObject({ changed: true, state: { ...automatic, pixCheckout: undefined }, giveBack: { sessionId: 'cs_8', paymentIntent: 'pi_cs_8', amountCents: 9090 } });
    // nothing owed when the Pix is granted: without a plan, or extending her own Pix period
    expect(applyEvent(none, paid('cs_7', sp('2027-01-10T10:00:00'))).giveBack).toBeUndefined();
    const onPix = applyEvent(none, paid('cs_7', sp('2027-01-10T10:00:00'))).state;
    expect(applyEvent(onPix, paid('cs_6', sp('2027-01-20T10:00:00'))).giveBack).toBeUndefined();
  });

  it("the give-back's refund keeps her live plan and tells her so ('pix-returned', not 'refunded'), once per refund event", () => {
    const card: SubscriptionState = { tipodeconta: 'Trimestral', stripeCustomerId: c, stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', formaDePagamento: 'cartao' };
    const at = sp('2027-01-10T10:05:00');
    const back: SubscriptionEvent = { type: 'pix-refunded', at, customerId: c, sessionId: 'cs_9', refundId: 're_9', amountCents: 3690, givenBack: true };
    expect(applyEvent(card, back)).toEqual({ state: card, changed: false, mail: { kind: 'pix-returned', amountCents: 3690, at, plan: 'Trimestral' } });
    // even were the session one of her own Pix run, a give-back never ends a plan
    const onPix = applyEvent(none, paid('cs_9', sp('2027-01-09T10:00:00'))).state;
    expect(applyEvent(onPix, back)).toMatchObject({ state: onPix, changed: false, mail: { kind: 'pix-returned', plan: 'Mensal' } });
    // her plan ended meanwhile: the e-mail names none
    expect(applyEvent(none, back).mail).toEqual({ kind: 'pix-returned', amountCents: 3690, at, plan: '' });
  });
});

describe('Pix Automático in the state machine (a Stripe subscription renewed by a mandate)', () => {
  const sub = (status: string, at: number): SubscriptionEvent => ({ type: 'subscription-updated', at, subscriptionId: 'sub_p', customerId: c, status, plan: 'Mensal', method: 'pix-automatico' });
  it('paid (async): the plan starts as "pix-automatico" and the open checkout closes, whichever event comes first', () => {
    const completed: SubscriptionEvent = { type: 'checkout-completed', at: 10, subscriptionId: 'sub_p', customerId: c, plan: 'Mensal', method: 'pix-automatico', sessionId: 'cs_p' };
    for (const order of [[completed, sub('active', 11)], [sub('active', 11), completed]]) {
      const { state } = run(open('cs_p', 'pix-automatico'), ...order);
      expect(state).toMatchObject({ tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico', stripeSubscriptionId: 'sub_p', pixCheckout: undefined });
    }
  });

  it('mandate revoked in the bank app: the renewal stops (Stripe: cancel_at_period_end) and she keeps the period; then it ends', () => {
    const { state } = run(none, sub('active', 10));
    const stopped = applyEvent(state, { type: 'subscription-updated', at: 20, subscriptionId: 'sub_p', customerId: c, status: 'active', plan: 'Mensal', method: 'pix-automatico', renewalStoppedUntil: 999 });
    expect(stopped.state.tipodeconta).toBe('Mensal');
    expect(stopped.mail).toEqual({ kind: 'renewal-stopped', plan: 'Mensal', accessUntil: 999, method: 'pix-automatico' });
    const ended = applyEvent(stopped.state, { type: 'subscription-deleted', at: 30, subscriptionId: 'sub_p', customerId: c });
    expect(ended.state.tipodeconta).toBe('Sem Plano');
  });

  it('a renewal charge that failed keeps the plan while Stripe retries and tells her once; the refund mail names Pix', () => {
    const { state } = run(none, sub('active', 10));
    const failed = applyEvent(state, { type: 'payment-failed', at: 20, subscriptionId: 'sub_p', customerId: c });
    expect(failed.state.tipodeconta).toBe('Mensal');
    expect(failed.mail).toEqual({ kind: 'payment-failed', plan: 'Mensal', nextAttemptAt: undefined, method: 'pix-automatico' });
    expect(failed.notice).toBe('Não conseguimos receber o Pix Automático da sua assinatura do plano Mensal. Confira no app do seu banco se a autorização do Pix Automático continua ativa e se há saldo na conta, para não perder o acesso.');
    // a card's failed charge still asks for the card
    const card = applyEvent({ ...state, formaDePagamento: 'cartao' }, { type: 'payment-failed', at: 20, subscriptionId: 'sub_p', customerId: c });
    expect(card.notice).toBe('Não conseguimos cobrar a sua assinatura do plano Mensal. Atualize o cartão em Minha Conta, no botão "Gerenciar assinatura", para não perder o acesso.');
    expect(card.mail).toEqual({ kind: 'payment-failed', plan: 'Mensal', nextAttemptAt: undefined, method: 'cartao' });
    const refunded = applyEvent(state, { type: 'refunded', at: 30, subscriptionId: 'sub_p', customerId: c, refundId: 're_1', amountCents: 1845 });
    expect(refunded.mail).toEqual({ kind: 'refunded', amountCents: 1845, at: 30, method: 'pix-automatico' });
    expect(refunded.state.tipodeconta).toBe('Sem Plano');
  });
});
