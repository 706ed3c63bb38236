/** pt-BR texts of the console's 'Vagas' (names match ../shared/ui-contract.md, "Painel da equipe"). */
export const teamOpeningTexts = {
  search: {
    family: 'Família',
    familyHint: 'Nome da família (ou parte dele), ex.: Souza',
    city: 'Cidade',
    type: 'Função',
    from: 'Publicada desde',
    to: 'Publicada até',
    situation: 'Situação',
    situations: { abertas: 'Abertas', encerradas: 'Encerradas' },
    button: 'Buscar',
    label: 'Buscar vagas',
  },
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
  unnamedFamily: (id: string) => `Família sem nome · código ${id}`,
  file: {
    title: 'Enviar vagas',
    label: 'Arquivo de vagas',
    hint: 'CSV salvo pelo Excel (ou em UTF-8), com o cabeçalho do modelo: baixe-o em "Baixar modelo CSV". Datas como 24/11/2026 10:00; Função: Acompanhante, Cuidador ou Enfermeiro(a). Também aceita o arquivo de vagas em JSON. Um arquivo grande vai em partes.',
    template: 'Baixar modelo CSV',
    templateFileName: 'modelo-vagas-carey.csv',
    /** The template's two example openings (a family and what a person fills in). */
    example: {
      familyId: 'familia-exemplo',
      familyName: 'Família Exemplo',
      openings: [
        { id: 'vaga-exemplo-1', createdAt: '24/11/2026 10:00', cep: '13015-904', tipoProfissional: 'Cuidador', detalhesVaga: 'Senhora de 82 anos, lúcida; ajuda no banho e nas refeições.', bairro: 'Centro', cidade: 'Campinas', selectedDate: 'Segunda a sexta', selectedTime: '08:00 às 17:00', tipoContrato: 'Mensal' },
        { id: 'vaga-exemplo-2', createdAt: '24/11/2026 11:30', cep: '01310-100', tipoProfissional: 'Enfermeiro(a)', detalhesVaga: 'Plantão noturno, duas noites por semana; curativos e medicação.', bairro: 'Bela Vista', cidade: 'São Paulo', selectedDate: 'Terça e quinta', selectedTime: '19:00 às 07:00', tipoContrato: 'Diária' },
      ],
    },
    send: 'Enviar arquivo',
    notJson: 'O arquivo não é um JSON válido.',
    csvRefused: (reason: string) => `Arquivo recusado: ${reason}`,
    progress: (part: number, parts: number) => `Enviando parte ${part} de ${parts}…`,
    partFailed: (part: number, parts: number, reason: string) =>
      `A parte ${part} de ${parts} foi recusada: ${reason} As partes anteriores foram gravadas; enviar o arquivo de novo não as duplica.`,
    none: 'Escolha um arquivo.',
    report: 'Relatório do arquivo',
    /** What the file wrote: families and openings (a notice only when a JSON file brought one: not the 'Avisos' screen's). */
    written: (r: { families: number; openings: number; notices: number }) =>
      `Gravado: ${r.families === 1 ? '1 família' : `${r.families} famílias`} e ${r.openings === 1 ? '1 vaga' : `${r.openings} vagas`}${r.notices ? `; ${r.notices === 1 ? '1 aviso importado do arquivo' : `${r.notices} avisos importados do arquivo`}` : ''}.`,
    refused: 'Recusados',
    unplaced: 'Gravadas sem localização',
    adjusted: 'Gravadas com a função lida de outra forma',
    kinds: { family: 'família', opening: 'vaga', notice: 'aviso' } as Record<string, string>,
    line: (kind: string, index: number, ref: string, reason: string) => `${kind} nº ${index + 1} (${ref}): ${reason}`,
    lineAt: (kind: string, line: number, ref: string, reason: string) => `${kind} da linha ${line} (${ref}): ${reason}`,
  },
} as const;
