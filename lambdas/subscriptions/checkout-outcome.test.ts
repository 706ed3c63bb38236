import type { Caregiver } from '../caregivers/caregiver';
import { checkoutOutcome, type CheckoutSessionFacts } from './checkout-outcome';

/** Ana pays Mensal by card in one tab (her plan) and a one-off Pix in another (cs_pix). */
const ana = { uid: 'u1', tipodeconta: 'Mensal', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_card' } as Caregiver;
const pix = (extra: Partial<CheckoutSessionFacts> = {}): CheckoutSessionFacts => ({ id: 'cs_pix', uid: 'u1', customerId: 'cus_1', mode: 'payment', paid: true, amountCents: 3690, refundReasons: [], ...extra });
const ports = (session: CheckoutSessionFacts | undefined, owed = false) => ({ session: async () => session, owedBack: async () => owed });

describe('how the checkout she came back from ended (issue 50, item 3)', () => {
  it('the second tab\'s Pix, given back because her card plan is live: devolvido, with the amount and the plan she keeps (owed, or already refunded)', async () => {
    const given = { situacao: 'devolvido', motivo: 'plano-ativo', valorLabel: 'R$ 36,90', planoAtivo: 'Mensal' };
    expect(await checkoutOutcome(ana, 'cs_pix', ports(pix(), true))).toEqual(given);
    expect(await checkoutOutcome(ana, 'cs_pix', ports(pix({ refundReasons: ['plano-ativo'] })))).toEqual(given);
  });

  it('her plan alone never confirms a Pix: aguardando until its payment is counted on her record, then confirmado', async () => {
    expect(await checkoutOutcome(ana, 'cs_pix', ports(pix({ paid: false })))).toEqual({ situacao: 'aguardando' });
    expect(await checkoutOutcome(ana, 'cs_pix', ports(pix()))).toEqual({ situacao: 'aguardando' });
    const onPix = { ...ana, pixPayments: [{ sessionId: 'cs_pix', paymentIntent: 'pi_1', plan: 'Mensal', amountCents: 3690, discountCents: 0, paidAt: 1 }] } as Caregiver;
    expect(await checkoutOutcome(onPix, 'cs_pix', ports(pix()))).toEqual({ situacao: 'confirmado' });
    // a withdrawal's refund is not a give-back
    expect(await checkoutOutcome(onPix, 'cs_pix', ports(pix({ refundReasons: ['arrependimento'] })))).toEqual({ situacao: 'confirmado' });
  });

  it('a card or Pix Automático checkout: confirmado once her record holds its subscription', async () => {
    const card = pix({ id: 'cs_card', mode: 'subscription', subscriptionId: 'sub_card' });
    expect(await checkoutOutcome(ana, 'cs_card', ports(card))).toEqual({ situacao: 'confirmado' });
    expect(await checkoutOutcome({ ...ana, stripeSubscriptionId: undefined, tipodeconta: 'Sem Plano' } as Caregiver, 'cs_card', ports(card))).toEqual({ situacao: 'aguardando' });
  });

  it('another caregiver\'s session, or one Stripe does not have: nothing said', async () => {
    expect(await checkoutOutcome(ana, 'cs_pix', ports(pix({ uid: 'u2', customerId: 'cus_2' }), true))).toBeUndefined();
    expect(await checkoutOutcome(ana, 'cs_x', ports(undefined))).toBeUndefined();
  });
});
