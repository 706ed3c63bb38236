/** The Portuguese Carey sends to Stripe for Pix (shown in her bank's app and on Stripe's page). */
export const pixTexts = {
  /** Pix Automático's mandate, as her bank's app names it. */
  mandateReference: (plan: string) => `Carey - plano ${plan}`,
  /** A one-off Pix's line on the checkout page. */
  oneOffProduct: (plan: string, months: number) => `Carey - plano ${plan} (${months === 1 ? '1 mês' : `${months} meses`}, Pix sem renovação automática)`,
} as const;
