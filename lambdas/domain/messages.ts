/** Server-side pt-BR catalogue: every message an API caller can see. */
export const messages = {
  internalError: 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.',
  unauthenticated: 'Você precisa entrar na sua conta para continuar.',
  routeNotFound: 'Caminho não encontrado.',
  methodNotAllowed: 'Método não permitido para este caminho.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  jsonRequired: 'Envie o corpo da requisição em JSON (Content-Type: application/json).',
  bodyTooLarge: (limitKb: number) => `O corpo da requisição passa do limite de ${limitKb} KB.`,
  invalidCursor: 'O cursor de paginação é inválido.',
  invalidField: 'Campo inválido.',
  unknownField: (name: string) => `Campo não permitido: ${name}.`,
  caregiverNotFound: 'Cadastro de cuidador não encontrado.',
  phoneTaken: 'Este telefone já está cadastrado.',
  emailTaken: 'Este email já está cadastrado.',
  caregiverExists: 'Este cadastro já existe.',
  noticeNotFound: 'Aviso não encontrado.',
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  // subscriptions
  planRequired: 'Escolha o plano Mensal ou Trimestral.',
  alreadySubscribed: 'Você já tem uma assinatura ativa. Para trocar o cartão ou cancelar, use "Gerenciar assinatura".',
  noSubscriptionToManage: 'Você ainda não tem uma assinatura para gerenciar. Escolha um plano em Minha Conta.',
  paymentsUnavailable: 'O serviço de pagamentos está indisponível no momento. Tente novamente em alguns instantes.',
  webhookSignatureInvalid: 'Assinatura do webhook inválida.',
  paymentFailedNotice: (plan: string) =>
    `Não conseguimos cobrar a sua assinatura${plan ? ` do plano ${plan}` : ''}. Atualize o cartão em Minha Conta, no botão "Gerenciar assinatura", para não perder o acesso.`,
} as const;
