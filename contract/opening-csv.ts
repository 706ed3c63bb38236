import type { Opening } from './openings';
import { openingCsvTexts as m } from './opening-csv-texts';
import { foldName, generatedOpeningId, headerOf, OPENING_CSV_COLUMNS, WRITTEN_COLUMNS, type Column } from './opening-csv-columns';

export { generatedOpeningId, OPENING_CSV_COLUMNS } from './opening-csv-columns';

/**
 * The CSV file of families and openings (docs/openings-csv.md): one row per opening, with its family's id (and,
 * once, its name and avatar); a row without `vaga` only declares a family. The console (in the browser and on the
 * server) and `npm run import` turn it into the import's JSON input with this one parser, so the import checks and
 * reports every record exactly as it does for a JSON file, and each record keeps the line it came from.
 */
const REQUIRED: Column[] = ['familia'];
const TEXT_FIELDS = [
  'createdAt', 'cep', 'tipoProfissional', 'detalhesVaga', 'generoIdoso', 'generoPreferencia', 'selectedDate', 'selectedTime',
  'dataCriacao', 'tipoContrato', 'diariaTipo',
] as const;
const BOOLEAN_FIELDS = ['necessidadeEspecial', 'possuiComorbidade'] as const;
/** Trimmed when read: spreadsheets pad them, and no valid value has spaces around them. */ const TRIMMED = new Set<Column>(['familia', 'vaga', 'createdAt', 'cep']);

/** The import's JSON input (lambdas/openings/import-file.ts checks every record). */
export interface ImportInput {
  families?: unknown[];
  openings?: unknown[];
  notices?: unknown[];
}

/** A family and an opening as the JSON file holds them (what the CSV writer takes). */
export interface CsvFamily {
  id: string;
  name?: string;
  avatar?: string;
}
/** An opening as the JSON file holds it (the stored opening's fields, without the ones the import resolves). */
export type CsvOpening = Omit<Opening, 'bairro'>;

/** The line (1 = the header) each record of `input` starts on, by position. */
export interface CsvLines {
  families: number[];
  openings: number[];
  /** Each column's header cell as the file wrote it (a report names a column so). */
  headers: Partial<Record<Column, string>>;
}

export interface ParsedOpeningCsv {
  input: { families: CsvFamily[]; openings: Record<string, unknown>[]; notices: [] };
  lines: CsvLines;
}

/** The file as a whole cannot be read (its message is Portuguese and says where; `columns`: a header with unknown columns). */
export class CsvFileError extends Error {
  constructor(message: string, readonly columns = false) { super(message); } // prettier-ignore
}

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name);
}

/** Parses the CSV text (UTF-8 BOM, CRLF, `,` or `;` separators, RFC 4180 quoting) into the import's input. */
export function parseOpeningCsv(text: string): ParsedOpeningCsv {
  const records = readRecords(text.replace(/^\uFEFF/, ''));
  if (records.length === 0) throw new CsvFileError(m.empty);
  const [header, ...rows] = records;
  const columns = headerColumns(header.cells);
  const input: ParsedOpeningCsv['input'] = { families: [], openings: [], notices: [] };
  const lines: CsvLines = { families: [], openings: [], headers: Object.fromEntries(columns.map((c, i) => [c, header.cells[i].trim()])) };
  const declared = new Map<string, string>();
  for (const row of rows) {
    if (row.cells.length > columns.length) throw new CsvFileError(m.tooManyCells(row.line, row.cells.length, columns.length));
    const cell = (name: Column) => {
      const at = columns.indexOf(name);
      const value = at >= 0 ? (row.cells[at] ?? '') : '';
      return TRIMMED.has(name) ? value.trim() : value;
    };
    if (columns.every((c) => cell(c).trim() === '')) continue;
    const family = familyOf(cell);
    const opening = openingOf(cell);
    if (family && declared.get(family.id) !== JSON.stringify(family) && (!opening || family.name !== undefined || family.avatar !== undefined)) {
      declared.set(family.id, JSON.stringify(family));
      input.families.push(family);
      lines.families.push(row.line);
    }
    if (opening) {
      // A row without an id gets one from what it says: the same row sent again is the same opening, not a second.
      if (opening.id === undefined) opening.id = generatedOpeningId(opening);
      input.openings.push(opening);
      lines.openings.push(row.line);
    }
  }
  return { input, lines };
}

function familyOf(cell: (name: Column) => string): CsvFamily | undefined {
  const id = cell('familia');
  if (!id) return undefined;
  return { id, ...optional('name', cell('familia_nome')), ...optional('avatar', cell('familia_avatar')) };
}

function openingOf(cell: (name: Column) => string): Record<string, unknown> | undefined {
  const openingColumns = OPENING_CSV_COLUMNS.filter((c) => !c.startsWith('familia'));
  if (openingColumns.every((c) => cell(c) === '')) return undefined;
  const bairro = cell('bairro');
  const cidade = cell('cidade');
  const opening: Record<string, unknown> = { ...optional('id', cell('vaga')), ...optional('clientId', cell('familia')) };
  for (const field of TEXT_FIELDS) Object.assign(opening, optional(field, cell(field)));
  for (const field of BOOLEAN_FIELDS) if (cell(field).trim()) opening[field] = readBoolean(cell(field));
  if (cell('medicacoes').trim()) opening.medicacoes = readList(cell('medicacoes'));
  if (cell('tarefas').trim()) opening.tarefas = readTasks(cell('tarefas'));
  if (bairro || cidade) opening.enderecoCompleto = { ...optional('bairro', bairro), ...optional('cidade', cidade) };
  return opening;
}

