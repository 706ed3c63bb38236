import type { NoticeAudience, NoticeSendState } from '../../../../contract/team-notices';

/** pt-BR texts of the console's 'Avisos' (names match ../shared/ui-contract.md, "Painel da equipe"). */
export const noticeTexts = {
  message: 'Mensagem',
  audience: 'Destinatárias',
  audienceNone: 'Escolha as destinatárias',
  audiences: {
    uma: 'Uma cuidadora',
    todas: 'Todas',
    'sem-plano': 'Sem plano',
    'com-plano': 'Com plano',
    'tipo-de-cadastro': 'Por tipo de cadastro',
    cidade: 'Por cidade',
  } satisfies Record<NoticeAudience, string>,
  caregiver: 'Cuidadora',
  caregiverHint: 'E-mail ou telefone com DDD (pelo nome: busque em Cuidadoras e use “Enviar aviso para ela”)',
  signupType: 'Tipo de cadastro',
  city: 'Cidade',
  cityHint: 'A cidade da posição dela (CEP informado)',
  reach: (n: number) => `Será enviado para ${n} cuidadora(s)`,
  reachUnknown: 'Preencha as destinatárias para ver quantas cuidadoras recebem o aviso.',
  send: 'Enviar aviso',
  confirmTitle: 'Enviar este aviso?',
  confirmReach: (n: number, audience: string) => `Será enviado para ${n} cuidadora(s) (${audience}). Depois de enviado, não há como desfazer.`,
  confirmReachPending: (audience: string) => `Será enviado para mais de uma cuidadora (${audience}); o número ainda está sendo calculado. Depois de enviado, não há como desfazer.`,
  confirm: 'Confirmar envio',
  cancel: 'Cancelar',
  progress: (written: number, reach: number, state: NoticeSendState) =>
    state === 'concluido' ? `Aviso enviado para ${written} cuidadora(s).` : `Enviando: ${written} de ${reach} cuidadora(s) até agora.`,
  sent: 'Avisos enviados',
  columns: { when: 'Enviado em', message: 'Mensagem', audience: 'Destinatárias', state: 'Situação' },
  none: 'Nenhum aviso enviado ainda.',
  /** 'Uma cuidadora' whose account was deleted since. */
  deletedCaregiver: 'conta excluída',
  states: { enviando: 'Enviando', concluido: 'Concluído' } satisfies Record<NoticeSendState, string>,
  stateLine: (state: string, written: number, reach: number) => `${state}: ${written} de ${reach}`,
};
