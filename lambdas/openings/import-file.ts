import * as z from 'zod';
import { importMessages as m } from './import-messages';
import type { RecordProblem } from '../../contract/opening-problems';
import { isValidEmail } from '../caregivers/signup-shared';
import { PROFESSIONAL_TYPES } from '../../contract/openings';
import { brazilianDateTimeToIso, hasForbiddenFieldCharacters, isoWithoutZoneToIso, professionalTypeOf } from '../../contract/spreadsheet-file';

/**
 * The operator import file: families, their openings and notices for caregivers. Each record is checked on its
 * own, so one bad record is refused (with a Portuguese reason) without stopping the others.
 */
const id = () =>
  z
    .string({ error: m.idRequired })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.idFormat);
/** A text field: at most `max` characters, none of them forbidden (contract/spreadsheet-file.ts). */
const text = (max: number) =>
  z
    .string({ error: m.notText })
    .max(max, m.textTooLong(max))
    .refine((v) => !hasForbiddenFieldCharacters(v), m.forbiddenCharacters);
const optionalText = (max: number) => text(max).optional();
const optionalBool = () => z.boolean({ error: m.notBoolean }).optional();
const isoDate = () => z.iso.datetime({ offset: true, error: m.notIsoDate });
/**
 * ISO 8601 with its zone; without one (`2026-12-01`, `2026-12-01T09:30`) or as Excel writes it in Brazil
 * (`01/12/2026 09:30`), São Paulo time; each read as an ISO 8601 instant.
 */
const openingDate = () =>
  z.preprocess((v) => (typeof v === 'string' ? (brazilianDateTimeToIso(v) ?? isoWithoutZoneToIso(v) ?? v) : v), isoDate());
/** One of the spec's three types, in any common spelling (read as the spec's); empty is unknown ('Função não informada'). */
const professionalType = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (professionalTypeOf(v) ?? v)) : v),
  z.enum(PROFESSIONAL_TYPES, { error: (issue) => m.unknownProfessionalType(String(issue.input)) }).optional(),
);

export const familyRecord = z.strictObject({
  id: id(),
  name: optionalText(200),
  avatar: optionalText(500),
});

export const openingRecord = z.strictObject({
  id: id(),
  clientId: id(),
  /** The date the file gives (checked, then not used as the listing's: Carey dates an opening when it first stores it). */
  createdAt: openingDate().optional(),
  cep: z
    .string({ error: m.notText })
    .regex(/^\d{5}-?\d{3}$/, m.cepFormat)
    .optional(),
  tipoProfissional: professionalType,
  detalhesVaga: optionalText(5000),
  generoIdoso: optionalText(40),
  necessidadeEspecial: optionalBool(),
  possuiComorbidade: optionalBool(),
  medicacoes: z.array(text(200), { error: m.medicacoesList }).max(100).optional(),
  tarefas: z.record(text(200), z.boolean(), { error: m.tarefasMap }).optional(),
  generoPreferencia: optionalText(40),
  selectedDate: optionalText(40),
  selectedTime: optionalText(40),
  enderecoCompleto: z
    .strictObject({ bairro: optionalText(120), cidade: optionalText(120) }, {
      error: m.enderecoShape,
    })
    .optional(),
  dataCriacao: optionalText(40),
  tipoContrato: optionalText(60),
  diariaTipo: optionalText(60),
});

export const noticeRecord = z.strictObject({
  /** The operator's own reference; with the e-mail and the time it makes the notice's id (re-import = no-op). */
  id: id(),
  email: z.string({ error: m.noticeEmailRequired }).refine((e) => isValidEmail(e.trim().toLowerCase()), m.noticeEmailInvalid),
  mensagem: z.string({ error: m.noticeMensagemRequired }).trim().min(1, m.noticeMensagemRequired).max(2000, m.noticeMensagemTooLong),
  /** Epoch seconds (the spec's unit) or an ISO 8601 date; absent = unknown time (shown through `horario`). */
  createdAt: z
    .union([z.number().int().positive(), isoDate()], { error: m.noticeCreatedAt })
    .optional(),
  horario: optionalText(60),
});

export type OpeningRecord = z.infer<typeof openingRecord>;
export type NoticeRecord = z.infer<typeof noticeRecord>;

export interface ImportFile {
  families?: unknown[];
  openings?: unknown[];
  notices?: unknown[];
}

export const importFileShape = z.strictObject(
  {
    families: z.array(z.unknown(), { error: m.notAList }).optional(),
    openings: z.array(z.unknown(), { error: m.notAList }).optional(),
    notices: z.array(z.unknown(), { error: m.notAList }).optional(),
  },
  { error: m.fileShape },
);

/**
 * Every problem of a record, one a field (the first zod found for it), each with the field's path; fields the record
 * may not have are one problem of the record as a whole.
 */
export function problemsOf(error: z.ZodError): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      problems.push({ texto: m.unknownFields(issue.keys) });
      continue;
    }
    const campo = issue.path.map(String).join('.');
    if (seen.has(campo)) continue;
    seen.add(campo);
    problems.push(campo ? { campo, texto: issue.message } : { texto: issue.message });
  }
  return problems;
}
