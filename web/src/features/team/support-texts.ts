import type { SupportDelivery, SupportState } from '../../../../contract/team-support';

/** pt-BR texts of the console's 'Atendimento' screen (names match ../shared/ui-contract.md). */
export const supportTexts = {
  messagesTitle: 'Mensagens de suporte',
  search: 'Buscar por e-mail',
  searchHint: 'O e-mail exato de quem escreveu',
  searchButton: 'Buscar',
  clearSearch: 'Ver todas',
  empty: 'Nenhuma mensagem.',
  more: 'Carregar mais',
  columns: { name: 'Nome', email: 'E-mail', date: 'Data', message: 'Mensagem', state: 'Estado', delivery: 'E-mail ao suporte', reply: 'Resposta', actions: 'Ações' },
  states: { nova: 'Nova', respondida: 'Respondida', arquivada: 'Arquivada' } satisfies Record<SupportState, string>,
  deliveries: { pending: 'Aguardando envio', sent: 'Enviado', failed: 'Não enviado (desistimos)', withdrawn: 'Retirado (conta excluída)' } satisfies Record<SupportDelivery, string>,
  replySent: 'Enviada',
  replyNotSent: 'Não enviada',
  noReply: '—',
  deletedSender: 'conta excluída',
  /** Her address bounced or complained: no reply of ours is e-mailed to it. */
  undeliverable: 'E-mail não entregue',
  reply: 'Responder',
  archive: 'Arquivar',
  replyTitle: (name: string) => `Responder a ${name}`,
  theirMessage: 'Mensagem recebida',
  replyField: 'Resposta',
  send: 'Enviar resposta',
  cancel: 'Cancelar',
  replied: 'Resposta enviada.',
  archived: 'Mensagem arquivada.',
} as const;
