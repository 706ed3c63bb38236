import * as z from 'zod';
import { OPENING_REPORT_REASONS, OPENING_REPORT_TEXT_MAX, type OpeningReportCreated, type TeamOpeningReportGroup, type TeamOpeningReports } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { hasReported } from '../caregivers/caregiver';
import { conflict, invalidInput, notFound } from '../base/errors';
import { hasControlCharacters } from '../base/text';
import type { StoredOpening } from './opening';
import { reportTexts } from './report-texts';
import type { StoredOpeningReport } from './data/opening-reports';

/** Family and opening ids are the import's ids (letters, digits, '-', '_'): anything else is refused before a read. */
const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function checkReportedRef(clientId: string | undefined, id: string | undefined): { clientId: string; vagaId: string } {
  if (!clientId || !REF_PATTERN.test(clientId) || !id || !REF_PATTERN.test(id)) throw invalidInput(reportTexts.refInvalid, 'id');
  return { clientId, vagaId: id };
}

/** The body of 'Enviar denúncia': a reason and an optional text. */
export const openingReportBody = z.strictObject({
  motivo: z.enum(OPENING_REPORT_REASONS, { error: reportTexts.reasonInvalid }),
  texto: z
    .string({ error: reportTexts.textInvalidCharacters })
    .max(OPENING_REPORT_TEXT_MAX, reportTexts.textTooLong(OPENING_REPORT_TEXT_MAX))
    .refine((t) => !hasControlCharacters(t, true), reportTexts.textInvalidCharacters)
    .optional(),
});
export type OpeningReportBody = z.infer<typeof openingReportBody>;

export interface ReportOpeningIo {
  findOpening(clientId: string, id: string): Promise<StoredOpening | undefined>;
  /** Counts the attempt against her address and her e-mail (429 in Portuguese past the limit). */
  consumeRateLimit(who: { address: string; email: string }): Promise<void>;
  /** The report and the opening hidden from her, in one transaction (409 if she reported it already). */
  save(report: StoredOpeningReport & { uid: string }): Promise<void>;
}

/**
 * 'Denunciar vaga': one report per caregiver and opening, of an opening that exists. A second report is refused
 * before it costs a rate-limit attempt; the opening is then hidden from her lists, nearest-first pages and digests.
 */
export async function reportOpening(
  input: { caregiver: Caregiver; clientAddress: string; clientId: string; vagaId: string; body: OpeningReportBody },
  io: ReportOpeningIo,
  now: Date = new Date(),
): Promise<OpeningReportCreated> {
  const { caregiver, clientId, vagaId } = input;
  if (hasReported(caregiver, { clientId, id: vagaId })) throw conflict(reportTexts.alreadyReported);
  await io.consumeRateLimit({ address: input.clientAddress, email: caregiver.email });
  if (!(await io.findOpening(clientId, vagaId))) throw notFound(reportTexts.openingNotFound);
  const texto = input.body.texto?.trim();
  const report = { uid: caregiver.uid, clientId, vagaId, motivo: input.body.motivo, ...(texto ? { texto } : {}), createdAt: now.toISOString() } satisfies StoredOpeningReport;
  await io.save(report);
  return { clientId, vagaId, motivo: report.motivo, createdAt: report.createdAt };
}

/**
 * The console's view: the reports grouped by opening, groups in the order of their newest report, reports newest
 * first, without who reported (the team acts on the opening, not on her).
 */
export function groupReports(reports: readonly StoredOpeningReport[], openings: ReadonlyMap<string, (StoredOpening & { familia?: string }) | undefined>): TeamOpeningReportGroup[] {
  const groups = new Map<string, TeamOpeningReportGroup>();
  const newestFirst = [...reports].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  for (const r of newestFirst) {
    const key = `${r.clientId}#${r.vagaId}`;
    let group = groups.get(key);
    if (!group) {
      const o = openings.get(key);
      const vaga = o
        ? {
            ...(o.tipoProfissional ? { tipoProfissional: o.tipoProfissional } : {}),
            ...(o.enderecoCompleto?.cidade ? { cidade: o.enderecoCompleto.cidade } : {}),
            ...(o.bairro ? { bairro: o.bairro } : {}),
            ...(o.familia ? { familia: o.familia } : {}),
            ...(o.encerradaEm ? { encerradaEm: o.encerradaEm } : {}),
          }
        : null;
      group = { clientId: r.clientId, vagaId: r.vagaId, vaga, denuncias: [] };
      groups.set(key, group);
    }
    const decided = r.decididaEm ? { decididaEm: r.decididaEm, decisao: r.decisao, ...(r.motivoDescarte ? { motivoDescarte: r.motivoDescarte } : {}) } : {};
    group.denuncias.push({ motivo: r.motivo, ...(r.texto ? { texto: r.texto } : {}), createdAt: r.createdAt, ...decided });
  }
  return [...groups.values()];
}

/**
 * How many reports one page of the console's list holds. A page's groups hold only that page's reports: one
 * opening's reports can run over into the next page, and the console joins them to the group it already shows.
 */
export const TEAM_REPORTS_PAGE = 50;

export interface TeamReportsReads {
  newestReports(limit: number, cursor?: string): Promise<{ reports: StoredOpeningReport[]; cursor: string | null }>;
  findOpening(clientId: string, id: string): Promise<StoredOpening | undefined>;
  getFamilies(ids: string[]): Promise<Map<string, { name?: string }>>;
}

/** GET /api/equipe/denuncias?cursor=: a page of the reports, newest first, grouped by opening, with each opening as stored now. */
export async function listReportsForTeam(reads: TeamReportsReads, cursor?: string): Promise<TeamOpeningReports> {
  const page = await reads.newestReports(TEAM_REPORTS_PAGE, cursor);
  const { reports } = page;
  const refs = [...new Map(reports.map((r) => [`${r.clientId}#${r.vagaId}`, r])).values()];
  const found = await Promise.all(refs.map((r) => reads.findOpening(r.clientId, r.vagaId)));
  const families = await reads.getFamilies([...new Set(found.flatMap((o) => (o ? [o.clientId] : [])))].slice(0, 100));
  const openings = new Map(
    refs.map((r, i) => {
      const o = found[i];
      return [`${r.clientId}#${r.vagaId}`, o ? { ...o, familia: families.get(o.clientId)?.name } : undefined] as const;
    }),
  );
  return { items: groupReports(reports, openings), cursor: page.cursor };
}
