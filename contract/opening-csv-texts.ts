/** pt-BR reasons for refusing a CSV file of families and openings (console and `npm run import` alike). */
export const openingCsvTexts = {
  empty: 'o arquivo CSV está vazio (falta a linha de cabeçalho).',
  unknownColumns: (names: string[]) => `coluna(s) desconhecida(s) no cabeçalho: ${names.join(', ')}. Veja as colunas aceitas na documentação.`,
  repeatedColumn: (name: string) => `a coluna "${name}" aparece mais de uma vez no cabeçalho.`,
  missingColumn: (name: string) => `o cabeçalho precisa da coluna "${name}".`,
  unclosedQuote: (line: number) => `linha ${line}: aspas abertas e não fechadas até o fim do arquivo.`,
  textAfterQuote: (line: number) => `linha ${line}: texto depois de aspas fechadas (use "" para aspas dentro de um campo).`,
  tooManyCells: (line: number, cells: number, columns: number) => `linha ${line}: ${cells} campos, mas o cabeçalho tem ${columns} colunas.`,
  emptyColumnName: '(vazia)',
  /** The words of a yes/no column, read and written. */
  yes: 'sim',
  no: 'não',
} as const;
