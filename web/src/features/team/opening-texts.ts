/** pt-BR texts of the console's 'Vagas' (names match ../shared/ui-contract.md, "Painel da equipe"). */
export const teamOpeningTexts = {
  search: { family: 'Família', familyHint: 'Identificador da família, ex.: familia-01', city: 'Cidade', type: 'Função', button: 'Buscar', label: 'Buscar vagas' },
  table: 'Vagas',
  columns: { when: 'Publicada em', opening: 'Vaga', family: 'Família', type: 'Função', city: 'Cidade', state: 'Situação' },
  open: 'Aberta',
  closedOn: (date: string) => `Encerrada em ${date}`,
  none: 'Nenhuma vaga encontrada.',
  more: 'Carregar mais',
  close: 'Encerrar vaga',
  confirmTitle: 'Encerrar esta vaga?',
  confirmExplain: (opening: string, family: string) =>
    `A vaga ${opening} (${family}) sai das listas das cuidadoras, da busca por distância e dos alertas. Não há como desfazer.`,
  confirm: 'Encerrar',
  cancel: 'Cancelar',
  closed: (opening: string) => `Vaga ${opening} encerrada.`,
  noFamilyName: 'sem nome',
} as const;
