/** pt-BR messages of the 'Cuidadoras' search (the team console's API). */
export const caregiverSearchTexts = {
  searchInvalid: 'Busque por parte do nome (ao menos 2 letras), por um e-mail ou por um telefone com DDD.',
  planInvalid: 'Filtro de plano inválido: use com ou sem.',
  stateInvalid: 'Filtro de situação inválido: use verificada, nao-verificada ou bloqueada.',
  dateInvalid: 'Informe a data no formato AAAA-MM-DD.',
  dateOrder: 'A data final do cadastro deve ser igual ou posterior à inicial.',
} as const;
