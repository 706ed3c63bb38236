import { routeStripeEvent } from './stripe-events';

const planForPrice = () => undefined;
const event = (type: string, object: unknown) => ({ id: 'evt_1', object: 'event', created: 500, type, data: { object } });
const pixSession = (payment_status: string) => ({
  id: 'cs_pix',
  mode: 'payment',
  payment_status,
  customer: 'cus_1',
  subscription: null,
  payment_intent: 'pi_1',
  amount_total: 1845,
  total_details: { amount_discount: 1845 },
  metadata: { uid: 'u1', plan: 'Mensal', formaDePagamento: 'pix' },
});

describe('Checkout Session events of Pix', () => {
  it('a one-off Pix counts only once paid: async_payment_succeeded, or completed with payment_status "paid"', () => {
    const paid = { uid: 'u1', event: { type: 'pix-paid', at: 500, customerId: 'cus_1', sessionId: 'cs_pix', paymentIntent: 'pi_1', plan: 'Mensal', amountCents: 1845, discountCents: 1845 } };
    expect(routeStripeEvent(event('checkout.session.async_payment_succeeded', pixSession('paid')), planForPrice)).toEqual(paid);
    expect(routeStripeEvent(event('checkout.session.completed', pixSession('paid')), planForPrice)).toEqual(paid);
    expect(routeStripeEvent(event('checkout.session.completed', pixSession('unpaid')), planForPrice)).toBeUndefined();
  });

  it('an expired session or a failed Pix closes the open checkout, nothing more', () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      expect(routeStripeEvent(event(type, pixSession('unpaid')), planForPrice)).toEqual({ uid: 'u1', event: { type: 'checkout-closed', at: 500, customerId: 'cus_1', sessionId: 'cs_pix' } });
    }
  });

  it('a payment-mode session that is not our one-off Pix, or names no plan, is ignored', () => {
    expect(routeStripeEvent(event('checkout.session.completed', { ...pixSession('paid'), metadata: { uid: 'u1', plan: 'Mensal' } }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('checkout.session.completed', { ...pixSession('paid'), metadata: { uid: 'u1', plan: 'Anual', formaDePagamento: 'pix' } }), planForPrice)).toBeUndefined();
  });

  it('Pix Automático: the subscription checkout paid asynchronously starts it, naming the way and the session', () => {
    const session = { id: 'cs_auto', mode: 'subscription', payment_status: 'paid', customer: 'cus_1', subscription: 'sub_1', metadata: { uid: 'u1', plan: 'Trimestral', formaDePagamento: 'pix-automatico' } };
    expect(routeStripeEvent(event('checkout.session.async_payment_succeeded', session), planForPrice)?.event).toEqual({
      type: 'checkout-completed', at: 500, customerId: 'cus_1', subscriptionId: 'sub_1', plan: 'Trimestral', method: 'pix-automatico', sessionId: 'cs_auto',
    });
    const sub = { id: 'sub_1', customer: 'cus_1', status: 'active', metadata: { uid: 'u1', plan: 'Trimestral', formaDePagamento: 'pix-automatico' } };
    expect(routeStripeEvent(event('customer.subscription.updated', sub), planForPrice)?.event).toMatchObject({ method: 'pix-automatico', plan: 'Trimestral' });
  });

  it('a subscription checkout that needs no payment (100% promotion code) starts the plan; unpaid or no-payment one-off Pix does not', () => {
    const session = (payment_status: string) => ({ id: 'cs_free', mode: 'subscription', payment_status, customer: 'cus_1', subscription: 'sub_9', metadata: { uid: 'u1', plan: 'Mensal', formaDePagamento: 'cartao' } });
    const started = { uid: 'u1', event: { type: 'checkout-completed', at: 500, customerId: 'cus_1', subscriptionId: 'sub_9', plan: 'Mensal', method: 'cartao', sessionId: 'cs_free' } };
    expect(routeStripeEvent(event('checkout.session.completed', session('no_payment_required')), planForPrice)).toEqual(started);
    expect(routeStripeEvent(event('checkout.session.completed', session('paid')), planForPrice)).toEqual(started);
    expect(routeStripeEvent(event('checkout.session.completed', session('unpaid')), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('checkout.session.completed', pixSession('no_payment_required')), planForPrice)).toBeUndefined();
  });

  it('a one-off Pix refund names the session it paid; a refund without our metadata is ignored', () => {
    const refund = { id: 're_1', amount: 1845, metadata: { uid: 'u1', pixSession: 'cs_pix', customer: 'cus_1', reason: 'arrependimento' } };
    expect(routeStripeEvent(event('refund.created', refund), planForPrice)).toEqual({ uid: 'u1', event: { type: 'pix-refunded', at: 500, customerId: 'cus_1', sessionId: 'cs_pix', refundId: 're_1', amountCents: 1845 } });
    expect(routeStripeEvent(event('refund.created', { id: 're_2', amount: 10, metadata: {} }), planForPrice)).toBeUndefined();
  });

  it("a Pix given back because another plan was live ('plano-ativo') is told apart from a withdrawal", () => {
    const refund = (reason?: string) => ({ id: 're_3', amount: 9090, metadata: { uid: 'u1', pixSession: 'cs_stray', customer: 'cus_1', ...(reason ? { reason } : {}) } });
    const base = { type: 'pix-refunded', at: 500, customerId: 'cus_1', sessionId: 'cs_stray', refundId: 're_3', amountCents: 9090 };
    expect(routeStripeEvent(event('refund.created', refund('plano-ativo')), planForPrice)).toEqual({ uid: 'u1', event: { ...base, givenBack: true } });
    for (const other of [undefined, 'arrependimento', 'Plano-Ativo']) expect(routeStripeEvent(event('refund.created', refund(other)), planForPrice)).toEqual({ uid: 'u1', event: base });
  });

  it("a Pix given back after her account was deleted ('conta-excluida') names nobody: its refund is routed to no caregiver", () => {
    const refund = { id: 're_4', amount: 9090, metadata: { pixSession: 'cs_gone', customer: 'cus_gone', reason: 'conta-excluida' } };
    expect(routeStripeEvent(event('refund.created', refund), planForPrice)).toBeUndefined();
  });
});
