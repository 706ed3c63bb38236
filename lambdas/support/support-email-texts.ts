import type { Catalogue } from '../base/catalogue';

/** Labels of the e-mail the support team reads (rendered by support-email-template.ts). */
export const supportEmailTexts = {
  subject: (nome: string) => `Suporte Carey: mensagem de ${nome}`,
  nome: 'Nome',
  /** Anyone can type any address in the public form: the team must not take it as proof of who wrote. */
  email: 'E-mail (não verificado)',
  whatsapp: 'WhatsApp/Celular',
  receivedAt: 'Recebida em',
  mensagem: 'Mensagem',
} as const;

export type SupportEmailTexts = Catalogue<typeof supportEmailTexts>;
