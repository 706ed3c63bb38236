/** pt-BR texts of 'Recibo de exclusão' on the 'Cuidadoras' page (the console's read-only receipt lookup). */
export const deletionReceiptTexts = {
  title: 'Recibo de exclusão',
  explain: 'A conta já foi excluída? Informe o e-mail que a pessoa usava ou o código do recibo. O Carey não guarda o e-mail de contas excluídas: ele é conferido pelo código.',
  field: 'E-mail ou código do recibo',
  button: 'Consultar recibo',
  none: 'Nenhuma exclusão registrada para este e-mail ou código.',
  code: (code: string) => `Código do recibo: ${code}`,
  receipt: (requested: string, completed: string) => `Exclusão pedida em ${requested} e concluída em ${completed}.`,
  steps: {
    'disable-sign-in': 'Acesso bloqueado',
    'cancel-subscription': 'Assinatura cancelada',
    'close-open-checkouts': 'Pagamentos em aberto encerrados',
    'delete-notices': 'Avisos apagados',
    'delete-alerts': 'Alertas apagados',
    'delete-push-subscriptions': 'Notificações no celular apagadas',
    'delete-opening-reports': 'Denúncias de vagas apagadas',
    'anonymize-support-messages': 'Mensagens de suporte anonimizadas',
    'anonymize-team-audit-log': 'Registro da equipe anonimizado',
    'delete-stripe-customer-link': 'Vínculo com o Stripe apagado',
    'delete-cognito-user': 'Usuária de acesso apagada',
    'delete-caregiver': 'Cadastro apagado',
  } as Record<string, string>,
} as const;
