import type { OpeningReportReason } from '../../../../contract';

/** pt-BR texts of Atendimento's reports of openings ('Denúncia de vaga', ui-contract "Painel da equipe"). */
export const openingReportTexts = {
  title: 'Denúncias de vagas',
  mark: 'Denúncia de vaga',
  none: 'Nenhuma denúncia de vaga.',
  group: (opening: string, family: string) => `${opening} (${family})`,
  count: (n: number) => (n === 1 ? '1 denúncia' : `${n} denúncias`),
  where: (parts: string[]) => parts.filter(Boolean).join(' · '),
  gone: 'Vaga não encontrada (removida).',
  noFamily: 'família sem nome',
  /** Atendimento's support list has its own 'Carregar mais': this one names what it loads. */
  more: 'Carregar mais denúncias',
  discard: 'Descartar denúncia',
  discardTitle: 'Descartar as denúncias desta vaga?',
  discardExplain: (opening: string, n: number) => `${n === 1 ? 'A denúncia aberta' : `As ${n} denúncias abertas`} da vaga ${opening} ${n === 1 ? 'fica marcada' : 'ficam marcadas'} como descartada${n === 1 ? '' : 's'}, com o motivo, e a vaga continua como está.`,
  discardConfirm: 'Confirmar descarte',
  discarded: (opening: string) => `Denúncias da vaga ${opening} descartadas.`,
  decided: {
    descartada: (when: string, why: string) => `Descartada em ${when}: ${why}`,
    'vaga-encerrada': (when: string) => `Vaga encerrada em ${when}`,
  },
  reasons: {
    'vaga-falsa': 'Vaga falsa ou enganosa',
    'pede-dinheiro': 'Pede dinheiro ou dados bancários',
    'vaga-preenchida': 'Vaga já preenchida',
    outro: 'Outro',
  } satisfies Record<OpeningReportReason, string>,
} as const;
