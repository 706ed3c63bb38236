/** The paid plans, defined once. The server picks the price from here; the client only names a plan. */
export type PlanName = 'Mensal' | 'Trimestral';

export interface Plan {
  name: PlanName;
  /** Amount charged each billing period, in centavos. */
  amountCents: number;
  interval: 'month';
  intervalCount: number;
  priceLabel: string;
  perMonthLabel?: string;
  badge?: string;
}

export const plans: readonly Plan[] = [
  { name: 'Mensal', amountCents: 3690, interval: 'month', intervalCount: 1, priceLabel: 'R$ 36,90' },
  {
    name: 'Trimestral',
    amountCents: 9090,
    interval: 'month',
    intervalCount: 3,
    priceLabel: 'R$ 90,90',
    perMonthLabel: 'R$ 30,30 por mês',
    badge: 'Desconto especial',
  },
];

export const PROMOTION_CODE = 'CAREYCUIDADORES';
/** 50% off the first month of either plan. */
export const PROMOTION_PERCENT_OFF = 50;

export function findPlan(name: string): Plan | undefined {
  return plans.find((p) => p.name === name);
}
