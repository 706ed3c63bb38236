import { randomBytes } from 'node:crypto';
import type { AuditEntry } from '../../contract/team';
import type { CreateTeamOpening, TeamFamily, TeamOpeningDetail, TeamOpeningFields, TeamOpeningWritten } from '../../contract/team-openings';
import { conflict, invalidInput, notFound } from '../base/errors';
import { familyRecord, openingRecord, problemsOf, type OpeningRecord } from '../openings/import-file';
import { describeFormProblems } from '../../contract/opening-problems';
import { importMessages } from '../openings/import-messages';
import type { Family, StoredOpening } from '../openings/opening';
import type { UnplacedCode } from '../base/places/cep-places';
import { auditLine, type Operator } from './audit';
import { messages } from '../base/messages';
import { teamTexts } from './texts';
import { openingReference } from '../openings/opening';
import { saoPauloIsoDay } from '../../contract/sao-paulo-time';
import { openingFormRuleProblems, type FormRuleProblem } from './opening-form-rules';

/** The fields a correction compares (the record's own, without its keys). */
const FIELDS = Object.keys(openingRecord.shape).filter((f) => f !== 'id' && f !== 'clientId') as (keyof TeamOpeningFields)[];

/** What 'Corrigir vaga' sends for a stored opening left as it is: its own fields, without the listing date (the server's). */
export function correctionOf(stored: StoredOpening): TeamOpeningFields {
  return Object.fromEntries(FIELDS.filter((f) => (f as string) !== 'createdAt' && f in stored).map((f) => [f, stored[f]])) as TeamOpeningFields;
}

export interface OpeningFormIo {
  findOpening(clientId: string, id: string): Promise<StoredOpening | undefined>;
  getFamilies(ids: string[]): Promise<Map<string, Family>>;
  /** False when the id is taken. */
  createFamily(family: Family): Promise<boolean>;
  /** The import's resolution of a checked record (CEP → neighbourhood and place). */
  storedFromRecord(record: OpeningRecord, listedAt: string): Promise<{ opening: StoredOpening; unplaced?: UnplacedCode }>;
  /** The opening, its copies, index cell, counts and the Registro line, in one transaction. */
  saveAudited(opening: StoredOpening, previous: StoredOpening | undefined, entry: AuditEntry): Promise<void>;
}

/** An opening's listing date is the server's (when it was first stored): the form cannot send one. */
function refuseDate(vaga: object): void {
  if ('createdAt' in vaga) throw invalidInput(messages.unknownField('createdAt'), 'createdAt');
}

/**
 * The import's one rule set and the form's own rules, answered as one 400 naming every bad field by the form's label
 * (`field`: the first). A field a form rule refuses is named once, by that rule.
 */
function checkRecord(raw: Record<string, unknown>, ruleProblems: FormRuleProblem[]): OpeningRecord {
  const parsed = openingRecord.safeParse(raw);
  if (parsed.success && ruleProblems.length === 0) return parsed.data;
  const ruled = new Set<string>(ruleProblems.map((p) => p.field));
  const problems = parsed.success ? [] : problemsOf(parsed.error).filter((p) => p.campo === undefined || !ruled.has(p.campo));
  const message = [...(problems.length ? [describeFormProblems('opening', problems)] : []), ...ruleProblems.map((p) => p.message)].join(' ');
  const firstIssue = parsed.success ? undefined : parsed.error.issues.find((i) => !ruled.has(String(i.path[0])));
  throw invalidInput(message, firstIssue ? String(firstIssue.path[0] ?? 'vaga') : ruleProblems[0].field);
}

