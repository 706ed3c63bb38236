/** The Portuguese of cancelling and of what she pays (lambdas/subscriptions/billing.ts). */
export const billingTexts = {
  nothingToCancel: 'Você não tem uma assinatura ativa para cancelar.',
  alreadyEnding: (until: string) => `O cancelamento já está agendado. Você continua com acesso até ${until}.`,
  refunded: (amount: string, date: string) =>
    `Assinatura cancelada. Devolvemos ${amount} ao seu cartão em ${date}; o estorno pode levar alguns dias para aparecer na fatura. Enviamos a confirmação por e-mail.`,
  pixRefunded: (amount: string, date: string) => `Plano cancelado. Devolvemos ${amount} à sua conta pelo Pix em ${date}. Enviamos a confirmação por e-mail.`,
  /** A withdrawal's refund that Stripe refused or could not make (a 503): nothing else of the withdrawal was done. */
  refundNotMade: 'Não conseguimos fazer o seu reembolso agora, e o cancelamento não foi concluído. Tente novamente em alguns minutos: nada será devolvido duas vezes.',
  pixNotRenewed: (until: string) => `O Pix não se renova sozinho: nada mais será cobrado. Você continua com acesso até ${until}.`,
  endsAtPeriodEnd: (until: string) => `Renovação cancelada. Você continua com acesso até ${until} e não será cobrada novamente.`,
} as const;
