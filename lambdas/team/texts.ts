import { openingTexts } from './opening-texts';

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
    'vaga-encerrada': 'Vaga encerrada',
    'arquivo-importado': 'Arquivo de vagas enviado',
  },
} as const;
