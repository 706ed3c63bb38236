/**
 * pt-BR words for a record's problems in a file of openings (console, API and `npm run import` alike): each names
 * the column as the file has it and the field as the console's 'Nova vaga' form labels it (issue 51, item 8).
 */
export const openingFormLabels = {
  opening: {
    id: 'Identificador da vaga',
    clientId: 'Família da vaga',
    cep: 'CEP',
    tipoProfissional: 'Função',
    detalhesVaga: 'Detalhes da vaga',
    bairro: 'Bairro',
    cidade: 'Cidade',
    generoIdoso: 'Gênero do idoso',
    necessidadeEspecial: 'Necessidade especial',
    possuiComorbidade: 'Possui comorbidade',
    medicacoes: 'Medicações (uma por linha)',
    tarefas: 'Tarefas (uma por linha)',
    generoPreferencia: 'Preferência de gênero',
    selectedDate: 'Data de início',
    selectedTime: 'Horário',
    tipoContrato: 'Tipo de contrato',
    diariaTipo: 'Tipo de diária',
  },
  family: { id: 'Identificador da nova família', name: 'Nome da nova família' },
} as const;

export const openingProblemTexts = {
  /** A CSV file's column, by the header cell the file wrote. */
  column: (name: string) => `Coluna "${name}"`,
  /** A JSON file's field, by its path in the record. */
  field: (path: string) => `Campo "${path}"`,
  /** One problem of an imported record: where in the file, the form's label when the form has the field, what is wrong. */
  inFile: (where: string, label: string | undefined, text: string) => `${where}${label ? ` (no formulário: ${label})` : ''}: ${text}`,
  /** One problem of the form's opening, by the field's label. */
  inForm: (label: string, text: string) => `${label}: ${text}`,
  /** Where the console lists the columns a CSV file may have. */
  seeColumns: 'Veja as colunas aceitas',
  seeColumnsInConsole: 'Veja as colunas aceitas no painel da equipe, em Vagas → Colunas aceitas.',
  columnsTitle: 'Colunas aceitas',
  columnsIntro: 'O cabeçalho pode usar o nome da coluna ou o nome do campo no arquivo JSON; maiúsculas, acentos e espaços não importam.',
  columnsHead: { column: 'Coluna', json: 'Nome no JSON', form: 'Campo do formulário' },
  notOnForm: '—',
} as const;
