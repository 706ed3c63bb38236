/**
 * The operators' roles as stored on each operator's record and shown in the console ('Papel'): pt-BR values the
 * code compares, so written once (like stored-value-texts.ts).
 */
export const operatorRoleTexts = {
  admin: 'Administração',
  support: 'Atendimento',
  readOnly: 'Leitura',
} as const;
