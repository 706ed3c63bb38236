import type { Catalogue } from '../base/catalogue';

/** The Portuguese of the e-mail that confirms an account deletion (rendered by deletion-email-template.ts). */
export const deletionEmailTexts = {
  subject: 'Sua conta no Carey foi excluída',
  hello: 'Olá!',
  done: (date: string) => `A exclusão da sua conta no Carey foi concluída em ${date}, como pedido.`,
  erased: 'Apagamos seu cadastro, seus avisos, seus alertas de vagas e o seu acesso. Se você tinha uma assinatura, ela foi cancelada e não haverá novas cobranças.',
  /** Deleted within the 7 days to withdraw (CDC art. 49): her payments went back in full, as a withdrawal's do. */
  refundedToCard: (amount: string, date: string) =>
    `Você excluiu a conta dentro do prazo de 7 dias para desistir da assinatura (Código de Defesa do Consumidor, art. 49): devolvemos o valor integral, ${amount}, ao seu cartão em ${date}. O estorno pode levar alguns dias para aparecer na fatura.`,
  refundedByPix: (amount: string, date: string) =>
    `Você excluiu a conta dentro do prazo de 7 dias para desistir da assinatura (Código de Defesa do Consumidor, art. 49): devolvemos o valor integral, ${amount}, à sua conta pelo Pix em ${date}.`,
  notRefunded: (until: string) =>
    `Sua assinatura foi cancelada depois do prazo de 7 dias para desistir, por isso nenhum valor foi devolvido. Seu acesso iria até ${until}.`,
  kept: 'Guardamos apenas o que a lei nos obriga a guardar, pelo prazo que ela define. A Política de Privacidade explica o que é guardado e por quê:',
  privacyButton: 'Ver a Política de Privacidade',
  notYou: 'Se você não pediu essa exclusão, responda ao suporte do Carey pelo site.',
  signature: 'Equipe Carey',
} as const;

export type DeletionEmailTexts = Catalogue<typeof deletionEmailTexts>;
