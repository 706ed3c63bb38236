/** pt-BR texts of 'Visão geral' (names match ../shared/ui-contract.md). */
export const overviewTexts = {
  intro: 'Contagens mantidas a cada gravação; atualize a página para ver os números de agora.',
  groups: { caregivers: 'Cadastros de cuidadoras', openings: 'Vagas', activity: 'Alertas e atendimento' },
  counts: {
    caregivers: 'Cuidadoras',
    newLast7Days: 'Novas nos últimos 7 dias',
    withPlan: 'Com plano',
    openingsOpen: 'Vagas abertas',
    openingsClosed: 'Vagas encerradas',
    openingsUnplaced: 'Vagas abertas sem localização',
    alerts: 'Alertas de vagas',
    supportWaiting: 'Mensagens aguardando',
  },
  reload: 'Atualizar',
} as const;
