import { DomainError } from '../base/errors';
import type { PaymentMethod } from '../../contract';
import type { SubscriptionFacts } from './billing';
import { settleSubscriptionAtDeletion, type SubscriberAtDeletion, type SubscriptionAtDeletion, type SubscriptionAtDeletionPorts } from './subscription-at-deletion';
import { emailPlan } from '../account/deletion-email';
import { renderDeletionEmail } from '../account/deletion-email-template';

// Paid on 24/11/2026 at 22:17 in São Paulo (01:17 UTC on the 25th): the 7th day after it is 01/12, to its last minute.
const PAID = Date.parse('2026-11-25T01:17:00Z') / 1000;
const SEVENTH_DAY_2359 = Date.parse('2026-12-02T02:59:00Z') / 1000; // 01/12 23:59 in São Paulo
const EIGHTH_DAY_0000 = Date.parse('2026-12-02T03:00:00Z') / 1000; // 02/12 00:00 in São Paulo
const PERIOD_END = Date.parse('2026-12-25T01:17:00Z') / 1000;

/** Stripe and the deletion job in memory, on a clock fixed at `now` (Stripe's clock and this machine's agree). */
function world(now: number, options: { status?: string; refundFails?: boolean; missing?: boolean } = {}) {
  const log: string[] = [];
  const recorded: SubscriptionAtDeletion[] = [];
  let failed = 0;
  const facts: SubscriptionFacts = {
    id: 'sub_1', customerId: 'cus_1', status: options.status ?? 'active', cancelAtPeriodEnd: false, periodEnd: PERIOD_END, now,
    paidInvoices: [{ id: 'in_1', amountPaidCents: 1845, discountCents: 1845, paidAt: PAID, paymentIntent: 'pi_1' }],
  };
  const refused = () => {
    throw new DomainError('unavailable', 'Stripe fora do ar');
  };
  const ports: SubscriptionAtDeletionPorts = {
    subscription: async () => (options.missing ? undefined : facts),
    refund: async ({ invoiceId, paymentIntent, metadata }) => (options.refundFails ? refused() : void log.push(`refund ${invoiceId} ${paymentIntent} ${metadata.reason}`)),
    refundPix: async ({ sessionId, paymentIntent, metadata }) => (options.refundFails ? refused() : void log.push(`refund pix ${sessionId} ${paymentIntent} ${metadata.reason}`)),
    cancelNow: async (id) => void log.push(`cancel ${id}`),
    refundFailed: () => void failed++,
    now: () => now,
    record: async (outcome) => void recorded.push(outcome),
  };
  return { ports, log, recorded, failed: () => failed };
}

