import type { CsvLines, ImportInput } from './opening-csv';
import type { OpeningFileReport } from './team-openings';
import { csvColumnNamer, describeProblems } from './opening-problems';

/**
 * A large file of openings goes to the API in parts, one request each, and its report is put back together as if
 * it had been sent at once. A family travels in the same part as all of its openings (and every record with the
 * same family id), so a part never refers to a family written by another part, and "id repetido" is found as it
 * is in one request. Each part is idempotent (records carry their ids): sending a part again changes nothing.
 */
type Kind = 'families' | 'openings' | 'notices';
const KINDS: Kind[] = ['families', 'openings', 'notices'];

export interface FilePart {
  input: Required<ImportInput>;
  /** For each record of the part, its position in the whole file's list. */
  positions: Record<Kind, number[]>;
}

/** How many records a file holds (0 for anything that is not an object: the import then refuses it with its reason). */
export const recordCount = (input: ImportInput | null | undefined) =>
  typeof input === 'object' && input !== null ? KINDS.reduce((n, k) => n + (Array.isArray(input[k]) ? input[k].length : 0), 0) : 0;

const field = (record: unknown, name: string) => {
  const value = (record as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Splits the file into parts of about `perPart` records (a family with more openings makes one larger part). */
export function splitImport(input: ImportInput, perPart: number): FilePart[] {
  const groups = new Map<string, { kind: Kind; position: number }[]>();
  const add = (key: string, kind: Kind, position: number) => groups.set(key, [...(groups.get(key) ?? []), { kind, position }]);
  (input.families ?? []).forEach((f, i) => add(`f:${field(f, 'id')}`, 'families', i));
  (input.openings ?? []).forEach((o, i) => add(`f:${field(o, 'clientId')}`, 'openings', i));
  (input.notices ?? []).forEach((_, i) => add(`n:${i}`, 'notices', i));

  const parts: FilePart[] = [];
  let current: FilePart | undefined;
  for (const members of groups.values()) {
    if (!current || (recordCount(current.input) > 0 && recordCount(current.input) + members.length > perPart)) {
      current = { input: { families: [], openings: [], notices: [] }, positions: { families: [], openings: [], notices: [] } };
      parts.push(current);
    }
    for (const kind of KINDS) {
      for (const { position } of members.filter((m) => m.kind === kind).sort((a, b) => a.position - b.position)) {
        current.input[kind].push(input[kind]![position]);
        current.positions[kind].push(position);
      }
    }
  }
  return parts.length ? parts : [{ input: { families: [], openings: [], notices: [] }, positions: { families: [], openings: [], notices: [] } }];
}

const KIND_OF = { family: 'families', opening: 'openings', notice: 'notices' } as const;

/** The parts' reports as one, with every record's position in the whole file. */
export function mergeReports(results: { report: OpeningFileReport; part: FilePart }[]): OpeningFileReport {
  const merged: OpeningFileReport = { written: { families: 0, openings: 0, notices: 0 }, unchanged: { notices: 0 }, refused: [], unplaced: [] };
  for (const { report, part } of results) {
    for (const kind of ['families', 'openings', 'notices'] as const) merged.written[kind] += report.written[kind];
    merged.unchanged.notices += report.unchanged.notices;
    merged.refused.push(...report.refused.map((r) => ({ ...r, index: part.positions[KIND_OF[r.kind]][r.index] })));
    merged.unplaced.push(...report.unplaced.map((u) => ({ ...u, index: part.positions.openings[u.index] })));
    if (report.adjusted?.length) (merged.adjusted ??= []).push(...report.adjusted.map((u) => ({ ...u, index: part.positions.openings[u.index] })));
  }
  const order = (kind: string) => ['family', 'opening', 'notice'].indexOf(kind);
  merged.refused.sort((a, b) => order(a.kind) - order(b.kind) || a.index - b.index);
  merged.unplaced.sort((a, b) => a.index - b.index);
  merged.adjusted?.sort((a, b) => a.index - b.index);
  return merged;
}

/** A CSV file's report: each family and opening also says the line it came from, and its problems by the file's columns. */
export function withLines(report: OpeningFileReport, lines: CsvLines): OpeningFileReport {
  const lineOf = (kind: string, index: number) => (kind === 'family' ? lines.families[index] : kind === 'opening' ? lines.openings[index] : undefined);
  const at = (line: number | undefined) => (line === undefined ? {} : { linha: line });
  return {
    ...report,
    refused: report.refused.map((r) => ({
      ...r,
      ...at(lineOf(r.kind, r.index)),
      ...(r.problems ? { reason: describeProblems(r.kind, r.problems, csvColumnNamer(lines.headers)) } : {}),
    })),
    unplaced: report.unplaced.map((u) => ({ ...u, ...at(lineOf('opening', u.index)) })),
    ...(report.adjusted ? { adjusted: report.adjusted.map((u) => ({ ...u, ...at(lineOf('opening', u.index)) })) } : {}),
  };
}
