import { billingSummary, cancelSubscription, type BillingPorts } from './billing';
import { billingTexts } from './billing-texts';
import { DomainError } from '../base/errors';
import type { PixPayment } from './pix-state';

const sp = (iso: string) => Date.parse(`${iso}-03:00`) / 1000;
const pay = (sessionId: string, paidAt: number, amountCents = 3690, discountCents = 0): PixPayment => ({ sessionId, paymentIntent: `pi_${sessionId}`, plan: 'Mensal', amountCents, discountCents, paidAt });
const ana = (payments: PixPayment[], end: number | undefined, tipodeconta = 'Mensal') => ({ uid: 'u1', tipodeconta, stripeCustomerId: 'cus_1', formaDePagamento: 'pix' as const, pixPayments: payments, pixAccessUntil: end });

function ports(now: number, refundPix?: BillingPorts['refundPix']) {
  const log: string[] = [];
  const p: BillingPorts = {
    subscription: async () => { throw new Error('a one-off Pix has no Stripe subscription'); },
    refund: async () => { throw new Error('not an invoice'); },
    cancelNow: async () => { throw new Error('nothing to cancel in Stripe'); },
    cancelAtPeriodEnd: async () => { throw new Error('nothing to cancel in Stripe'); },
    recordWithdrawal: async (uid, id) => void log.push(`withdrawal ${uid} ${id}`),
    refundPix: refundPix ?? (async (r) => void log.push(`refund ${r.paymentIntent} ${r.sessionId} ${JSON.stringify(r.metadata)}`)),
    refundFailed: () => void log.push('RefundsFailed'),
    now: () => now,
  };
  return { p, log };
}

describe('what she pays with a one-off Pix', () => {
  const end = sp('2027-02-28T09:00:00');
  const paid = [pay('cs_1', sp('2027-01-31T09:00:00'), 1845, 1845)];
  it('shows Pix, the last payment with the coupon, "Acesso até", no "Próxima cobrança", from her record only', async () => {
    const { p } = ports(sp('2027-02-01T10:00:00'));
    expect((await billingSummary(ana(paid, end), p)).subscription).toEqual({
      plan: 'Mensal',
      state: 'ativa',
      paymentMethod: 'pix',
      renewWithPix: false,
      lastPayment: { amountLabel: 'R$ 18,45', dateLabel: '31/01/2027', coupon: 'CAREYCUIDADORES', discountLabel: 'R$ 18,45' },
      nextCharge: null,
      accessUntilLabel: '28/02/2027',
      withdrawal: { available: true, untilLabel: '07/02/2027', refundLabel: 'R$ 18,45' },
    });
  });

  it('offers "Renovar com Pix" from the start of the 7th day before the end (São Paulo), both edges', async () => {
    expect((await billingSummary(ana(paid, end), ports(sp('2027-02-20T23:59:59')).p)).subscription?.renewWithPix).toBe(false);
    expect((await billingSummary(ana(paid, end), ports(sp('2027-02-21T00:00:00')).p)).subscription?.renewWithPix).toBe(true);
    expect((await billingSummary(ana(paid, end, 'Sem Plano'), ports(sp('2027-02-21T00:00:00')).p)).subscription).toBeNull();
  });

  it('withdrawing within 7 days of the run\'s first payment refunds every payment of the run in full, with our metadata', async () => {
    const run = [pay('cs_1', sp('2027-01-31T09:00:00'), 1845, 1845), pay('cs_2', sp('2027-02-05T09:00:00'))];
    const { p, log } = ports(sp('2027-02-07T23:59:59'));
    // the summary states the sum of the run (R$ 18,45 + R$ 36,90), not the last payment, on the window's last second
    expect((await billingSummary(ana(run, end), p)).subscription?.withdrawal).toEqual({ available: true, untilLabel: '07/02/2027', refundLabel: 'R$ 55,35' });
    expect((await billingSummary(ana(run, end), ports(sp('2027-02-08T00:00:00')).p)).subscription?.withdrawal).toEqual({ available: false, untilLabel: null, refundLabel: null });
    expect(await cancelSubscription(ana(run, end), p)).toEqual({ outcome: 'reembolso', message: 'Plano cancelado. Devolvemos R$ 55,35 à sua conta pelo Pix em 07/02/2027. Enviamos a confirmação por e-mail.' });
    expect(log).toEqual([
      'refund pi_cs_1 cs_1 {"uid":"u1","pixSession":"cs_1","customer":"cus_1","reason":"arrependimento"}',
      'refund pi_cs_2 cs_2 {"uid":"u1","pixSession":"cs_2","customer":"cus_1","reason":"arrependimento"}',
      'withdrawal u1 cs_1',
    ]);
  });

  it('asking again after the first refund\'s webhook ended the plan finishes the refunds; after day 7 nothing is refunded', async () => {
    const run = [pay('cs_1', sp('2027-01-31T09:00:00'))];
    const again = ports(sp('2027-02-02T09:00:00'));
    expect((await cancelSubscription(ana(run, undefined, 'Sem Plano'), again.p)).outcome).toBe('reembolso');
    expect(again.log).toHaveLength(2);
    const late = ports(sp('2027-02-08T00:00:00'));
    expect(await cancelSubscription(ana(run, end), late.p)).toEqual({ outcome: 'fim-do-periodo', message: 'O Pix não se renova sozinho: nada mais será cobrado. Você continua com acesso até 28/02/2027.' });
    expect(late.log).toEqual([]);
    await expect(cancelSubscription(ana(run, undefined, 'Sem Plano'), late.p)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('a refund Stripe refuses (or answers late and then refuses) leaves the withdrawal unrecorded, tells her it did not go through, and counts RefundsFailed', async () => {
    const run = [pay('cs_1', sp('2027-01-31T09:00:00')), pay('cs_2', sp('2027-02-05T09:00:00'))];
    // Stripe takes the first refund and refuses the second a moment later (callStripe's 503 in Portuguese)
    const refused = (r: { sessionId: string }) =>
      r.sessionId === 'cs_1' ? Promise.resolve() : new Promise<void>((_resolve, reject) => setTimeout(() => reject(new DomainError('unavailable', 'O serviço de pagamentos está indisponível no momento.')), 20));
    const { p, log } = ports(sp('2027-02-06T09:00:00'), refused);
    const answer = await cancelSubscription(ana(run, sp('2027-03-05T09:00:00')), p).then(
      (ok) => ({ ok }),
      (error: DomainError) => ({ kind: error.kind, message: error.message }),
    );
    expect(answer).toEqual({ kind: 'unavailable', message: billingTexts.refundNotMade });
    expect(billingTexts.refundNotMade).toBe('Não conseguimos fazer o seu reembolso agora, e o cancelamento não foi concluído. Tente novamente em alguns minutos: nada será devolvido duas vezes.');
    expect(log).toEqual(['RefundsFailed']);
  });
});
