/** pt-BR texts of the 'Cuidadoras' search filters (names match ../shared/ui-contract.md). */
export const caregiverSearchTexts = {
  plan: 'Plano',
  planOptions: [
    { value: '', label: 'Todos' },
    { value: 'com', label: 'Com plano' },
    { value: 'sem', label: 'Sem plano' },
  ],
  state: 'Situação da conta',
  stateOptions: [
    { value: '', label: 'Todas' },
    { value: 'nao-verificada', label: 'Conta não verificada' },
    { value: 'verificada', label: 'Conta verificada' },
    { value: 'bloqueada', label: 'Acesso bloqueado' },
  ],
  from: 'Cadastro a partir de',
  to: 'Cadastro até',
  more: 'Mais resultados',
  newest: 'Cadastros mais recentes',
  noneYet: 'Nenhuma cuidadora nesta parte da lista; veja mais resultados.',
  signedUpOn: (date: string) => `cadastro em ${date}`,
} as const;
