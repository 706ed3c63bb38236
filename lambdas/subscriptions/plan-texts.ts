import { PROMOTION_CODE } from '../../contract';

/** The Portuguese labels of the paid plans (plans.ts) as the site and the checkout show them. */
export const planTexts = {
  perMonth: (price: string) => `${price} por mês`,
  specialDiscount: 'Desconto especial',
  /** 'por mês' / 'a cada 3 meses' */
  billingPeriod: (months: number) => (months === 1 ? 'por mês' : `a cada ${months} meses`),
  /** Beside the pay button of Stripe's page when the coupon no longer applies to her (she has paid Carey before). */
  promotionAlreadyUsed: `O cupom ${PROMOTION_CODE} vale só para o primeiro mês da primeira assinatura. Como você já fez um pagamento ao Carey antes, este pagamento é sem desconto.`,
} as const;