const optional = (key: string, value: string) => (value === '' ? {} : { [key]: value });

const TRUE = new Set([m.yes, 's', 'true', '1', 'x']);
const FALSE = new Set([m.no, 'nao', 'n', 'false', '0']);
/** sim/não (or true/false, 1/0); anything else is passed on as text, for the import to refuse with its reason. */
function readBoolean(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  return TRUE.has(v) ? true : FALSE.has(v) ? false : value;
}

/** `Losartana | Insulina`, or a JSON list for values that hold `|`. */
function readList(value: string): unknown {
  if (value.trim().startsWith('[')) return readJson(value);
  return value.split('|').map((s) => s.trim()).filter((s) => s !== '');
}

/** `Banho=sim | Cozinhar=não` (a task alone means sim), or a JSON object for names that hold `|` or `=`. */
function readTasks(value: string): unknown {
  if (value.trim().startsWith('{')) return readJson(value);
  const tasks: Record<string, unknown> = {};
  for (const part of value.split('|')) {
    const [name, flag] = part.split('=', 2).map((s) => s.trim());
    if (name) tasks[name] = flag === undefined ? true : readBoolean(flag);
  }
  return tasks;
}

function readJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function headerColumns(cells: string[]): Column[] {
  const names = cells.map((c) => c.trim());
  // Each column by its Portuguese name or its JSON name (the older template's), case, accents and spaces aside.
  const byName = new Map<string, Column>(OPENING_CSV_COLUMNS.flatMap((c) => [[foldName(c), c] as const, [foldName(headerOf(c)), c] as const]));
  const unknown = names.filter((n) => !byName.has(foldName(n)));
  if (unknown.length) throw new CsvFileError(m.unknownColumns(unknown.map((n) => (n === '' ? m.emptyColumnName : n))), true);
  const columns = names.map((n) => byName.get(foldName(n))!);
  const repeated = columns.find((c, i) => columns.indexOf(c) !== i);
  if (repeated) throw new CsvFileError(m.repeatedColumn(headerOf(repeated)));
  const missing = REQUIRED.find((c) => !columns.includes(c));
  if (missing) throw new CsvFileError(m.missingColumn(headerOf(missing)));
  return columns;
}

interface CsvRecord {
  /** The line it starts on (1-based). */
  line: number;
  cells: string[];
}

/** RFC 4180 records; the separator is the header line's more frequent one of `,` and `;`. */
function readRecords(text: string): CsvRecord[] {
  const firstLine = text.split(/\r?\n/, 1)[0];
  const separator = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        const quoteLine = line;
        i++;
        for (;;) {
          if (i >= text.length) throw new CsvFileError(m.unclosedQuote(quoteLine));
          if (text[i] === '"' && text[i + 1] === '"') {
            value += '"';
            i += 2;
          } else if (text[i] === '"') {
            i++;
            break;
          } else {
            if (text[i] === '\n') line++;
            value += text[i++];
          }
        }
        if (i < text.length && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') throw new CsvFileError(m.textAfterQuote(line));
      } else {
        while (i < text.length && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') value += text[i++];
      }
      cells.push(value);
      if (text[i] === separator) {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      break;
    }
    records.push({ line: start, cells });
  }
  return records;
}

const count = (s: string, c: string) => s.split(c).length - 1;

/** Writes families and openings as the CSV file (each family on a row of its own, then the openings), under the Portuguese header. */
export function writeOpeningCsv(file: { families: CsvFamily[]; openings: CsvOpening[] }, separator: ',' | ';' = ','): string {
  const columns = file.openings.some((o) => o.dataCriacao !== undefined) ? OPENING_CSV_COLUMNS : WRITTEN_COLUMNS;
  const row = (values: Partial<Record<Column, string>>) => columns.map((c) => values[c] ?? '');
  const rows: string[][] = [columns.map(headerOf)];
  for (const f of file.families) rows.push(row({ familia: f.id, familia_nome: f.name, familia_avatar: f.avatar }));
  for (const o of file.openings) {
    rows.push(
      row({
        familia: o.clientId,
        vaga: o.id,
        ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, o[f]])),
        ...Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, o[f] === undefined ? undefined : o[f] ? m.yes : m.no])),
        medicacoes: o.medicacoes && writeList(o.medicacoes),
        tarefas: o.tarefas && writeTasks(o.tarefas),
        bairro: o.enderecoCompleto?.bairro,
        cidade: o.enderecoCompleto?.cidade,
      }),
    );
  }
  return rows.map((cells) => cells.map((c) => quote(c, separator)).join(separator)).join('\r\n') + '\r\n';
}

const plain = (s: string) => s !== '' && s === s.trim() && !/[|=]/.test(s) && !/^[[{]/.test(s);
const writeList = (items: string[]) => (items.length && items.every(plain) ? items.join(' | ') : JSON.stringify(items));
function writeTasks(tasks: Record<string, boolean>): string {
  const names = Object.keys(tasks);
  if (!names.length || !names.every(plain)) return JSON.stringify(tasks);
  return names.map((n) => `${n}=${tasks[n] ? m.yes : m.no}`).join(' | ');
}

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}
