import type { Catalogue } from '../base/catalogue';

/** The Portuguese of the billing e-mails (rendered by billing-mail-template.ts). */
export const billingMailTexts = {
  signature: 'Equipe Carey',
  hello: (name: string) => `Olá, ${name}!`,
  accountButton: 'Abrir Minha Conta',
  /** 'Forma de pagamento: …': every billing e-mail names the way she pays (issue 50, item 4). */
  paidWith: (label: string) => `Forma de pagamento: ${label}`,
  paymentMethods: { cartao: 'Cartão de crédito', 'pix-automatico': 'Pix Automático', pix: 'Pix, sem renovação automática' },
  confirmed: {
    subject: 'Sua assinatura do Carey está confirmada',
    intro: (plan: string) => `Sua assinatura do plano ${plan} está confirmada. Obrigada por fazer parte do Carey.`,
    paid: (amount: string) => `Valor pago: ${amount}`,
    coupon: (code: string, discount: string) => `Cupom ${code}: desconto de ${discount}`,
    next: (date: string, amount: string) => `Próxima cobrança: ${date}, no valor de ${amount}`,
    pixSubject: 'Seu pagamento por Pix foi confirmado',
    pixIntro: (plan: string) => `Recebemos o seu Pix do plano ${plan}. Obrigada por fazer parte do Carey.`,
    pixAccess: (date: string) => `Acesso até ${date}. O Pix não se renova sozinho: antes do fim enviaremos um lembrete, e você pode renovar em Minha Conta.`,
    automaticIntro: (plan: string) => `Sua assinatura do plano ${plan} com Pix Automático está confirmada. Obrigada por fazer parte do Carey.`,
    automaticNext: (date: string, amount: string) => `Próxima cobrança pelo Pix Automático: ${date}, no valor de ${amount}. Seu banco avisa antes de cada débito.`,
    automaticCancel: 'Você pode cancelar o Pix Automático no app do seu banco ou em Minha Conta.',
    withdrawal: (date: string) => `Se mudar de ideia, você pode cancelar até ${date} e receber de volta todo o valor pago, em Minha Conta, no botão "Cancelar e pedir reembolso".`,
  },
  refunded: {
    subject: 'Cancelamento e reembolso confirmados',
    intro: 'Sua assinatura do Carey foi cancelada, como você pediu.',
    amount: (amount: string, date: string) => `Devolvemos ${amount} ao seu cartão em ${date}. O estorno pode levar alguns dias para aparecer na fatura.`,
    pixAmount: (amount: string, date: string) => `Devolvemos ${amount} à sua conta pelo Pix em ${date}.`,
    plan: 'Seu plano voltou para "Sem Plano". Você pode assinar de novo quando quiser.',
  },
  pixReturned: {
    subject: 'Devolvemos o seu Pix',
    intro: (amount: string, plan: string) => `Recebemos um Pix de ${amount} quando o seu plano${plan ? ` ${plan}` : ''} já estava pago de outra forma. Para você não pagar duas vezes, devolvemos todo o valor.`,
    amount: (amount: string, date: string) => `Devolvemos ${amount} à sua conta pelo Pix em ${date}.`,
    plan: 'Seu plano continua como estava: nada mudou na sua assinatura.',
  },
  planEnded: {
    subject: 'Seu plano do Carey terminou',
    intro: (plan: string, date: string) => `O período pago do seu plano${plan ? ` ${plan}` : ''} terminou em ${date}. Seu plano voltou para "Sem Plano".`,
    again: 'Para continuar, assine de novo em Minha Conta: com cartão de crédito, Pix Automático ou Pix.',
  },
  pixEnding: {
    subject: (date: string) => `Seu acesso ao Carey termina em ${date}`,
    intro: (plan: string, date: string) => `O período do plano ${plan} pago com Pix termina em ${date}. O Pix não se renova sozinho.`,
    renew: 'Para continuar sem interrupção, renove com Pix: o novo período começa no fim do atual, e você não perde nenhum dia.',
    button: 'Renovar com Pix',
  },
  paymentFailed: {
    subject: 'Não conseguimos cobrar sua assinatura do Carey',
    intro: (plan: string) => `Não conseguimos cobrar a sua assinatura${plan ? ` do plano ${plan}` : ''}.`,
    update: 'Para atualizar o cartão, abra Minha Conta e use o botão "Gerenciar assinatura".',
    automaticIntro: (plan: string) => `Não conseguimos receber o Pix Automático da sua assinatura${plan ? ` do plano ${plan}` : ''}.`,
    automaticUpdate: 'Confira no app do seu banco se a autorização do Pix Automático do Carey continua ativa e se há saldo na conta. Se você cancelou a autorização, pode assinar de novo em Minha Conta.',
    retry: (date: string) => `Tentaremos cobrar de novo em ${date}. Se as tentativas não derem certo, a assinatura é cancelada e o seu acesso termina.`,
    noRetry: 'Se as próximas tentativas não derem certo, a assinatura é cancelada e o seu acesso termina.',
  },
  renewalStopped: {
    subject: 'Cancelamento da renovação confirmado',
    intro: (plan: string) => `Você cancelou a renovação da sua assinatura${plan ? ` do plano ${plan}` : ''}. Não haverá novas cobranças.`,
    until: (date: string) => `Você continua com acesso até ${date}. Depois disso, seu plano volta para "Sem Plano".`,
    automaticNoDebit: 'Nenhum novo débito do Pix Automático será feito na sua conta.',
    again: 'Se mudar de ideia, você pode assinar de novo em Minha Conta quando quiser.',
  },
  reminder: {
    subject: (date: string) => `Sua assinatura do Carey será renovada em ${date}`,
    intro: (plan: string, date: string, amount: string) => `Sua assinatura do plano ${plan} será renovada em ${date}, com a cobrança de ${amount} no seu cartão.`,
    howToCancel: (date: string) => `Se não quiser renovar, abra Minha Conta e use o botão "Cancelar renovação" antes de ${date}. Você continua com acesso até essa data.`,
    nothingToDo: 'Se quiser continuar, não precisa fazer nada.',
    automaticIntro: (plan: string, date: string, amount: string) => `Sua assinatura do plano ${plan} será renovada em ${date}, com a cobrança de ${amount} pelo Pix Automático na sua conta. Seu banco também avisa antes do débito.`,
    automaticHowToCancel: (date: string) => `Se não quiser renovar, use o botão "Cancelar renovação" em Minha Conta, ou cancele o Pix Automático no app do seu banco, antes de ${date}. Você continua com acesso até essa data.`,
  },
} as const;

export type BillingMailTexts = Catalogue<typeof billingMailTexts>;
