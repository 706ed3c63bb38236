import { checkoutParamsFor } from './pix-checkout-params';
import { findPlan } from './plans';

const metadata = { uid: 'u1', plan: 'Trimestral', formaDePagamento: 'x' };
const now = 1_800_000_000;
const params = (method: 'cartao' | 'pix-automatico' | 'pix', plan = 'Trimestral', firstOrder = true) => checkoutParamsFor({ plan: findPlan(plan)!, method, firstOrder, priceId: 'price_t', metadata, now });

describe('what Carey asks of Stripe Checkout for each way of paying', () => {
  it('card: today\'s subscription checkout, nothing Pix', () => {
    expect(params('cartao')).toEqual({ mode: 'subscription', line_items: [{ price: 'price_t', quantity: 1 }], subscription_data: { metadata }, allow_promotion_codes: true });
  });

  it('Pix Automático: a subscription paid only by Pix, its mandate fixed at the plan\'s price on the plan\'s schedule, open an hour', () => {
    expect(params('pix-automatico')).toMatchObject({
      mode: 'subscription',
      allowed_payment_method_types: ['pix'],
      subscription_data: { metadata },
      allow_promotion_codes: true,
      expires_at: now + 3600,
      payment_method_options: { pix: { mandate_options: { amount_type: 'fixed', amount: 9090, currency: 'brl', payment_schedule: 'quarterly', reference: 'Carey - plano Trimestral' } } },
    });
    expect(params('pix-automatico', 'Mensal').payment_method_options?.pix?.mandate_options).toMatchObject({ amount: 3690, payment_schedule: 'monthly' });
    expect(params('pix-automatico').payment_method_options?.pix?.mandate_options).not.toHaveProperty('end_date');
  });

  it('one-off Pix: one period at the plan\'s price, the code valid an hour; the coupon only on her first period', () => {
    expect(params('pix', 'Mensal')).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['pix'],
      line_items: [{ price_data: { currency: 'brl', unit_amount: 3690, product_data: { name: 'Carey - plano Mensal (1 mês, Pix sem renovação automática)' } }, quantity: 1 }],
      payment_intent_data: { metadata },
      payment_method_options: { pix: { expires_after_seconds: 3600 } },
      allow_promotion_codes: true,
      expires_at: now + 3600,
    });
    expect(params('pix').line_items).toEqual([expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: 9090 }) })]);
  });

  it.each([['cartao'], ['pix-automatico'], ['pix']] as const)('%s after a first order: no code field, and the line beside the button says why', (method) => {
    const p = params(method, 'Mensal', false);
    expect(p.allow_promotion_codes).toBe(false);
    expect(p.custom_text).toEqual({
      submit: { message: 'O cupom CAREYCUIDADORES vale só para o primeiro mês da primeira assinatura. Como você já fez um pagamento ao Carey antes, este pagamento é sem desconto.' },
    });
    expect(params(method, 'Mensal', true)).not.toHaveProperty('custom_text');
  });
});
