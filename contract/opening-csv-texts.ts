/** pt-BR reasons for refusing a CSV file of families and openings (console and `npm run import` alike). */
export const openingCsvTexts = {
  empty: 'o arquivo CSV está vazio (falta a linha de cabeçalho).',
  unknownColumns: (names: string[]) => `coluna(s) desconhecida(s) no cabeçalho: ${names.join(', ')}.`,
  repeatedColumn: (name: string) => `a coluna "${name}" aparece mais de uma vez no cabeçalho.`,
  missingColumn: (name: string) => `o cabeçalho precisa da coluna "${name}".`,
  unclosedQuote: (line: number) => `linha ${line}: aspas abertas e não fechadas até o fim do arquivo.`,
  textAfterQuote: (line: number) => `linha ${line}: texto depois de aspas fechadas (use "" para aspas dentro de um campo).`,
  tooManyCells: (line: number, cells: number, columns: number) => `linha ${line}: ${cells} campos, mas o cabeçalho tem ${columns} colunas.`,
  emptyColumnName: '(vazia)',
  notText:
    'o arquivo não é uma planilha CSV nem um JSON de vagas (parece ser uma imagem, um .xlsx ou outro arquivo que não é texto). No Excel, use "Salvar como" → "CSV" e envie de novo.',
  brokenUtf8:
    'o arquivo tem trechos em UTF-8 e bytes que não são UTF-8 válido (talvez tenha sido cortado ou corrompido). No Excel, use "Salvar como" → "CSV UTF-8" e envie de novo.',
  /** How the report says which encoding the file was read in (contract/spreadsheet-file.ts). */
  encodings: { 'utf-8': 'UTF-8', 'utf-8-bom': 'UTF-8 (com BOM)', 'windows-1252': 'Windows-1252 (o padrão do Excel no Brasil)' },
  readAs: (encoding: string) => `Arquivo lido como ${encoding}.`,
  /**
   * The header the template writes, as a family's spreadsheet would name the columns. The JSON names (`familia`,
   * `createdAt`, `selectedDate`…) are still read; 'Data de criação' (a second date, as text) is written only when an
   * opening has one.
   */
  headers: {
    familia: 'Família',
    familia_nome: 'Nome da família',
    familia_avatar: 'Foto da família',
    vaga: 'Vaga',
    createdAt: 'Publicada em',
    cep: 'CEP',
    tipoProfissional: 'Função',
    detalhesVaga: 'Detalhes da vaga',
    generoIdoso: 'Gênero da pessoa idosa',
    necessidadeEspecial: 'Necessidade especial',
    possuiComorbidade: 'Tem comorbidade',
    medicacoes: 'Medicações',
    tarefas: 'Tarefas',
    generoPreferencia: 'Gênero preferido',
    selectedDate: 'Dia de início',
    selectedTime: 'Horário',
    bairro: 'Bairro',
    cidade: 'Cidade',
    dataCriacao: 'Data de criação',
    tipoContrato: 'Tipo de contrato',
    diariaTipo: 'Tipo de diária',
  },
  /** The words of a yes/no column, read and written. */
  yes: 'sim',
  no: 'não',
} as const;
