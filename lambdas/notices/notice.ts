import { messages } from '../base/messages';
import { formatDateTimeSP } from '../../contract';

/**
 * The time to show for a notice, with the spec's fallback: `createdAt` (epoch seconds) when it is known, else the
 * stored `horario` text, else 'Horário não informado'.
 */
export function noticeTimeText(createdAt: number | undefined, horario: string | undefined): string {
  if (typeof createdAt === 'number' && Number.isFinite(createdAt) && createdAt > 0) return formatDateTimeSP(createdAt * 1000);
  return horario?.trim() || messages.noticeTimeUnknown;
}
