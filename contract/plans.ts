/** The paid plans as both sides see them. The server adds how it finds each plan's price (lambdas/domain/plans.ts). */
export const PLAN_NAMES = ['Mensal', 'Trimestral'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PublicPlan {
  name: PlanName;
  /** Amount charged each billing period, in centavos. */
  amountCents: number;
  interval: 'month';
  intervalCount: number;
  priceLabel: string;
  perMonthLabel?: string;
  badge?: string;
}

export const PROMOTION_CODE = 'CAREYCUIDADORES';
/** 50% off the first month of either plan. */
export const PROMOTION_PERCENT_OFF = 50;
