import { formatDateSP, type OpeningListItem, saoPauloDayNumber, writtenDate } from '../../../../contract';
import { openingsTexts as t } from './texts';

/** A calendar day as written ('05/12/2026'): the day itself, in no time zone (no Intl: decision 083). */
const calendarDay = (date: Date) => writtenDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
/** An ISO instant ('2026-11-22T02:36:00Z') rather than a calendar day: read in São Paulo's clock. */
const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text.trim());

/**
 * A date as the family's file may write it: 'AAAA-MM-DD', 'DD/MM/AAAA' or an ISO instant; anything else is unknown
 * (never guessed: '01/11/2026' is the 1st of November, not January's 11th).
 */
export function parseDate(value: string | undefined): Date | undefined {
  const text = value?.trim() ?? '';
  let date: Date | undefined;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (br) date = new Date(`${br[3]}-${br[2]}-${br[1]}T00:00:00Z`);
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) date = new Date(`${text}T00:00:00Z`);
  else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) date = new Date(text);
  if (!date || Number.isNaN(date.getTime())) return undefined;
  // '31/02/2026' would roll over into March: a day that does not exist is unknown.
  if (br && calendarDay(date) !== text) return undefined;
  return date;
}

/**
 * A date → 'DD/MM/AAAA': a calendar day as the family wrote it, an instant as São Paulo's day (22/11 02:36 UTC is
 * 21/11 in São Paulo); unknown or unreadable → the spec's fallback ('Data não informada').
 */
export function formatDate(value: string | undefined): string {
  const date = parseDate(value);
  if (!date) return t.noDate;
  return isInstant(value!) ? formatDateSP(date) : calendarDay(date);
}

export const displayName = (o: OpeningListItem) => o.clientName?.trim() || t.noName;
export const medications = (o: OpeningListItem) => (o.medicacoes && o.medicacoes.length > 0 ? o.medicacoes.join(', ') : t.noMedications);
/** Only the tasks flagged true. */
export const tasks = (o: OpeningListItem) => Object.entries(o.tarefas ?? {}).filter(([, needed]) => needed === true).map(([name]) => name);
export const bairro = (o: OpeningListItem) => o.bairro?.trim() || o.enderecoCompleto?.bairro?.trim() || t.noBairro;
export const cidade = (o: OpeningListItem) => o.enderecoCompleto?.cidade?.trim() || t.noCity;
/** An unknown yes/no is 'Não informado', never 'Não'. */
export const yesNo = (value: boolean | undefined) => (value === true ? t.yes : value === false ? t.no : t.notInformed);
/** The same text on the card and in the details ('Função não informada' when missing). */
export const funcao = (o: OpeningListItem) => o.tipoProfissional?.trim() || t.noFuncao;

/** One clock time ('08:00', '8h30'): read as "às 08:00"; anything else ('08:00 às 17:00') is the family's own words. */
const ONE_TIME = /^\d{1,2}(:|h)\d{2}$/;

/**
 * 'Início': the day and hours as the family wrote them. A date reads as a date ('05/12/2026'); free text ('Segunda a
 * sexta', '08:00 às 17:00') is shown as written, never dropped nor read as a date; nothing at all is 'Data não informada'.
 */
export function start(o: Pick<OpeningListItem, 'selectedDate' | 'selectedTime'>): string {
  const dayText = o.selectedDate?.trim() ?? '';
  const day = dayText ? (parseDate(dayText) ? formatDate(dayText) : dayText) : '';
  const time = o.selectedTime?.trim() ?? '';
  if (!time) return day || t.noDate;
  if (ONE_TIME.test(time)) return day ? `${day} ${t.at} ${time}` : `${t.atStart} ${time}`;
  return day ? `${day}, ${time}` : time;
}

/**
 * 'a 3,2 km' (one decimal under 10 km, whole km beyond); for an opening known only at city level, where the distance
 * ends ('a 12 km (distância até o centro de Campinas)'); 'sem distância' for an opening without a place.
 */
export function distance(o: Pick<OpeningListItem, 'distanciaKm' | 'distanciaAteCentro' | 'enderecoCompleto'>): string | undefined {
  const km = o.distanciaKm;
  if (km === undefined) return undefined;
  if (km === null) return t.noDistance;
  if (!o.distanciaAteCentro) return t.distance(km);
  return t.distanceToCentre(km, o.enderecoCompleto?.cidade?.trim());
}

/**
 * 'publicada há 2 dias': from when Carey first listed the opening (`createdAt`, the order of 'Mais recentes'), counted
 * in São Paulo's calendar days, so the date a card shows agrees with where the list puts it (docs/decisions/087).
 * Every opening has that time: no card says 'Data não informada' of its publication.
 */
export function published(o: Pick<OpeningListItem, 'createdAt'>, now: Date = new Date()): string {
  const createdDay = saoPauloDayNumber(o.createdAt);
  if (createdDay === undefined) return t.noDate;
  const days = saoPauloDayNumber(now)! - createdDay;
  if (days === 0) return t.publishedToday;
  if (days === 1) return t.publishedYesterday;
  if (days > 1 && days <= 30) return t.publishedDaysAgo(days);
  return t.publishedOn(formatDateSP(o.createdAt));
}

/** The details' 'Publicada em': the same day as the card's, São Paulo's day of the listing time. */
export const publishedDay = (o: Pick<OpeningListItem, 'createdAt'>): string => formatDateSP(o.createdAt) || t.noDate;

/** '13025-320' */
export const formatCep = (cep: string) => (/^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);
