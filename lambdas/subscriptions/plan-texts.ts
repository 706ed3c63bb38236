/** The Portuguese labels of the paid plans (plans.ts) as the site and the checkout show them. */
export const planTexts = {
  perMonth: (price: string) => `${price} por mês`,
  specialDiscount: 'Desconto especial',
  /** 'por mês' / 'a cada 3 meses' */
  billingPeriod: (months: number) => (months === 1 ? 'por mês' : `a cada ${months} meses`),
} as const;
