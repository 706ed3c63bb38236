/** 'Denunciar vaga' on the server: every message a caregiver or an operator can read from its routes (pt-BR). */
export const reportTexts = {
  refInvalid: 'Vaga inválida.',
  reasonInvalid: 'Escolha o motivo da denúncia: Vaga falsa ou enganosa, Pede dinheiro ou dados bancários, Vaga já preenchida ou Outro.',
  textTooLong: (max: number) => `O texto da denúncia pode ter no máximo ${max} caracteres.`,
  textInvalidCharacters: 'O texto da denúncia tem caracteres que não são permitidos.',
  openingNotFound: 'Esta vaga não foi encontrada.',
  alreadyReported: 'Você já denunciou esta vaga. Nossa equipe está analisando.',
  nothingToDiscard: 'Esta vaga não tem denúncia aberta para descartar.',
  changedMeanwhile: 'As denúncias desta vaga mudaram enquanto você decidia. Veja de novo e tente outra vez.',
} as const;
