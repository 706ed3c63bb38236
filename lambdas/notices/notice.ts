import { messages } from '../base/messages';

/** How Brazilians read a date and time; the portal's users are in Brazil. */
const format = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The time to show for a notice, with the spec's fallback: `createdAt` (epoch seconds) when it is known, else the
 * stored `horario` text, else 'Horário não informado'.
 */
export function noticeTimeText(createdAt: number | undefined, horario: string | undefined): string {
  if (typeof createdAt === 'number' && Number.isFinite(createdAt) && createdAt > 0) return format.format(new Date(createdAt * 1000));
  return horario?.trim() || messages.noticeTimeUnknown;
}
