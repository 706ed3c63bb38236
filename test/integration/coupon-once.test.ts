import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { NO_PLAN } from '../../lambdas/caregivers/caregiver';
import type { PaymentMethod } from '../../contract';
import { api, useLocalStack } from './helpers/local-stack';
import { eventually } from './helpers/eventually';
import { pixStack } from './helpers/pix-stack';

/**
 * CAREYCUIDADORES is for the first month, once (issue 50, item 2). Real handlers on the Stripe stand-in: she pays with
 * the coupon (each way), withdraws within 7 days (refunded in full, 'Sem Plano' again), then checks out again with the
 * coupon (each way): Stripe's page has no coupon field, her code is refused, the line beside the button says why, and
 * she pays the full price, and her plan cards (GET /api/me/assinatura) promise no coupon. Another caregiver, who never
 * paid, still gets it, and her cards still offer it.
 */
const stack = useLocalStack();
const { newCaregiver, checkout, eventsSettled, control, stripe } = pixStack(stack, '2195');

const WHY = 'O cupom CAREYCUIDADORES vale só para o primeiro mês da primeira assinatura. Como você já fez um pagamento ao Carey antes, este pagamento é sem desconto.';
const WAYS: PaymentMethod[] = ['cartao', 'pix-automatico', 'pix'];

/** Checkout through our API, the coupon typed on the stand-in's page, then paid (the card's 'Pagar', or the simulated bank app). */
async function payWithCoupon(token: string, method: PaymentMethod) {
  const session = (await checkout(token, 'Mensal', method)).json as { id: string; url: string };
  if (method === 'cartao') {
    expect((await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }), redirect: 'manual' })).status).toBe(303);
  } else {
    const applied = await (await fetch(`${session.url}/cupom`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }) })).text();
    expect(applied).toContain('Cupom CAREYCUIDADORES aplicado: 50% de desconto no primeiro mês (menos R$ 18,45).');
    expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
  }
  await eventsSettled();
  return session;
}

describe('CAREYCUIDADORES once: a caregiver who paid Carey before gets no coupon, whichever way she paid or pays', () => {
  it.each(WAYS)('paid with the coupon by %s, withdrew: every way of checking out again is without it, and says why', async (first) => {
    const ana = await newCaregiver(`cupom-uma-vez-${first}@example.com`);
    await payWithCoupon(ana.token, first);
    expect((await getCaregiver(ana.uid))!.tipodeconta).toBe('Mensal');
    expect(await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token: ana.token, json: {} })).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
    await eventsSettled();
    expect(await eventually(async () => (await getCaregiver(ana.uid))!.tipodeconta, (plan) => plan === NO_PLAN)).toBe(NO_PLAN);
    // The plan cards she sees now promise no coupon: the server says it is used.
    expect(await api(stack(), '/api/me/assinatura', { token: ana.token })).toMatchObject({ status: 200, json: { subscription: null, couponAvailable: false } });

    for (const again of WAYS) {
      const session = (await checkout(ana.token, 'Mensal', again)).json as { id: string; url: string };
      expect(await stripe().checkout.sessions.retrieve(session.id)).toMatchObject({ allow_promotion_codes: false, custom_text: { submit: { message: WHY } } });
      const page = await (await fetch(session.url)).text();
      expect(page).toContain(WHY);
      expect(page).not.toContain('for="cupom"');
      // Typed anyway (a form posted by hand): refused, nothing paid, the line again.
      const tried = await (await fetch(`${session.url}/${again === 'cartao' ? 'pagar' : 'cupom'}`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }), redirect: 'manual' })).text();
      expect(tried).toContain('Este pagamento não aceita cupons.');
      expect(tried).toContain(WHY);
      expect(tried).not.toContain('aplicado');
    }

    // She pays the last one (one-off Pix): the full R$ 36,90, no discount.
    const last = (await checkout(ana.token, 'Mensal', 'pix')).json as { id: string };
    expect((await control(`pix/${last.id}/pagar`)).status).toBe(200);
    await eventsSettled();
    expect(await stripe().checkout.sessions.retrieve(last.id)).toMatchObject({ amount_total: 3690, total_details: { amount_discount: 0 } });
  });

  it('a caregiver who never paid (beside one who did) still gets the coupon field, each way', async () => {
    const paid = await newCaregiver('cupom-ja-pagou@example.com');
    await payWithCoupon(paid.token, 'cartao');
    const bia = await newCaregiver('cupom-primeira-vez@example.com');
    expect(await api(stack(), '/api/me/assinatura', { token: bia.token })).toMatchObject({ status: 200, json: { subscription: null, couponAvailable: true } });
    for (const method of WAYS) {
      const session = (await checkout(bia.token, 'Trimestral', method)).json as { id: string; url: string };
      const stored = await stripe().checkout.sessions.retrieve(session.id);
      expect(stored.allow_promotion_codes).toBe(true);
      expect(stored.custom_text?.submit).toBeNull();
      const page = await (await fetch(session.url)).text();
      expect(page).not.toContain(WHY);
      if (method === 'cartao') expect(page).toContain('50% de desconto no primeiro mês\n        (menos R$ 15,15; primeira cobrança de R$ 75,75)');
    }
    // Checkouts opened and left unpaid (her Stripe customer exists now) do not use the coupon up.
    expect(await api(stack(), '/api/me/assinatura', { token: bia.token })).toMatchObject({ status: 200, json: { subscription: null, couponAvailable: true } });
  });
});
