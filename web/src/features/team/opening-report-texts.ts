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
  reasons: {
    'vaga-falsa': 'Vaga falsa ou enganosa',
    'pede-dinheiro': 'Pede dinheiro ou dados bancários',
    'vaga-preenchida': 'Vaga já preenchida',
    outro: 'Outro',
  } satisfies Record<OpeningReportReason, string>,
} as const;
