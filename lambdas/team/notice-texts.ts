/** pt-BR messages of the console's 'Avisos' (kept apart so the other screens' catalogue stays easy to merge). */
export const noticeTexts = {
  messageRequired: 'Escreva a mensagem do aviso.',
  messageTooLong: (max: number) => `O aviso pode ter no máximo ${max} caracteres.`,
  messageInvalidCharacters: 'A mensagem tem caracteres que não são permitidos.',
  audienceRequired: 'Escolha as destinatárias: uma cuidadora, todas, sem plano, com plano, por tipo de cadastro ou por cidade.',
  caregiverRequired: 'Informe o e-mail ou o telefone (com DDD) da cuidadora.',
  signupTypeInvalid: (types: readonly string[]) => `Escolha o tipo de cadastro: ${types.join(', ')}.`,
  cityRequired: 'Informe a cidade.',
  cityTooLong: 'O nome da cidade pode ter no máximo 80 caracteres.',
  noticeNotFound: 'Aviso não encontrado.',
  noRecipients: 'Nenhuma cuidadora recebe este aviso: escolha outras destinatárias.',
  /** The Registro's target of a notice sent to many: its first words. */
  auditTarget: (excerpt: string) => `Aviso “${excerpt}”`,
  caregiverInactive: 'Esta conta está sendo excluída; ela não recebe avisos.',
} as const;
