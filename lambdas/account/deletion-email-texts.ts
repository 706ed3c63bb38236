import type { Catalogue } from '../base/catalogue';

/** The Portuguese of the e-mail that confirms an account deletion (rendered by deletion-email-template.ts). */
export const deletionEmailTexts = {
  subject: 'Sua conta no Carey foi excluída',
  hello: 'Olá!',
  done: (date: string) => `A exclusão da sua conta no Carey foi concluída em ${date}, como pedido.`,
  erased: 'Apagamos seu cadastro, seus avisos, seus alertas de vagas e o seu acesso. Se você tinha uma assinatura, ela foi cancelada e não haverá novas cobranças.',
  kept: 'Guardamos apenas o que a lei nos obriga a guardar, pelo prazo que ela define. A Política de Privacidade explica o que é guardado e por quê:',
  privacyButton: 'Ver a Política de Privacidade',
  notYou: 'Se você não pediu essa exclusão, responda ao suporte do Carey pelo site.',
  signature: 'Equipe Carey',
} as const;

export type DeletionEmailTexts = Catalogue<typeof deletionEmailTexts>;
