import { PLAN_NAMES, PROMOTION_PERCENT_OFF, type PlanName, type PublicPlan } from '../../contract';
import { planTexts } from './plan-texts';

export { PLAN_NAMES, PROMOTION_CODE, PROMOTION_PERCENT_OFF, type PlanName } from '../../contract';

/** The paid plans, defined once. The server picks the price from here; the client only names a plan. */
export interface Plan extends PublicPlan {
  /**
   * The environment variable holding this plan's Stripe price id for the stage (set by the CDK stack from
   * configuration in AWS, by the local stack locally). Stripe charges the price; amountCents is what we show.
   */
  priceIdEnv: string;
}

export const plans: readonly Plan[] = [
  { name: 'Mensal', amountCents: 3690, interval: 'month', intervalCount: 1, priceLabel: 'R$ 36,90', promotionDiscountLabel: 'R$ 18,45', priceIdEnv: 'STRIPE_PRICE_MENSAL' },
  {
    name: 'Trimestral',
    amountCents: 9090,
    interval: 'month',
    intervalCount: 3,
    priceLabel: 'R$ 90,90',
    perMonthLabel: planTexts.perMonth('R$ 30,30'),
    badge: planTexts.specialDiscount,
    promotionDiscountLabel: 'R$ 15,15',
    priceIdEnv: 'STRIPE_PRICE_TRIMESTRAL',
  },
];

export function findPlan(name: string): Plan | undefined {
  return plans.find((p) => p.name === name);
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/** The coupon takes half of ONE month: the whole first charge for Mensal, a third of the first quarter for Trimestral. */
export function promotionDiscountCents(plan: Plan): number {
  return Math.round(plan.amountCents / plan.intervalCount * (PROMOTION_PERCENT_OFF / 100));
}

export function firstChargeWithPromotionCents(plan: Plan): number {
  return plan.amountCents - promotionDiscountCents(plan);
}

/** 3690 → 'R$ 36,90' (fixed format, so it matches the labels above on every runtime). */
export function formatBrl(cents: number): string {
  const reais = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}

/** 'por mês' / 'a cada 3 meses' */
export function billingPeriodLabel(plan: Plan): string {
  return planTexts.billingPeriod(plan.intervalCount);
}
