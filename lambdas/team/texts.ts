import { noticeTexts } from './notice-texts';
import { openingTexts } from './opening-texts';
import { operatorTexts } from './operator-texts';

/** The team console's pt-BR catalogue on the server: every message an operator can read from its API. */
export const teamTexts = {
  teamOnly: 'Acesso restrito à equipe Carey.',
  caregiverNotFound: 'Cuidadora não encontrada.',
  searchRequired: 'Informe o e-mail ou o telefone (com DDD) da cuidadora.',
  searchInvalid: 'Busque por um e-mail válido ou por um telefone com 11 dígitos, incluindo o DDD.',
  uidInvalid: 'Identificador de cuidadora inválido.',
  changedMeanwhile: 'O cadastro da cuidadora mudou enquanto isso. Recarregue a página e tente de novo.',
  alreadyBeingDeleted: 'A exclusão desta conta já foi pedida; ela não pode mais ser alterada.',
  ...openingTexts,
  notices: noticeTexts,
  operators: operatorTexts,
  /** The Registro's 'alvo' once her account was deleted. */
  deletedTarget: 'conta excluída',
  /** Column headers of the Registro's CSV (and of its table in the console). */
  csvHeader: ['quando', 'quem', 'ação', 'alvo'],
  /** The Registro's label for each action. */
  actions: {
    'conta-verificada': 'Conta marcada como verificada',
    'exclusao-iniciada': 'Exclusão da conta iniciada (LGPD)',
    'acesso-bloqueado': 'Acesso bloqueado',
    'acesso-desbloqueado': 'Acesso desbloqueado',
    'mensagem-respondida': 'Mensagem de suporte respondida',
    'mensagem-arquivada': 'Mensagem de suporte arquivada',
    'vaga-encerrada': 'Vaga encerrada',
    'arquivo-importado': 'Arquivo de vagas enviado',
    'aviso-enviado': 'Aviso enviado',
    'verificacao-reenviada': 'E-mail de verificação reenviado',
    'operadora-convidada': 'Operadora convidada',
    'papel-alterado': 'Papel de operadora alterado',
    'operadora-removida': 'Operadora removida',
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
    replySubject: 'Resposta do suporte Carey',
    /** The e-mail's line before her message, quoted. */
    quoteIntro: (date: string) => `Em ${date}, você escreveu:`,
  },
} as const;
