import { openingCsvTexts as m } from './opening-csv-texts';

/** The header's columns: the family's three, then the opening's fields by their names in the JSON file. */
export const OPENING_CSV_COLUMNS = [
  'familia', 'familia_nome', 'familia_avatar', 'vaga', 'createdAt', 'cep', 'tipoProfissional', 'detalhesVaga',
  'generoIdoso', 'necessidadeEspecial', 'possuiComorbidade', 'medicacoes', 'tarefas', 'generoPreferencia',
  'selectedDate', 'selectedTime', 'bairro', 'cidade', 'dataCriacao', 'tipoContrato', 'diariaTipo',
] as const;
export type Column = (typeof OPENING_CSV_COLUMNS)[number];
/** The columns the template writes: one date per opening (`dataCriacao` only when an opening has one). */
export const WRITTEN_COLUMNS = OPENING_CSV_COLUMNS.filter((c) => c !== 'dataCriacao');
/** A column as the header names it now: its Portuguese name. */
export const headerOf = (c: Column): string => m.headers[c];
/** 'Gênero  da Pessoa Idosa' and 'genero da pessoa idosa' are one name: case, accents and spaces do not matter. */
export const foldName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
/** 'vaga-' and 12 hex digits (48 bits of two FNV-style hashes) of the opening's fields, its family included. */
export function generatedOpeningId(opening: Record<string, unknown>): string {
  const text = JSON.stringify(opening);
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `vaga-${a.toString(16).padStart(8, '0')}${(b >>> 16).toString(16).padStart(4, '0')}`;
}

