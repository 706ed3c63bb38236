/**
 * Proves: the window of withdrawal counts from her first payment (never a renewal's), a cancellation within it
 * refunds every payment then ends the subscription, and after it only stops the renewal.
 */
import { billingSummary, cancelSubscription, type BillingPorts, type SubscriptionFacts } from './billing';
import { billingTexts } from './billing-texts';
import { DomainError } from '../base/errors';

const DAY = 86400;
const paidAt = Date.parse('2026-11-24T15:00:00Z') / 1000;
const facts = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  cancelAtPeriodEnd: false,
  periodEnd: Date.parse('2026-12-24T15:00:00Z') / 1000,
  paidInvoices: [{ id: 'in_1', amountPaidCents: 1845, discountCents: 1845, paidAt, paymentIntent: 'pi_1' }],
  now: paidAt,
  ...over,
});
const caregiver = { uid: 'u1', tipodeconta: 'Mensal', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active' };

function ports(f: SubscriptionFacts) {
  const log: string[] = [];
  const p: BillingPorts = {
    subscription: async () => f,
    refund: async (r) => void log.push(`refund ${r.paymentIntent} ${r.metadata.uid}`),
    cancelNow: async (id) => void log.push(`cancel now ${id}`),
    cancelAtPeriodEnd: async (id) => void log.push(`cancel at period end ${id}`),
    recordWithdrawal: async (uid, id) => void log.push(`withdrawal counted ${uid} ${id}`),
    refundPix: async (r) => void log.push(`refund pix ${r.paymentIntent}`),
    refundFailed: () => void log.push('RefundsFailed'),
    now: () => f.now,
  };
  return { p, log };
}

describe('billingSummary', () => {
  it('shows the plan, the last payment with the coupon, the next charge at the plan\u2019s price, and the window', async () => {
    expect((await billingSummary(caregiver, ports(facts()).p)).subscription).toEqual({
      plan: 'Mensal',
      state: 'ativa',
      paymentMethod: 'cartao',
      renewWithPix: false,
      lastPayment: { amountLabel: 'R$ 18,45', dateLabel: '24/11/2026', coupon: 'CAREYCUIDADORES', discountLabel: 'R$ 18,45' },
      nextCharge: { amountLabel: 'R$ 36,90', dateLabel: '24/12/2026' },
      accessUntilLabel: '24/12/2026',
      withdrawal: { available: true, untilLabel: '01/12/2026', refundLabel: 'R$ 18,45' },
    });
  });
  it('the withdrawal states the sum of every paid invoice it refunds, not the last one', async () => {
    const two = facts({
      paidInvoices: [
        { id: 'in_1', amountPaidCents: 1845, discountCents: 1845, paidAt, paymentIntent: 'pi_1' },
        { id: 'in_2', amountPaidCents: 3690, discountCents: 0, paidAt: paidAt + DAY, paymentIntent: 'pi_2' },
      ],
      now: paidAt + 2 * DAY,
    });
    expect((await billingSummary(caregiver, ports(two).p)).subscription?.withdrawal).toEqual({ available: true, untilLabel: '01/12/2026', refundLabel: 'R$ 55,35' });
  });
  it('says a payment failed, a renewal stopped, and nothing without a plan', async () => {
    expect((await billingSummary(caregiver, ports(facts({ status: 'past_due' })).p)).subscription?.state).toBe('pagamento-falhou');
    const ending = (await billingSummary(caregiver, ports(facts({ cancelAtPeriodEnd: true, now: paidAt + 8 * DAY })).p)).subscription;
    expect(ending).toMatchObject({ state: 'cancelamento-agendado', nextCharge: null, withdrawal: { available: false, untilLabel: null, refundLabel: null } });
    expect(await billingSummary({ ...caregiver, tipodeconta: 'Sem Plano' }, ports(facts()).p)).toEqual({ subscription: null });
  });
});

describe('cancelSubscription', () => {
  it('within 7 days: refunds every payment in full, then ends the subscription now', async () => {
    const { p, log } = ports(facts({ now: paidAt + 7 * DAY }));
    expect(await cancelSubscription(caregiver, p)).toMatchObject({ outcome: 'reembolso', message: expect.stringContaining('Devolvemos R$ 18,45') });
    expect(log).toEqual(['refund pi_1 u1', 'withdrawal counted u1 sub_1', 'cancel now sub_1']);
  });
  it('within 7 days with Pix Automático: the same refund, said as going back by Pix to her account, never to a card', async () => {
    const pix = await cancelSubscription({ ...caregiver, formaDePagamento: 'pix-automatico' }, ports(facts({ now: paidAt + DAY })).p);
    expect(pix).toEqual({ outcome: 'reembolso', message: 'Plano cancelado. Devolvemos R$ 18,45 à sua conta pelo Pix em 25/11/2026. Enviamos a confirmação por e-mail.' });
    const card = await cancelSubscription({ ...caregiver, formaDePagamento: 'cartao' }, ports(facts({ now: paidAt + DAY })).p);
    expect(card.message).toContain('Devolvemos R$ 18,45 ao seu cartão em 25/11/2026');
  });
  it('from day 8: stops the renewal and says until when she keeps access', async () => {
    const { p, log } = ports(facts({ now: paidAt + 8 * DAY }));
    expect(await cancelSubscription(caregiver, p)).toEqual({ outcome: 'fim-do-periodo', message: expect.stringContaining('acesso até 24/12/2026') });
    expect(log).toEqual(['cancel at period end sub_1']);
  });
  it('counts the window from the first payment, not the last: a renewal paid yesterday opens no new window', async () => {
    const renewedAt = Date.parse('2026-12-24T15:00:00Z') / 1000;
    const renewed = facts({
      paidInvoices: [
        { id: 'in_1', amountPaidCents: 1845, discountCents: 1845, paidAt, paymentIntent: 'pi_1' },
        { id: 'in_2', amountPaidCents: 3690, discountCents: 0, paidAt: renewedAt, paymentIntent: 'pi_2' },
      ],
      periodEnd: Date.parse('2027-01-24T15:00:00Z') / 1000,
      now: renewedAt + DAY,
    });
    expect((await billingSummary(caregiver, ports(renewed).p)).subscription).toMatchObject({ lastPayment: { amountLabel: 'R$ 36,90', dateLabel: '24/12/2026' }, withdrawal: { available: false, untilLabel: null } });
    const { p, log } = ports(renewed);
    expect(await cancelSubscription(caregiver, p)).toEqual({ outcome: 'fim-do-periodo', message: expect.stringContaining('acesso até 24/01/2027') });
    expect(log).toEqual(['cancel at period end sub_1']);
  });
  it('asked again after the refund was made but the cancellation failed (the refund\u2019s webhook already took the plan): refunds and ends it', async () => {
    const { p, log } = ports(facts({ now: paidAt + DAY }));
    expect(await cancelSubscription({ ...caregiver, tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled' }, p)).toMatchObject({ outcome: 'reembolso' });
    expect(log).toEqual(['refund pi_1 u1', 'withdrawal counted u1 sub_1', 'cancel now sub_1']);
  });
  it('a refund Stripe refuses: nothing after it runs (no withdrawal counted, the subscription not ended), she is told, RefundsFailed counted', async () => {
    const { p, log } = ports(facts({ now: paidAt + DAY }));
    p.refund = async () => {
      throw new DomainError('unavailable', 'O serviço de pagamentos está indisponível no momento.');
    };
    await expect(cancelSubscription(caregiver, p)).rejects.toMatchObject({ kind: 'unavailable', message: billingTexts.refundNotMade });
    expect(log).toEqual(['RefundsFailed']);
    // a fault of ours (not Stripe's answer) is counted too, and stays a 500
    p.refund = async () => {
      throw new TypeError('bug');
    };
    await expect(cancelSubscription(caregiver, p)).rejects.toThrow(TypeError);
    expect(log).toEqual(['RefundsFailed', 'RefundsFailed']);
  });
  it('refuses (409) without a live subscription', async () => {
    await expect(cancelSubscription({ ...caregiver, tipodeconta: 'Sem Plano', stripeSubscriptionId: undefined }, ports(facts()).p)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(cancelSubscription(caregiver, ports(facts({ status: 'canceled' })).p)).rejects.toMatchObject({ kind: 'conflict' });
  });
});
