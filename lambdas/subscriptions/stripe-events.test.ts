import { routeStripeEvent } from './stripe-events';

const planForPrice = (id: string) => (({ price_m: 'Mensal', price_t: 'Trimestral' }) as const)[id as 'price_m' | 'price_t'];
const event = (type: string, object: unknown) => ({ id: 'evt_1', object: 'event', created: 500, type, data: { object } });

describe('routeStripeEvent', () => {
  it('reads a paid subscription checkout', () => {
    const routed = routeStripeEvent(
      event('checkout.session.completed', { mode: 'subscription', payment_status: 'paid', client_reference_id: 'u1', customer: 'cus_1', subscription: { id: 'sub_1' }, metadata: { plan: 'Mensal' } }),
      planForPrice,
    );
    expect(routed).toEqual({ uid: 'u1', event: { type: 'checkout-completed', at: 500, subscriptionId: 'sub_1', customerId: 'cus_1', plan: 'Mensal' } });
  });

  it('ignores unpaid or non-subscription checkouts and unknown plans', () => {
    const base = { mode: 'subscription', payment_status: 'paid', customer: 'cus_1', subscription: 'sub_1', metadata: { uid: 'u1', plan: 'Mensal' } };
    expect(routeStripeEvent(event('checkout.session.completed', { ...base, payment_status: 'unpaid' }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('checkout.session.completed', { ...base, mode: 'payment' }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('checkout.session.completed', { ...base, metadata: { uid: 'u1', plan: 'Anual' } }), planForPrice)).toBeUndefined();
  });

  it('takes the plan of an updated subscription from its price (portal plan changes), else from metadata', () => {
    const sub = { id: 'sub_1', customer: { id: 'cus_1' }, status: 'past_due', metadata: { uid: 'u1', plan: 'Mensal' }, items: { data: [{ price: { id: 'price_t' } }] } };
    expect(routeStripeEvent(event('customer.subscription.updated', sub), planForPrice)?.event).toEqual({
      type: 'subscription-updated', at: 500, subscriptionId: 'sub_1', customerId: 'cus_1', status: 'past_due', plan: 'Trimestral',
    });
    const noPrice = { ...sub, items: { data: [{ price: { id: 'price_unknown' } }] } };
    expect(routeStripeEvent(event('customer.subscription.updated', noPrice), planForPrice)?.event).toMatchObject({ plan: 'Mensal' });
  });

  it('reads deletions, and payment failures in both invoice shapes', () => {
    expect(routeStripeEvent(event('customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1', status: 'canceled' }), planForPrice)).toEqual({
      uid: undefined,
      event: { type: 'subscription-deleted', at: 500, subscriptionId: 'sub_1', customerId: 'cus_1' },
    });
    const current = { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1' } } } };
    expect(routeStripeEvent(event('invoice.payment_failed', current), planForPrice)).toEqual({ uid: 'u1', event: { type: 'payment-failed', at: 500, subscriptionId: 'sub_1', customerId: 'cus_1' } });
    const legacy = { customer: 'cus_1', subscription: 'sub_2' };
    expect(routeStripeEvent(event('invoice.payment_failed', legacy), planForPrice)?.event).toMatchObject({ subscriptionId: 'sub_2' });
  });

  it('ignores other types and malformed payloads', () => {
    expect(routeStripeEvent(event('invoice.paid', { customer: 'cus_1' }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('refund.created', { id: 're_1', amount: 100, metadata: {} }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent(event('customer.subscription.updated', { id: 'sub_1' }), planForPrice)).toBeUndefined();
    expect(routeStripeEvent({ nope: true }, planForPrice)).toBeUndefined();
  });
  it('reads the first paid invoice (amount, coupon, period) and our withdrawal refunds', () => {
    const paid = { customer: 'cus_1', billing_reason: 'subscription_create', amount_paid: 1845, total_discount_amounts: [{ amount: 1845 }], period_end: 900, parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1' } } } };
    expect(routeStripeEvent(event('invoice.paid', paid), planForPrice)).toEqual({
      uid: 'u1',
      event: { type: 'invoice-paid', at: 500, customerId: 'cus_1', subscriptionId: 'sub_1', first: true, amountCents: 1845, discountCents: 1845, periodEnd: 900 },
    });
    expect(routeStripeEvent(event('invoice.paid', { ...paid, billing_reason: 'subscription_cycle' }), planForPrice)?.event).toMatchObject({ first: false });
    // the way she pays, as her checkout wrote it on the subscription (copied onto each invoice): the e-mail's words follow it
    const byPix = { ...paid, parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1', formaDePagamento: 'pix-automatico' } } } };
    expect(routeStripeEvent(event('invoice.paid', byPix), planForPrice)?.event).toMatchObject({ type: 'invoice-paid', method: 'pix-automatico' });
    expect(routeStripeEvent(event('invoice.payment_failed', byPix), planForPrice)?.event).toMatchObject({ type: 'payment-failed', method: 'pix-automatico' });
    const refund = { id: 're_1', amount: 1845, metadata: { uid: 'u1', subscription: 'sub_1', customer: 'cus_1' } };
    expect(routeStripeEvent(event('refund.created', refund), planForPrice)).toEqual({
      uid: 'u1',
      event: { type: 'refunded', at: 500, subscriptionId: 'sub_1', customerId: 'cus_1', refundId: 're_1', amountCents: 1845 },
    });
  });
  it('says when an update just stopped the renewal (previous_attributes), and only then', () => {
    const sub = { id: 'sub_1', customer: 'cus_1', status: 'active', cancel_at_period_end: true, metadata: { uid: 'u1', plan: 'Mensal' }, items: { data: [{ price: { id: 'price_m' }, current_period_end: 900 }] } };
    const stopped = { ...event('customer.subscription.updated', sub), data: { object: sub, previous_attributes: { cancel_at_period_end: false } } };
    expect(routeStripeEvent(stopped, planForPrice)?.event).toMatchObject({ type: 'subscription-updated', renewalStoppedUntil: 900 });
    expect(routeStripeEvent(event('customer.subscription.updated', sub), planForPrice)?.event).not.toHaveProperty('renewalStoppedUntil');
  });
});
