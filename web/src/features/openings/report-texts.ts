import type { OpeningReportReason } from '../../../../contract';

/** pt-BR texts of 'Denunciar vaga' and of the safety line of the contact dialog (ui-contract, /buscar-vagas). */
export const reportTexts = {
  open: 'Denunciar vaga',
  title: 'Denunciar vaga',
  intro: 'Conte para a equipe Carey o que há de errado com esta vaga. Ela deixa de aparecer para você.',
  reason: 'Motivo da denúncia',
  reasons: {
    'vaga-falsa': 'Vaga falsa ou enganosa',
    'pede-dinheiro': 'Pede dinheiro ou dados bancários',
    'vaga-preenchida': 'Vaga já preenchida',
    outro: 'Outro',
  } satisfies Record<OpeningReportReason, string>,
  reasonRequired: 'Escolha o motivo da denúncia.',
  details: 'Conte mais (opcional)',
  send: 'Enviar denúncia',
  sending: 'Enviando…',
  done: 'Recebemos sua denúncia.',
  doneNext: 'Nossa equipe vai analisar esta vaga. Ela não aparece mais na sua lista.',
  failed: 'Não foi possível enviar a denúncia. Tente novamente.',
  cancel: 'Cancelar',
  close: 'Fechar',
  /** The contact dialog, always (the commonest scam against caregivers asks for money up front). */
  safety: 'A Carey nunca pede dinheiro, Pix ou dados bancários.',
};
