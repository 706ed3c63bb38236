import type { OpeningFileReport } from '../../contract/team-openings';
import { findEmailClaim } from '../caregivers/store';
import { getFamilies, putFamily } from './data/families';
import { createNoticeOnce, stableNoticeId } from '../notices/store';
import { listFamilyOpenings, saveOpening } from './data/openings';
import {
  problemsOf,
  familyRecord,
  importFileShape,
  noticeRecord,
  openingRecord,
  type NoticeRecord,
  type OpeningRecord,
} from './import-file';
import { DomainError } from '../base/errors';
import { importMessages } from './import-messages';
import { describeProblems, jsonFieldNamer } from '../../contract/opening-problems';
import type { StoredOpening } from './opening';
import { storedFromRecord } from './opening-write';
import { openingReference } from './opening';

export type RecordKind = OpeningFileReport['refused'][number]['kind'];

/** The import's report: the console's OpeningFileReport (contract/team-openings.ts), also printed by `npm run import`. */
export type ImportReport = OpeningFileReport;

/** The whole file is unusable (not an object with the three lists). */
export class ImportFileError extends Error {}

/**
 * Validates and writes an import file. Families first (openings refer to them), then openings (postal codes
 * resolved here, once, through the cache), then notices (addressed by the caregiver's e-mail). Writing the same
 * file twice leaves the same state: families and openings are upserts keyed by their ids, notices are created
 * once. An opening is listed from when it was first stored (a re-import keeps that time): the file's `createdAt` is
 * kept as its own `dataInformada`, never as the listing's date (issue 41). Only the local stack's sample data
 * (`sampleDates`, infra/local/seed.ts) is listed at its file's dates, so its 36 openings show a spread of ages.
 */
export async function importData(file: unknown, options: { sampleDates?: boolean } = {}): Promise<ImportReport> {
  const shape = importFileShape.safeParse(file);
  if (!shape.success) throw new ImportFileError(describeProblems('notice', problemsOf(shape.error), jsonFieldNamer));
  const report: ImportReport = { written: { families: 0, openings: 0, notices: 0 }, unchanged: { notices: 0 }, refused: [], unplaced: [] };

  const families = parseAll(shape.data.families ?? [], familyRecord, 'family', report);
  const seenFamilies = new Set<string>();
  for (const [index, family] of families) {
    if (seenFamilies.has(family.id)) {
      report.refused.push({ kind: 'family', index, ref: family.id, reason: importMessages.duplicateFamily });
      continue;
    }
    seenFamilies.add(family.id);
    await putFamily(family);
    report.written.families++;
  }

  const rawOpenings = shape.data.openings ?? [];
  await importOpenings(parseAll(rawOpenings, openingRecord, 'opening', report), seenFamilies, report, options);
  noteAdjustments(rawOpenings, report);
  await importNotices(parseAll(shape.data.notices ?? [], noticeRecord, 'notice', report), report);
  report.refused.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.index - b.index);
  return report;
}

async function importOpenings(openings: [number, OpeningRecord][], familiesInFile: Set<string>, report: ImportReport, options: { sampleDates?: boolean }) {
  const unknownIds = [...new Set(openings.map(([, o]) => o.clientId).filter((id) => !familiesInFile.has(id)))];
  const stored = new Set<string>(familiesInFile);
  for (let i = 0; i < unknownIds.length; i += 100) for (const id of (await getFamilies(unknownIds.slice(i, i + 100))).keys()) stored.add(id);

  const existingByFamily = new Map<string, StoredOpening[]>();
  const seen = new Set<string>();
  for (const [index, record] of openings) {
    const ref = openingReference(record.clientId, record.id);
    if (!stored.has(record.clientId)) {
      report.refused.push({ kind: 'opening', index, ref, reason: importMessages.unknownFamily(record.clientId) });
      continue;
    }
    if (seen.has(ref)) {
      report.refused.push({ kind: 'opening', index, ref, reason: importMessages.duplicateOpening });
      continue;
    }
    seen.add(ref);
    if (!existingByFamily.has(record.clientId)) existingByFamily.set(record.clientId, await listFamilyOpenings(record.clientId));
    const previous = existingByFamily.get(record.clientId)!.find((o) => o.id === record.id);
    if (previous?.encerradaEm) {
      report.refused.push({ kind: 'opening', index, ref, reason: importMessages.openingClosed });
      continue;
    }
    const listedAt = previous?.createdAt ?? (options.sampleDates && record.createdAt ? record.createdAt : new Date().toISOString());
    const { opening, unplaced } = await storedFromRecord(record, listedAt);
    try {
      await saveOpening(opening, previous);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.refused.push({ kind: 'opening', index, ref, reason: error.message });
      continue;
    }
    report.written.openings++;
    if (unplaced) report.unplaced.push({ index, ref, reason: importMessages.unplaced[unplaced] });
  }
}

/** Says which written openings had their 'Função' read another way ('cuidadora' → 'Cuidador'). */
function noteAdjustments(raw: unknown[], report: ImportReport) {
  const refused = new Set(report.refused.filter((r) => r.kind === 'opening').map((r) => r.index));
  const adjusted: NonNullable<ImportReport['adjusted']> = [];
  raw.forEach((record, index) => {
    const given = (record as { tipoProfissional?: unknown } | null)?.tipoProfissional;
    if (refused.has(index) || typeof given !== 'string' || given.trim() === '') return;
    const read = openingRecord.shape.tipoProfissional.parse(given);
    if (read && read !== given) adjusted.push({ index, ref: openingReference((record as { clientId: string }).clientId, refOf(record)), reason: importMessages.professionalTypeRead(given, read) });
  });
  if (adjusted.length) report.adjusted = adjusted;
}

async function importNotices(notices: [number, NoticeRecord][], report: ImportReport) {
  const uidByEmail = new Map<string, string | undefined>();
  for (const [index, record] of notices) {
    const email = record.email.trim().toLowerCase();
    if (!uidByEmail.has(email)) uidByEmail.set(email, (await findEmailClaim(email))?.uid);
    const uid = uidByEmail.get(email);
    if (!uid) {
      report.refused.push({ kind: 'notice', index, ref: record.id, reason: importMessages.unknownCaregiver(email) });
      continue;
    }
    const createdAt = typeof record.createdAt === 'string' ? Math.floor(Date.parse(record.createdAt) / 1000) : record.createdAt;
    const created = await createNoticeOnce({
      id: stableNoticeId(createdAt, `${email}\u0000${record.id}`),
      userId: uid,
      mensagem: record.mensagem,
      status: 'nao lido',
      ...(createdAt !== undefined ? { createdAt } : {}),
      ...(record.horario ? { horario: record.horario } : {}),
    });
    if (created) report.written.notices++;
    else report.unchanged.notices++;
  }
}

function parseAll<T>(
  records: unknown[],
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } },
  kind: RecordKind,
  report: ImportReport,
): [number, T][] {
  const valid: [number, T][] = [];
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) valid.push([index, parsed.data]);
    else {
      // Every problem of the record; a CSV file's report names them again by its own columns (withLines).
      const problems = problemsOf(parsed.error);
      report.refused.push({ kind, index, ref: refOf(record), reason: describeProblems(kind, problems, jsonFieldNamer), problems });
    }
  });
  return valid;
}

function refOf(record: unknown): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : importMessages.noId;
}

const kindOrder = (kind: RecordKind) => ['family', 'opening', 'notice'].indexOf(kind);
