/** pt-BR texts of what she pays on /minha-conta (billing-details.tsx). */
export const billingTexts = {
  lastPayment: 'Último pagamento',
  paidOn: (amount: string, date: string) => `${amount} em ${date}`,
  withCoupon: (coupon: string, discount: string) => `com o cupom ${coupon} (desconto de ${discount})`,
  nextCharge: 'Próxima cobrança',
  nextChargeValue: (date: string, amount: string) => `${date}, ${amount}`,
  accessUntil: 'Acesso até',
  state: 'Situação',
  states: {
    ativa: 'Ativa',
    'pagamento-falhou': 'Pagamento não aprovado',
    'cancelamento-agendado': 'Cancelada: não será renovada',
  },
  paymentFailed: 'Não conseguimos cobrar o seu cartão. Atualize o cartão em "Gerenciar assinatura" para não perder o acesso; se as novas tentativas de cobrança falharem, a assinatura é cancelada.',
  withdrawalUntil: (date: string) => `Você pode cancelar até ${date} e receber de volta todo o valor pago (direito de arrependimento).`,
  withdraw: 'Cancelar e pedir reembolso',
  withdrawTitle: 'Cancelar e pedir reembolso',
  withdrawExplain: (amount: string) =>
    `Sua assinatura termina agora e devolvemos todo o valor pago (${amount}) ao seu cartão. Seu plano volta para "Sem Plano" e você recebe a confirmação por e-mail.`,
  stopRenewal: 'Cancelar renovação',
  stopRenewalTitle: 'Cancelar renovação',
  stopRenewalExplain: (date: string) => `A assinatura não será renovada e não haverá nova cobrança. Você continua com acesso até ${date}.`,
  confirm: 'Confirmar cancelamento',
  keep: 'Voltar',
  loadFailed: 'Não foi possível carregar os dados da cobrança. Tente novamente.',
  cancelFailed: 'Não foi possível cancelar agora. Tente novamente.',
  pending: 'Cancelamento feito. Seu plano será atualizado em instantes.',
};
