/** pt-BR messages of the console's 'Vagas' (kept apart so the other screens' catalogue stays easy to merge). */
export const openingTexts = {
  openingNotFound: 'Vaga não encontrada.',
  openingRefInvalid: 'Identificador de vaga inválido.',
  fileRefused: (reason: string) => `Arquivo recusado: ${reason}`,
  familyRefInvalid: 'Identificador de família inválido: use letras, números, - ou _.',
  openingChangedMeanwhile: 'A vaga mudou enquanto isso. Recarregue a página e tente de novo.',
} as const;
