import { distanceKmText, type OpeningListItem } from '../../../../contract';
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

/** 'a 3,2 km' (one decimal under 10 km, whole km beyond); 'sem distância' for an opening without a place. */
export function distance(km: number | null | undefined): string | undefined {
  if (km === undefined) return undefined;
  if (km === null) return t.noDistance;
  return t.distance(distanceKmText(km));
}

/** 'publicada há 2 dias' from the opening's creation time, in Brasília's calendar days. */
export function published(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return t.publishedOn(t.noDate);
  const day = (d: Date) => Math.floor((d.getTime() - 3 * 3600 * 1000) / 86_400_000);
  const days = day(now) - day(created);
  if (days <= 0) return t.publishedToday;
  if (days === 1) return t.publishedYesterday;
  if (days <= 30) return t.publishedDaysAgo(days);
  return t.publishedOn(formatDate(createdAt));
}

/** '13025-320' */
export const formatCep = (cep: string) => (/^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);
