import type { Catalogue } from '../base/catalogue';
/** The Portuguese texts of the pages behind the unsubscribe link (rendered by unsubscribe-page-template.ts). */
export const unsubscribeTexts = {
  confirmTitle: 'Cancelar alertas de vagas',
  confirmBody: 'Você deixará de receber e-mails com novas vagas, e seus alertas salvos serão excluídos. Você pode criar novos alertas quando quiser, em Buscar vagas.',
  confirmButton: 'Não quero mais receber alertas',
  doneTitle: 'Alertas cancelados',
  doneBody: 'Pronto: você não receberá mais e-mails de alertas de vagas do Carey.',
  invalidTitle: 'Link inválido',
  invalidBody: 'Este link para cancelar os alertas não é válido. Confira se ele foi copiado inteiro, ou exclua seus alertas em Minha Conta.',
  expiredTitle: 'Link expirado',
  expiredBody: 'Este link para cancelar os alertas expirou. Use o link do e-mail mais recente, ou exclua seus alertas em Minha Conta.',
  toSite: 'Ir para o Carey',
  footer: '© 2024 Carey. Todos os direitos reservados.',
} as const;

export type UnsubscribeTexts = Catalogue<typeof unsubscribeTexts>;
