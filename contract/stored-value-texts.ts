/**
 * pt-BR values the spec stores in records as they are shown to people (compared by code, so written once): the
 * label of no plan, the status of a checked account, the sign-up types announced as "Em breve".
 */
export const storedValueTexts = {
  noPlan: 'Sem Plano',
  verifiedStatus: 'conta verificada',
  disabledSignupTypes: ['Motorista', 'Comerciante', 'Serviços'],
} as const;
