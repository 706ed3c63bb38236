import type { OpeningListItem } from '../../../../contract';
import { openingsTexts as t } from './texts';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/** 'AAAA-MM-DD' or an ISO instant → 'DD/MM/AAAA'; anything unreadable → the spec's fallback. */
export function formatDate(value: string | undefined): string {
  if (!value) return t.noDate;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? t.noDate : dateFormat.format(date);
}

export const displayName = (o: OpeningListItem) => o.clientName?.trim() || t.noName;
export const medications = (o: OpeningListItem) => (o.medicacoes && o.medicacoes.length > 0 ? o.medicacoes.join(', ') : t.noMedications);
/** Only the tasks flagged true. */
export const tasks = (o: OpeningListItem) => Object.entries(o.tarefas ?? {}).filter(([, needed]) => needed === true).map(([name]) => name);
export const bairro = (o: OpeningListItem) => o.bairro?.trim() || o.enderecoCompleto?.bairro?.trim() || t.noBairro;
export const cidade = (o: OpeningListItem) => o.enderecoCompleto?.cidade?.trim() || t.noCity;
export const yesNo = (value: boolean | undefined) => (value ? t.yes : t.no);

export function start(o: OpeningListItem): string {
  if (!o.selectedDate) return t.noDate;
  const date = formatDate(o.selectedDate);
  return o.selectedTime && date !== t.noDate ? `${date} ${t.at} ${o.selectedTime}` : date;
}
