import { noticeTexts } from './notice-texts';
import { openingTexts } from './opening-texts';
import { operatorTexts } from './operator-texts';

/** The team console's pt-BR catalogue on the server: every message an operator can read from its API. */
export const teamTexts = {
  /** The Registro line of a CSV part asked for with a cursor ('parte: continuação'). */
  csvContinuedPart: 'continuação',
  teamOnly: 'Acesso restrito à equipe Carey.',
  caregiverNotFound: 'Cuidadora não encontrada.',
  searchRequired: 'Informe o e-mail ou o telefone (com DDD) da cuidadora.',
  searchInvalid: 'Busque por um e-mail válido ou por um telefone com 11 dígitos, incluindo o DDD.',
  uidInvalid: 'Identificador de cuidadora inválido.',
  changedMeanwhile: 'O cadastro da cuidadora mudou enquanto isso. Recarregue a página e tente de novo.',
  receiptSearchInvalid: 'Informe o e-mail da conta excluída ou o código do recibo (64 caracteres de 0 a 9 e a a f).',
  reasonRequired: 'Escreva o motivo (ele fica no Registro).',
  reasonTooLong: (max: number) => `O motivo pode ter no máximo ${max} caracteres.`,
  alreadyBeingDeleted: 'A exclusão desta conta já foi pedida; ela não pode mais ser alterada.',
  reauthenticationRequired: (minutes: number) => `Para excluir uma conta, é preciso ter entrado no painel nos últimos ${minutes} minutos. Saia, entre de novo e volte à página da cuidadora.`,
  ownAccount: 'Você não pode bloquear nem excluir a sua própria conta.',
  operatorAccount: 'Esta é a conta de uma pessoa da equipe Carey: ela não pode ser bloqueada nem excluída pelo painel.',
  deletionLimit: (max: number) => `Você já pediu ${max} exclusões de conta hoje, o limite por pessoa da equipe. Tente de novo amanhã ou peça a outra pessoa da equipe.`,
  noticeLimit: (max: number) => `Você já enviou ${max} avisos hoje, o limite por pessoa da equipe. Tente de novo amanhã.`,
  ...openingTexts,
  notices: noticeTexts,
  operators: operatorTexts,
  /** The Registro's filters (labels of its lines: contract/audit-texts.ts). */
  audit: {
    dateInvalid: 'Informe a data no formato aaaa-mm-dd.',
    dateOrder: 'A data final deve ser igual ou posterior à inicial.',
    actionInvalid: 'Escolha uma ação da lista.',
    operatorTooLong: 'O filtro de operadora pode ter no máximo 254 caracteres.',
  },
  /** Atendimento (support messages). */
  support: {
    idInvalid: 'Identificador de mensagem inválido.',
    notFound: 'Mensagem de suporte não encontrada.',
    emailInvalid: 'Busque por um endereço de e-mail válido, como nome@exemplo.com.br.',
    replyRequired: 'Escreva a resposta.',
    replyTooLong: (max: number) => `A resposta pode ter no máximo ${max} caracteres.`,
    replyInvalidCharacters: 'A resposta tem caracteres que não são permitidos.',
    senderDeleted: 'Quem enviou esta mensagem excluiu a conta; não há a quem responder.',
    replyNotSent: 'A resposta foi guardada, mas o e-mail não pôde ser enviado agora. Tente enviar de novo em alguns minutos.',
    replyUndeliverable: 'E-mail não entregue: o endereço de quem enviou esta mensagem recusou nossos e-mails antes, então a resposta foi guardada e não foi enviada.',
    replyLimit: (max: number) => `Esta mensagem já recebeu ${max} respostas, o máximo permitido. Para continuar a conversa, espere uma nova mensagem de quem escreveu.`,
    replySubject: 'Resposta do suporte Carey',
    /** The e-mail's line before her message, quoted. */
    quoteIntro: (date: string) => `Em ${date}, você escreveu:`,
  },
} as const;
