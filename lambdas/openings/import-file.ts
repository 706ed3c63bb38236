import * as z from 'zod';
import { importLabels as label, importMessages as m } from './import-messages';
import { isValidEmail } from '../caregivers/signup-shared';
import { PROFESSIONAL_TYPES } from '../../contract/openings';
import { brazilianDateTimeToIso, hasForbiddenFieldCharacters, isoWithoutZoneToIso, professionalTypeOf } from '../../contract/spreadsheet-file';

/**
 * The operator import file: families, their openings and notices for caregivers. Each record is checked on its
 * own, so one bad record is refused (with a Portuguese reason) without stopping the others.
 */
const id = (what: string) =>
  z
    .string({ error: m.idRequired(what) })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.idFormat(what));
/** A text field: at most `max` characters, none of them forbidden (contract/spreadsheet-file.ts). */
const text = (field: string, max: number) =>
  z
    .string({ error: m.notText(field) })
    .max(max, m.textTooLong(field, max))
    .refine((v) => !hasForbiddenFieldCharacters(v), m.forbiddenCharacters(field));
const optionalText = (field: string, max: number) => text(field, max).optional();
const optionalBool = (field: string) => z.boolean({ error: m.notBoolean(field) }).optional();
const isoDate = (field: string) => z.iso.datetime({ offset: true, error: m.notIsoDate(field) });
/**
 * ISO 8601 with its zone; without one (`2026-12-01`, `2026-12-01T09:30`) or as Excel writes it in Brazil
 * (`01/12/2026 09:30`), São Paulo time; each read as an ISO 8601 instant.
 */
const openingDate = (field: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (brazilianDateTimeToIso(v) ?? isoWithoutZoneToIso(v) ?? v) : v), isoDate(field));
/** One of the spec's three types, in any common spelling (read as the spec's); empty is unknown ('Função não informada'). */
const professionalType = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (professionalTypeOf(v) ?? v)) : v),
  z.enum(PROFESSIONAL_TYPES, { error: (issue) => m.unknownProfessionalType(String(issue.input)) }).optional(),
);

export const familyRecord = z.strictObject({
  id: id(label.family),
  name: optionalText(label.name, 200),
  avatar: optionalText(label.avatar, 500),
});

export const openingRecord = z.strictObject({
  id: id(label.opening),
  clientId: id(label.openingFamily),
  /** The date the file gives (checked, then not used as the listing's: Carey dates an opening when it first stores it). */
  createdAt: openingDate('createdAt').optional(),
  cep: z
    .string({ error: m.cepNotText })
    .regex(/^\d{5}-?\d{3}$/, m.cepFormat)
    .optional(),
  tipoProfissional: professionalType,
  detalhesVaga: optionalText('detalhesVaga', 5000),
  generoIdoso: optionalText('generoIdoso', 40),
  necessidadeEspecial: optionalBool('necessidadeEspecial'),
  possuiComorbidade: optionalBool('possuiComorbidade'),
  medicacoes: z.array(text('medicacoes', 200), { error: m.medicacoesList }).max(100).optional(),
  tarefas: z.record(text('tarefas', 200), z.boolean(), { error: m.tarefasMap }).optional(),
  generoPreferencia: optionalText('generoPreferencia', 40),
  selectedDate: optionalText('selectedDate', 40),
  selectedTime: optionalText('selectedTime', 40),
  enderecoCompleto: z
    .strictObject({ bairro: optionalText('enderecoCompleto.bairro', 120), cidade: optionalText('enderecoCompleto.cidade', 120) }, {
      error: m.enderecoShape,
    })
    .optional(),
  dataCriacao: optionalText('dataCriacao', 40),
  tipoContrato: optionalText('tipoContrato', 60),
  diariaTipo: optionalText('diariaTipo', 60),
});

export const noticeRecord = z.strictObject({
  /** The operator's own reference; with the e-mail and the time it makes the notice's id (re-import = no-op). */
  id: id(label.notice),
  email: z.string({ error: m.noticeEmailRequired }).refine((e) => isValidEmail(e.trim().toLowerCase()), m.noticeEmailInvalid),
  mensagem: z.string({ error: m.noticeMensagemRequired }).trim().min(1, m.noticeMensagemRequired).max(2000, m.noticeMensagemTooLong),
  /** Epoch seconds (the spec's unit) or an ISO 8601 date; absent = unknown time (shown through `horario`). */
  createdAt: z
    .union([z.number().int().positive(), isoDate('createdAt')], { error: m.noticeCreatedAt })
    .optional(),
  horario: optionalText(label.noticeTime, 60),
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
    families: z.array(z.unknown(), { error: m.notAList('families') }).optional(),
    openings: z.array(z.unknown(), { error: m.notAList('openings') }).optional(),
    notices: z.array(z.unknown(), { error: m.notAList('notices') }).optional(),
  },
  { error: m.fileShape },
);

/** The first problem of a record, in Portuguese, with the path of the field when there is one. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue.code === 'unrecognized_keys') return m.unknownFields(issue.keys);
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