/** 'Nova vaga': for a family chosen by name (her id) or a new one, through the import's own write. */
export async function createTeamOpening(input: CreateTeamOpening & { operator: Operator }, io: OpeningFormIo, now: Date = new Date()): Promise<TeamOpeningWritten> {
  const nova = 'nova' in input.familia ? input.familia.nova : undefined;
  const clientId = nova ? nova.id : (input.familia as { id: string }).id;
  const id = input.id ?? `vaga-${randomBytes(4).toString('hex')}`;
  refuseDate(input.vaga);
  const checked = checkRecord({ ...input.vaga, id, clientId }, openingFormRuleProblems(input.vaga));
  // A form's opening is published the day it is created: São Paulo's day (at 23:30 there it is already tomorrow in UTC).
  const record = { ...checked, dataCriacao: checked.dataCriacao ?? saoPauloIsoDay(now) };
  if (nova) {
    const family = familyRecord.safeParse(nova);
    if (!family.success) throw invalidInput(describeFormProblems('family', problemsOf(family.error)), 'familia');
    if (!family.data.name?.trim()) throw invalidInput(teamTexts.familyNameRequired, 'familia');
    if (!(await io.createFamily(family.data))) throw conflict(teamTexts.familyExists(family.data.id), 'familia');
  } else if (!(await io.getFamilies([clientId])).has(clientId)) {
    throw invalidInput(importMessages.unknownFamily(clientId), 'familia');
  }
  if (await io.findOpening(clientId, id)) throw conflict(teamTexts.openingExists(id), 'id');
  const { opening, unplaced } = await io.storedFromRecord(record, now.toISOString());
  await io.saveAudited(opening, undefined, auditLine(input.operator, { action: 'vaga-criada', target: { id: openingReference(clientId, id) } }, now));
  return { clientId, id, changedFields: [], ...(unplaced ? { unplaced: importMessages.unplaced[unplaced] } : {}) };
}

/** 'Corrigir vaga': the whole record again (what the form shows); a new CEP moves it; closed ones stay closed. */
export async function correctTeamOpening(
  input: { operator: Operator; clientId: string; id: string; vaga: TeamOpeningFields },
  io: OpeningFormIo,
  now: Date = new Date(),
): Promise<TeamOpeningWritten> {
  const previous = await io.findOpening(input.clientId, input.id);
  if (!previous) throw notFound(teamTexts.openingNotFound);
  if (previous.encerradaEm) throw conflict(teamTexts.openingClosedNoCorrection);
  refuseDate(input.vaga);
  const record = checkRecord({ ...input.vaga, id: input.id, clientId: input.clientId }, openingFormRuleProblems(input.vaga, previous));
  const written = await io.storedFromRecord(record, previous.createdAt);
  const opening = previous.dataInformada ? { ...written.opening, dataInformada: previous.dataInformada } : written.opening;
  const { unplaced } = written;
  const changedFields = FIELDS.filter((f) => JSON.stringify(previous[f] ?? null) !== JSON.stringify(opening[f] ?? null));
  if (changedFields.length === 0) return { clientId: input.clientId, id: input.id, changedFields };
  const entry = auditLine(input.operator, { action: 'vaga-corrigida', target: { id: openingReference(input.clientId, input.id) }, changedFields }, now);
  await io.saveAudited(opening, previous, entry);
  return { clientId: input.clientId, id: input.id, changedFields, ...(unplaced ? { unplaced: importMessages.unplaced[unplaced] } : {}) };
}

/** An opening's page: as stored (never its place nor index bookkeeping), her family, and the Registro lines about it. */
export async function teamOpeningDetail(
  ref: { clientId: string; id: string },
  reads: { findOpening: OpeningFormIo['findOpening']; getFamilies: OpeningFormIo['getFamilies']; auditAbout(targetId: string): Promise<AuditEntry[]> },
): Promise<TeamOpeningDetail> {
  const [stored, families, lines] = await Promise.all([
    reads.findOpening(ref.clientId, ref.id),
    reads.getFamilies([ref.clientId]),
    reads.auditAbout(openingReference(ref.clientId, ref.id)),
  ]);
  if (!stored) throw notFound(teamTexts.openingNotFound);
  // (`dataInformada`, the file's own date, is kept with the opening but is no field of the form: shown beside it.)
  const { localizacao: _l, geoCell: _g, geoParts: _p, dataInformada, ...vaga } = stored;
  const familia: TeamFamily = families.get(ref.clientId) ?? { id: ref.clientId };
  const historico = lines
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((e) => ({ at: e.at, action: e.action, actorId: e.actorId, ...(e.changedFields ? { changedFields: e.changedFields } : {}) }));
  return { vaga, familia, historico, ...(dataInformada ? { dataInformada } : {}) };
}