const subscriber = (method: PaymentMethod, requestedAt: number): SubscriberAtDeletion =>
  method === 'pix'
    ? { uid: 'u1', tipodeconta: 'Mensal', stripeCustomerId: 'cus_1', formaDePagamento: 'pix', pixAccessUntil: PERIOD_END, requestedAt,
        pixPayments: [{ sessionId: 'cs_1', paymentIntent: 'pi_pix', plan: 'Mensal', amountCents: 1845, discountCents: 1845, paidAt: PAID }] }
    : { uid: 'u1', tipodeconta: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', formaDePagamento: method, requestedAt };

describe('her plan when she deletes her account (issue 50, item 1)', () => {
  it.each([
    ['cartao', ['refund in_1 pi_1 arrependimento', 'cancel sub_1']],
    ['pix-automatico', ['refund in_1 pi_1 arrependimento', 'cancel sub_1']],
    ['pix', ['refund pix cs_1 pi_pix arrependimento']],
  ] as const)('%s, deleted on the 7th day at 23:59 (São Paulo): every payment back in full, as a withdrawal, then the plan ends', async (method, calls) => {
    const w = world(SEVENTH_DAY_2359);
    const outcome = await settleSubscriptionAtDeletion(subscriber(method, SEVENTH_DAY_2359), w.ports);
    expect(outcome).toEqual({ kind: 'reembolso', amountCents: 1845, method, at: SEVENTH_DAY_2359 });
    expect(w.recorded).toEqual([outcome]);
    expect(w.log).toEqual(calls);
  });

  it.each([['cartao'], ['pix-automatico'], ['pix']] as const)('%s, deleted on the 8th day at 00:00: nothing refunded, and when her access would have ended', async (method) => {
    const w = world(EIGHTH_DAY_0000);
    const outcome = await settleSubscriptionAtDeletion(subscriber(method, EIGHTH_DAY_0000), w.ports);
    expect(outcome).toEqual({ kind: 'sem-reembolso', accessUntil: PERIOD_END });
    expect(w.recorded).toEqual([outcome]);
    expect(w.log).toEqual(method === 'pix' ? [] : ['cancel sub_1']);
  });

  it('judges the window when she asked, not when a retried step runs (the 8th day)', async () => {
    const card = world(EIGHTH_DAY_0000 + 3600);
    expect(await settleSubscriptionAtDeletion(subscriber('cartao', SEVENTH_DAY_2359), card.ports)).toMatchObject({ kind: 'reembolso', amountCents: 1845 });
    const pix = world(EIGHTH_DAY_0000 + 3600);
    expect(await settleSubscriptionAtDeletion(subscriber('pix', SEVENTH_DAY_2359), pix.ports)).toMatchObject({ kind: 'reembolso', amountCents: 1845, method: 'pix' });
  });

  it.each([['cartao'], ['pix']] as const)('%s: a refund Stripe refuses is counted (RefundsFailed) and fails the step; nothing is recorded or ended', async (method) => {
    const w = world(SEVENTH_DAY_2359, { refundFails: true });
    await expect(settleSubscriptionAtDeletion(subscriber(method, SEVENTH_DAY_2359), w.ports)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Não conseguimos fazer o seu reembolso agora, e o cancelamento não foi concluído. Tente novamente em alguns minutos: nada será devolvido duas vezes.',
    });
    expect(w.failed()).toBe(1);
    expect(w.recorded).toEqual([]);
    expect(w.log).toEqual([]);
  });

  it('a subscription already ended (a retried step) or unknown to Stripe: ended again harmlessly, nothing recorded; no plan: nothing', async () => {
    const ended = world(SEVENTH_DAY_2359, { status: 'canceled' });
    expect(await settleSubscriptionAtDeletion(subscriber('cartao', SEVENTH_DAY_2359), ended.ports)).toBeUndefined();
    expect(ended.log).toEqual(['cancel sub_1']);
    expect(ended.recorded).toEqual([]);
    const missing = world(SEVENTH_DAY_2359, { missing: true });
    expect(await settleSubscriptionAtDeletion(subscriber('cartao', SEVENTH_DAY_2359), missing.ports)).toBeUndefined();
    const none = world(SEVENTH_DAY_2359);
    expect(await settleSubscriptionAtDeletion({ uid: 'u1', tipodeconta: 'Sem Plano', requestedAt: SEVENTH_DAY_2359 }, none.ports)).toBeUndefined();
    expect(none.log).toEqual([]);
  });

  it('the receipt e-mail says it: the amount and the way back, or that nothing is refunded and until when she had access', () => {
    const html = (plan: SubscriptionAtDeletion) => renderDeletionEmail({ date: '01/12/2026', privacyUrl: 'https://carey.example/privacidade', plan: emailPlan(plan) }).html;
    expect(html({ kind: 'reembolso', amountCents: 1845, method: 'cartao', at: SEVENTH_DAY_2359 })).toContain(
      'Você excluiu a conta dentro do prazo de 7 dias para desistir da assinatura (Código de Defesa do Consumidor, art. 49): devolvemos o valor integral, R$ 18,45, ao seu cartão em 01/12/2026. O estorno pode levar alguns dias para aparecer na fatura.',
    );
    expect(html({ kind: 'reembolso', amountCents: 1845, method: 'pix-automatico', at: SEVENTH_DAY_2359 })).toContain('devolvemos o valor integral, R$ 18,45, à sua conta pelo Pix em 01/12/2026.');
    expect(html({ kind: 'sem-reembolso', accessUntil: PERIOD_END })).toContain(
      'Sua assinatura foi cancelada depois do prazo de 7 dias para desistir, por isso nenhum valor foi devolvido. Seu acesso iria até 24/12/2026.',
    );
  });
});
