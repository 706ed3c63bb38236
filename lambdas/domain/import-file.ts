import * as z from 'zod';
import { isValidEmail } from './signup';

/**
 * The operator import file: families, their openings and notices for caregivers. Each record is checked on its
 * own, so one bad record is refused (with a Portuguese reason) without stopping the others.
 */
const id = (what: string) =>
  z
    .string({ error: `${what}: informe o id (texto).` })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${what}: o id deve ter de 1 a 64 letras, números, "-" ou "_".`);
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} deve ser um texto.` }).max(max, `${label} pode ter no máximo ${max} caracteres.`).optional();
const optionalBool = (label: string) => z.boolean({ error: `${label} deve ser true ou false.` }).optional();
const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} deve ser uma data e hora ISO 8601 (ex.: 2026-11-01T12:00:00Z).` });

export const familyRecord = z.strictObject({
  id: id('Família'),
  name: optionalText('O nome', 200),
  avatar: optionalText('O avatar', 500),
});

export const openingRecord = z.strictObject({
  id: id('Vaga'),
  clientId: id('Família da vaga (clientId)'),
  createdAt: isoDate('createdAt'),
  cep: z
    .string({ error: 'O CEP deve ser um texto.' })
    .regex(/^\d{5}-?\d{3}$/, 'O CEP deve ter 8 dígitos (ex.: 01310-100).')
    .optional(),
  tipoProfissional: optionalText('tipoProfissional', 60),
  detalhesVaga: optionalText('detalhesVaga', 5000),
  generoIdoso: optionalText('generoIdoso', 40),
  necessidadeEspecial: optionalBool('necessidadeEspecial'),
  possuiComorbidade: optionalBool('possuiComorbidade'),
  medicacoes: z.array(z.string().max(200), { error: 'medicacoes deve ser uma lista de textos.' }).max(100).optional(),
  tarefas: z.record(z.string().max(200), z.boolean(), { error: 'tarefas deve mapear cada tarefa para true ou false.' }).optional(),
  generoPreferencia: optionalText('generoPreferencia', 40),
  selectedDate: optionalText('selectedDate', 40),
  selectedTime: optionalText('selectedTime', 40),
  enderecoCompleto: z
    .strictObject({ bairro: optionalText('enderecoCompleto.bairro', 120), cidade: optionalText('enderecoCompleto.cidade', 120) }, {
      error: 'enderecoCompleto deve ter apenas bairro e cidade.',
    })
    .optional(),
  dataCriacao: optionalText('dataCriacao', 40),
  tipoContrato: optionalText('tipoContrato', 60),
  diariaTipo: optionalText('diariaTipo', 60),
});

export const noticeRecord = z.strictObject({
  /** The operator's own reference; with the e-mail and the time it makes the notice's id (re-import = no-op). */
  id: id('Aviso'),
  email: z.string({ error: 'Aviso: informe o email do cuidador.' }).refine((e) => isValidEmail(e.trim().toLowerCase()), 'Aviso: o email do cuidador é inválido.'),
  mensagem: z.string({ error: 'Aviso: informe a mensagem.' }).trim().min(1, 'Aviso: informe a mensagem.').max(2000, 'Aviso: a mensagem pode ter no máximo 2000 caracteres.'),
  /** Epoch seconds (the spec's unit) or an ISO 8601 date; absent = unknown time (shown through `horario`). */
  createdAt: z
    .union([z.number().int().positive(), isoDate('createdAt')], { error: 'Aviso: createdAt deve ser segundos desde 1970 ou uma data ISO 8601.' })
    .optional(),
  horario: optionalText('Aviso: horario', 60),
});

export type FamilyRecord = z.infer<typeof familyRecord>;
export type OpeningRecord = z.infer<typeof openingRecord>;
export type NoticeRecord = z.infer<typeof noticeRecord>;

export interface ImportFile {
  families?: unknown[];
  openings?: unknown[];
  notices?: unknown[];
}

export const importFileShape = z.strictObject(
  {
    families: z.array(z.unknown(), { error: '"families" deve ser uma lista.' }).optional(),
    openings: z.array(z.unknown(), { error: '"openings" deve ser uma lista.' }).optional(),
    notices: z.array(z.unknown(), { error: '"notices" deve ser uma lista.' }).optional(),
  },
  { error: 'O arquivo deve ser um objeto JSON com as listas "families", "openings" e "notices".' },
);

/** The first problem of a record, in Portuguese, with the path of the field when there is one. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue.code === 'unrecognized_keys') return `campo não permitido: ${issue.keys.join(', ')}.`;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
