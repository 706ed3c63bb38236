import { storedValueTexts } from './stored-value-texts';

/** The paid plans as both sides see them. The server adds how it finds each plan's price (lambdas/subscriptions/plans.ts). */
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
  /** What CAREYCUIDADORES takes off her first charge: half of ONE month's price ('R$ 18,45'; Trimestral 'R$ 15,15'). */
  promotionDiscountLabel: string;
}

export const PROMOTION_CODE = 'CAREYCUIDADORES';
/** 50% off the first month of either plan. */
export const PROMOTION_PERCENT_OFF = 50;

/** 'Sem Plano': the `tipodeconta` of a caregiver without a paid plan. */
export const NO_PLAN = storedValueTexts.noPlan;

/** The one "has a plan" rule: `tipodeconta` names a plan ('Sem Plano', or nothing, means none). */
export function hasPlan(tipodeconta: string | null | undefined): boolean {
  return Boolean(tipodeconta && tipodeconta.trim() && tipodeconta !== NO_PLAN);
}

/**
 * How she pays (issue 39, docs/decisions/073-pix.md): 'cartao' a card subscription (the default, so older clients keep
 * working), 'pix-automatico' a subscription renewed by a Pix Automático mandate she authorises in her bank's app, 'pix'
 * one period paid once by Pix (access until its end, no renewal).
 */
export const PAYMENT_METHODS = ['cartao', 'pix-automatico', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/checkout: the plan's name and how she pays (the user comes from the token, the price and terms from the server). */
export interface CheckoutRequest {
  plan: PlanName;
  /** 'cartao' when absent. */
  formaDePagamento?: PaymentMethod;
}

/** POST /api/checkout's answer: Stripe's hosted checkout page to go to. */
export interface CheckoutSession {
  id: string;
  url: string;
}

/** POST /api/billing-portal's answer: Stripe's customer portal to go to. */
export interface BillingPortalSession {
  url: string;
}

/** What the webhook did with a Stripe event ('ignored': a type we do not act on). */
export type StripeEventOutcome = 'ignored' | 'applied' | 'no-change' | 'duplicate' | 'unknown-caregiver' | 'customer-mismatch';

/** POST /api/stripe/webhook's answer (read by Stripe's delivery log only). */
export interface StripeWebhookAnswer {
  received: true;
  outcome: StripeEventOutcome;
}
