/** Job alerts: the button on /buscar-vagas and the list on /minha-conta. */
export const alertsTexts = {
  save: 'Avise-me de novas vagas',
  saving: 'Salvando alerta...',
  saved: 'Alerta criado! Você receberá no máximo um e-mail por dia com as novas vagas desta busca.',
  alreadySaved: 'Você já tem um alerta para esta busca.',
  title: 'Alertas de vagas',
  intro: 'Receba por e-mail, no máximo uma vez por dia, as novas vagas das buscas que você salvou em Buscar vagas.',
  empty: 'Você ainda não tem alertas. Em Buscar vagas, use "Avise-me de novas vagas" para criar um.',
  loadFailed: 'Não foi possível carregar seus alertas.',
  remove: 'Excluir',
  removeFailed: 'Não foi possível excluir o alerta. Tente novamente.',
  removed: 'Alerta excluído.',
  count: (n: number, max: number) => `${n} de ${max} alertas`,
  anyFuncao: 'Todas as funções',
  anywhere: 'qualquer lugar',
  radius: (km: number) => `até ${km} km de você`,
  inCity: (cidade: string) => `em ${cidade}`,
} as const;
