import type { Column } from './opening-csv-columns';
import { OPENING_CSV_COLUMNS } from './opening-csv-columns';
import { openingFormLabels, openingProblemTexts as t } from './opening-problem-texts';

/** One problem of a record: the field's path in the JSON record (none when it is about the record as a whole) and what is wrong. */
export interface RecordProblem {
  campo?: string;
  texto: string;
}
export type RecordKind = 'family' | 'opening' | 'notice';
/** How a file names a field: a CSV file by its column, a JSON file by the field's path. */
export type FieldNamer = (kind: RecordKind, campo: string) => string;

const FAMILY_COLUMNS: Record<string, Column> = { id: 'familia', name: 'familia_nome', avatar: 'familia_avatar' };
const OPENING_KEYS: Record<string, Column> = { id: 'vaga', clientId: 'familia' };

/** The CSV column that holds a record's field (bairro and cidade sit in `enderecoCompleto`; a list's items in the list's column). */
export function csvColumnOf(kind: RecordKind, campo: string): Column | undefined {
  const [first, second] = campo.split('.');
  if (kind === 'family') return FAMILY_COLUMNS[first];
  if (kind !== 'opening') return undefined;
  if (first === 'enderecoCompleto') return second === 'bairro' || second === 'cidade' ? second : undefined;
  return OPENING_KEYS[first] ?? (OPENING_CSV_COLUMNS as readonly string[]).find((c) => c === first && !c.startsWith('familia')) as Column | undefined;
}

/** The 'Nova vaga' form's label of a record's field, when the form has it. */
export function formLabelOf(kind: RecordKind, campo: string): string | undefined {
  const [first, second] = campo.split('.');
  const key = first === 'enderecoCompleto' && second ? second : first;
  if (kind === 'opening') return (openingFormLabels.opening as Record<string, string>)[key];
  return kind === 'family' ? (openingFormLabels.family as Record<string, string>)[key] : undefined;
}

/** A JSON file: the field by its path. */
export const jsonFieldNamer: FieldNamer = (_kind, campo) => t.field(campo);

/** A CSV file: the column by the header cell the file wrote (`headers`), else the field's path. */
export const csvColumnNamer =
  (headers: Partial<Record<Column, string>>): FieldNamer =>
  (kind, campo) => {
    const column = csvColumnOf(kind, campo);
    const written = column && headers[column];
    return written ? t.column(written) : t.field(campo);
  };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every problem of a record, one sentence each, in the file's names and the form's labels. */
export function describeProblems(kind: RecordKind, problems: RecordProblem[], nameOf: FieldNamer): string {
  return problems.map((p) => (p.campo === undefined ? capitalised(p.texto) : t.inFile(nameOf(kind, p.campo), formLabelOf(kind, p.campo), p.texto))).join(' ');
}

/** Every problem of the form's record, each by the form's label of its field. */
export function describeFormProblems(kind: RecordKind, problems: RecordProblem[]): string {
  return problems.map((p) => (p.campo === undefined ? capitalised(p.texto) : t.inForm(formLabelOf(kind, p.campo) ?? p.campo, p.texto))).join(' ');
}
