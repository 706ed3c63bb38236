/** pt-BR texts of 'Visão geral' (names match ../shared/ui-contract.md). */
export const overviewTexts = {
  intro: 'Os números mudam a cada cadastro, vaga ou mensagem. Toque em um número para ver a lista dele; use “Atualizar” para ver os números de agora.',
  openList: (term: string, value: string) => `${term}: ${value}. Ver a lista`,
  groups: { caregivers: 'Cadastros de cuidadoras', paying: 'Com plano, por forma de pagamento', openings: 'Vagas', activity: 'Alertas e atendimento' },
  counts: {
    caregivers: 'Cuidadoras',
    newLast7Days: 'Novas nos últimos 7 dias',
    withPlan: 'Com plano',
    // the names /minha-conta gives each way of paying ('Forma de pagamento: …')
    payingCard: 'Cartão de crédito',
    payingPixAutomatico: 'Pix Automático',
    payingPix: 'Pix',
    openingsOpen: 'Vagas abertas',
    openingsClosed: 'Vagas encerradas',
    openingsUnplaced: 'Vagas abertas sem localização',
    alerts: 'Alertas de vagas',
    supportWaiting: 'Mensagens aguardando',
    reportsOpen: 'Denúncias abertas',
  },
  reload: 'Atualizar',
} as const;
