import { GENEROS } from '../../contract/caregiver';
import type { TeamOpeningFields } from '../../contract/team-openings';
import { invalidInput } from '../base/errors';
import { openingTexts as t } from './opening-texts';

/**
 * 'Nova vaga' and 'Corrigir vaga' take the start as people write it ('Segunda a sexta', 'Imediato', '01/12/2026',
 * '08:00 às 17:00', '8h30', 'Plantão 24h'), but never a date or a time that cannot be: '31/02/2026' or '25:99' would
 * reach caregivers as 'Início 31/02/2026 às 25:99'. Only what is written as a date (with its year: '12/36' is a
 * shift) or as a clock time (hours and minutes: '24h' is a length) is checked.
 */
const DATES = [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g] as const;
const TIMES = /\b(\d{1,2})(?::|h)(\d{2})\b/g;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Whether a day exists on the calendar: 29/02/2028 does, 29/02/2026 and 31/04/2026 do not. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** Whether a clock reads it: 00:00 to 23:59 (24:00 is the next day's 00:00). */
export const isClockTime = (hours: number, minutes: number) => hours <= 23 && minutes <= 59;

/** The first date written in the text that no calendar has ('31/02/2026', '2026-13-01'), or none. */
export function impossibleDate(text: string): string | undefined {
  for (const [match, a, b, c] of [...text.matchAll(DATES[0])].map((m) => [m[0], m[1], m[2], m[3]])) {
    const year = c.length === 2 ? 2000 + Number(c) : Number(c);
    if (!isCalendarDay(year, Number(b), Number(a))) return match;
  }
  for (const m of text.matchAll(DATES[1])) if (!isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return m[0];
  return undefined;
}

/** The first clock time written in the text that no clock shows ('25:99', '24:00', '8h75'), or none. */
export function impossibleTime(text: string): string | undefined {
  for (const m of text.matchAll(TIMES)) if (!isClockTime(Number(m[1]), Number(m[2]))) return m[0];
  return undefined;
}

type Previous = Pick<TeamOpeningFields, 'generoIdoso' | 'selectedDate' | 'selectedTime'> | undefined;

/** One of the form's own rules broken: the field, and what the operator reads (its label first). */
export interface FormRuleProblem {
  field: keyof NonNullable<Previous>;
  message: string;
}

/**
 * The form's own rules beyond the import's (docs/decisions/090-opening-form-rules.md): the elder's gender is one of
 * the caregivers' own choices, the start's date and time can be. A value a correction leaves as it was stored (an
 * import's, say) is not refused again: the operator is correcting something else. Every broken rule, in the form's
 * order (the 400 lists them with the import's own problems, issue 51 item 8).
 */
export function openingFormRuleProblems(vaga: TeamOpeningFields, previous?: Previous): FormRuleProblem[] {
  const changed = (field: keyof NonNullable<Previous>) => vaga[field] !== undefined && vaga[field] !== previous?.[field];
  const problems: FormRuleProblem[] = [];
  if (changed('generoIdoso') && !(GENEROS as readonly unknown[]).includes(vaga.generoIdoso)) problems.push({ field: 'generoIdoso', message: t.elderGenderInvalid });
  for (const field of ['selectedDate', 'selectedTime'] as const) {
    const value = vaga[field];
    if (typeof value !== 'string' || !changed(field)) continue;
    const date = impossibleDate(value);
    const time = date ? undefined : impossibleTime(value);
    if (date) problems.push({ field, message: t.dateImpossible(t.startLabels[field], date) });
    if (time) problems.push({ field, message: t.timeImpossible(t.startLabels[field], time) });
  }
  return problems;
}

/** The first broken rule as a 400 naming its field, or nothing. */
export function checkOpeningFormRules(vaga: TeamOpeningFields, previous?: Previous): void {
  const [first] = openingFormRuleProblems(vaga, previous);
  if (first) throw invalidInput(first.message, first.field);
}
