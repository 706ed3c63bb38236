import type Stripe from 'stripe';
import type { PaymentMethod } from '../../contract';
import type { Plan } from './plans';
import { pixTexts } from './pix-texts';
import { planTexts } from './plan-texts';

/**
 * What Carey asks of Stripe's Checkout for each way of paying (docs/decisions/073-pix.md). The server decides it
 * all: the price, the amount, the coupon and the mandate's terms.
 */
/** A Pix checkout (and its code) stays open an hour: long enough to open the bank's app, short enough that a second 'Continuar' soon makes a fresh one. */
export const PIX_OPEN_SECONDS = 3600;

type Params = Stripe.Checkout.SessionCreateParams;

/**
 * Pix Automático's mandate: a FIXED amount, the plan's price, on the plan's schedule, with no end date (until she or
 * Carey cancels). Fixed, not 'maximum': her bank shows her exactly what will be debited, and Carey cannot take more;
 * a change of price needs a new authorisation, which is what she would expect. The start date is Stripe's default
 * (3 days ahead, the minimum), since the first period is paid at checkout.
 */
export function mandateOptions(plan: Plan): NonNullable<NonNullable<Params['payment_method_options']>['pix']>['mandate_options'] {
  return {
    amount_type: 'fixed',
    amount: plan.amountCents,
    currency: 'brl',
    payment_schedule: plan.intervalCount === 3 ? 'quarterly' : 'monthly',
    amount_includes_iof: 'never',
    reference: pixTexts.mandateReference(plan.name),
  };
}

/**
 * CAREYCUIDADORES is for the first month of her first order only (issue 50): `firstOrder` false (she has paid Carey
 * before, any way, any plan, refunded or not) takes the code field off Stripe's page and says why beside its button.
 */
function promotionParams(firstOrder: boolean): Pick<Params, 'allow_promotion_codes' | 'custom_text'> {
  return firstOrder ? { allow_promotion_codes: true } : { allow_promotion_codes: false, custom_text: { submit: { message: planTexts.promotionAlreadyUsed } } };
}

/** The parameters that differ from the card's subscription checkout, for a way of paying and "now" (epoch seconds). */
export function checkoutParamsFor(input: { plan: Plan; method: PaymentMethod; firstOrder: boolean; priceId: string; metadata: Record<string, string>; now: number }): Partial<Params> {
  const { plan, method, metadata } = input;
  const expires_at = input.now + PIX_OPEN_SECONDS;
  const promotion = promotionParams(input.firstOrder);
  switch (method) {
    case 'cartao':
      return { mode: 'subscription', line_items: [{ price: input.priceId, quantity: 1 }], subscription_data: { metadata }, ...promotion };
    case 'pix-automatico':
      return {
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        subscription_data: { metadata },
        // The SDK's API version (2026-10-28) names the list this way (payment_method_types is gone from its create params).
        allowed_payment_method_types: ['pix'],
        payment_method_options: { pix: { mandate_options: mandateOptions(plan) } },
        ...promotion,
        expires_at,
      };
    case 'pix':
      return {
        mode: 'payment',
        // One period at the plan's price, priced here (no recurring price applies to a one-off payment).
        line_items: [{ price_data: { currency: 'brl', unit_amount: plan.amountCents, product_data: { name: pixTexts.oneOffProduct(plan.name, plan.intervalCount) } }, quantity: 1 }],
        payment_intent_data: { metadata },
        // The SDK's API version (2026-10-28) names the list this way (payment_method_types is gone from its create params).
        allowed_payment_method_types: ['pix'],
        payment_method_options: { pix: { expires_after_seconds: PIX_OPEN_SECONDS } },
        ...promotion,
        expires_at,
      };
  }
}
