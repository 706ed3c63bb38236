import { formatDateTimeSP } from '../../../../contract';

/** pt-BR texts of the notices bell and panel. */
export const noticesTexts = {
  title: 'Avisos',
  bellLabel: (count: number) => (count > 0 ? `Avisos (${count} ${count === 1 ? 'não lido' : 'não lidos'})` : 'Avisos'),
  markRead: 'Marcar como lido',
  empty: 'Você não tem avisos novos',
  markFailed: 'Não foi possível marcar o aviso como lido. Tente novamente.',
  loadFailed: 'Não foi possível carregar seus avisos.',
  // 'Avisos lidos' (issue 32): her notices, newest first, read ones included
  history: 'Avisos lidos',
  historyTitle: 'Seus avisos',
  historyIntro: 'Todos os seus avisos, dos mais novos aos mais antigos, inclusive os que você já leu.',
  historyEmpty: 'Você ainda não recebeu avisos.',
  read: 'Lido',
  unread: 'Não lido',
};

/** createdAt is in seconds (the spec's notices); `horario` is the text to show when there is no usable date. */
export function noticeTime(createdAt: number | null | undefined, horario: string | undefined): string {
  if (typeof createdAt === 'number' && Number.isFinite(createdAt) && createdAt > 0) {
    return formatDateTimeSP(createdAt * 1000);
  }
  return horario ?? '';
}
