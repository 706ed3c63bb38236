import fs from 'node:fs';
import path from 'node:path';
import type { LighthouseScores, SiteProtocol } from '../test/bench/lighthouse';
import type { benchDistancePages, DistanceBenchRow } from '../test/bench/openings-distance';

/**
 * `npm run bench`'s report rows, its results file, and the distance part's figures the cost part reuses. A row is
 * [measure, figure, target, met]: `met` is given for a target that is not a time (requests or reads per page,
 * equal answers on both sides of a ratio, bundle and page budgets, accessibility scores) and decides the exit code;
 * a time target (p50, speed-ups, seconds to ready) is printed only, since timings vary with the machine.
 */
export type Row = [measure: string, figure: string, target: string, met?: boolean];
export interface PartOutput {
  key: string;
  result: unknown;
  rows: Row[];
}

/** Distance pages at the openings size and at ten times it (10,000 and 100,000 by default). */
export const distanceSizes = (openings: number) => [openings, openings * 10];

export function distanceRows(rows: Awaited<ReturnType<typeof benchDistancePages>>): Row[] {
  return rows.flatMap((d) => {
    const at = `${d.layout}, ${d.openings} openings`;
    return [
      // At most 10 requests a page up to 10,000 openings (issue 52, decision 092): a count, so a checked target.
      [`nearest first (${at}): requests per page, first 3 pages at 20 positions`, `max ${d.firstPages.requestsPerPage.max}, mean ${d.firstPages.requestsPerPage.mean}; ${d.firstPages.readUnitsPerPage.mean} RRU; p50 ${d.firstPages.latencyMs.p50} ms, p95 ${d.firstPages.latencyMs.p95} ms`, d.openings <= 10_000 ? 'max ≤ 10 (decision 092)' : '(decisions 011, 092)', d.openings <= 10_000 ? d.firstPages.requestsPerPage.max <= 10 : undefined],
      // Every page, the open sea's first with the nearest beyond its radius too (decision 099): a count, checked.
      [`nearest first (${at}): to the end (${d.unplaced} unplaced), ${d.toTheEnd.pages} pages`, `max ${d.toTheEnd.requestsPerPage.max}, mean ${d.toTheEnd.requestsPerPage.mean}; ${d.toTheEnd.readUnitsPerPage.mean} RRU; p50 ${d.toTheEnd.latencyMs.p50} ms, p95 ${d.toTheEnd.latencyMs.p95} ms`, d.openings <= 10_000 ? 'max ≤ 10 (decision 099)' : '(decisions 011, 099)', d.openings <= 10_000 ? d.toTheEnd.requestsPerPage.max <= 10 : undefined],
      [`nearest first (${at}): read-all baseline, ${d.baseline.runs} runs`, `p50 ${d.baseline.latencyMs.p50} ms, p95 ${d.baseline.latencyMs.p95} ms, ${d.baseline.requestsPerRun} requests; ${d.ratio}× the page p50`, ''],
      [`nearest first (${at}): pages equal to the in-memory sort`, `${d.pagesChecked} of ${d.pagesChecked}; baseline = handler; largest count item ${d.largestCountItemKb} KB`, 'all; < 400 KB', d.pagesChecked > 0 && d.largestCountItemKb < 400],
    ] as Row[];
  });
}

/**
 * Lighthouse's rows: performance is a timing score, printed beside its budget (≥ 95) and judged by a person on an idle
 * machine (the load average heads the rows); accessibility and best practices decide the exit code.
 */
export function lighthouseRows(scores: LighthouseScores[], loadAverage: string, protocol: SiteProtocol, runs = 3): Row[] {
  const over = protocol === 'http2' ? 'HTTP/2, as CloudFront' : 'HTTP/1.1, the local gateway';
  return [
    ['lighthouse: 1-minute load average, start → end', loadAverage, ''],
    ...scores.flatMap((s): Row[] => {
      const page = `lighthouse (mobile, ${over}) ${s.path}${s.path === '/buscar-vagas' ? ' (signed in)' : ''}`;
      const m = s.metrics;
      return [
        [`${page}: performance`, `${s.performance} (FCP ${m.firstContentfulPaint} ms, LCP ${m.largestContentfulPaint} ms, TBT ${m.totalBlockingTime} ms, SI ${m.speedIndex} ms, CLS ${m.cumulativeLayoutShift})`, `≥ 95 (median of ${runs})`],
        [`${page}: accessibility, best practices`, `${s.accessibility}, ${s.bestPractices}`, '100, 100', s.accessibility === 100 && s.bestPractices === 100],
      ];
    }),
  ];
}

export const RESULTS_FILE = path.resolve(__dirname, '..', 'bench-results.json');

/**
 * Nearest first's read units per page at each opening count, as the cost model takes them: the largest mean of
 * the distance part's three layouts (first three pages at 20 positions). Committed, so that the cost part runs on
 * its own; a full-size distance part rewrites it.
 */
export const NEAREST_FIRST_FILE = path.resolve(__dirname, '../test/load/nearest-first-read-units.json');
export interface NearestFirstReadUnits {
  measuredAt: string;
  by: string;
  /** Each point with the run that measured it, when it is not the file's (a run measures only some sizes). */
  points: { openings: number; readUnits: number; measuredAt?: string; by?: string }[];
}

/** The opening counts the cost model is printed at (decision 064): what the file keeps. */
export const MODEL_OPENINGS = distanceSizes(10_000);

export function nearestFirstPoints(rows: readonly DistanceBenchRow[]): { openings: number; readUnits: number }[] {
  return [...new Set(rows.map((d) => d.openings))].sort((a, b) => a - b).map((openings) => ({
    openings,
    readUnits: Math.max(...rows.filter((d) => d.openings === openings).map((d) => d.firstPages.readUnitsPerPage.mean)),
  }));
}

const readCommitted = () => JSON.parse(fs.readFileSync(NEAREST_FIRST_FILE, 'utf8')) as NearestFirstReadUnits;

/**
 * The committed points with those this run measured at the model's opening counts in their place (a run at
 * `--openings=1000` measures 10,000 but not 100,000: that point keeps the run that measured it).
 */
export function mergedNearestFirstPoints(rows: readonly DistanceBenchRow[], committed: NearestFirstReadUnits, at = new Date().toISOString()): NearestFirstReadUnits['points'] {
  const measured = new Map(nearestFirstPoints(rows).filter((p) => MODEL_OPENINGS.includes(p.openings)).map((p) => [p.openings, p]));
  return MODEL_OPENINGS.flatMap((openings) => {
    const now = measured.get(openings);
    if (now) return [{ ...now, measuredAt: at, by: 'npm run bench -- --only=distance' }];
    const before = committed.points.find((p) => p.openings === openings);
    return before ? [{ ...before, measuredAt: before.measuredAt ?? committed.measuredAt, by: before.by ?? committed.by }] : [];
  });
}

/** Writes the points this run measured at the model's opening counts into the committed file (none: unchanged). */
export function writeNearestFirstReadUnits(rows: readonly DistanceBenchRow[]): void {
  if (!nearestFirstPoints(rows).some((p) => MODEL_OPENINGS.includes(p.openings))) return;
  const at = new Date().toISOString();
  const file: NearestFirstReadUnits = { measuredAt: at, by: 'npm run bench -- --only=distance', points: mergedNearestFirstPoints(rows, readCommitted(), at) };
  fs.writeFileSync(NEAREST_FIRST_FILE, JSON.stringify(file, null, 2) + '\n');
}

/** The distance part's figures from this run (an earlier part) over the committed file's, else the committed file's. */
export function nearestFirstReadUnits(): { openings: number; readUnits: number }[] {
  const earlier = process.env.BENCH_EARLIER_RESULTS;
  const committed = readCommitted();
  if (earlier && fs.existsSync(earlier)) {
    const rows = (JSON.parse(fs.readFileSync(earlier, 'utf8')) as { openingsByDistance?: DistanceBenchRow[] }).openingsByDistance;
    if (rows?.length) return mergedNearestFirstPoints(rows, committed).map(({ openings, readUnits }) => ({ openings, readUnits }));
  }
  console.log(`cost: nearest-first read units from ${path.relative(process.cwd(), NEAREST_FIRST_FILE)} (${committed.by}, ${committed.measuredAt})`);
  return committed.points.map(({ openings, readUnits }) => ({ openings, readUnits }));
}

export const CAPACITY_DOC = path.resolve(__dirname, '../docs/capacity.md');
const BLOCK_BEGIN = '<!-- written by `npm run bench -- --only=cost`: begin -->';
const BLOCK_END = '<!-- written by `npm run bench -- --only=cost`: end -->';

/** Puts the cost part's printed model between its markers in docs/capacity.md (the rest of the page is prose). */
export function replaceCapacityBlock(doc: string, text: string): string {
  const begin = doc.indexOf(BLOCK_BEGIN);
  const end = doc.indexOf(BLOCK_END);
  if (begin < 0 || end < begin) throw new Error('docs/capacity.md has no block for the cost part\'s output');
  return `${doc.slice(0, begin + BLOCK_BEGIN.length)}\n\n\`\`\`\n${text.trim()}\n\`\`\`\n\n${doc.slice(end)}`;
}

/** The report as a table: a checked target shows ✓ or MISSED after it. */
export function formatReport(rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.max(...rows.map((r) => r[1].length));
  const verdict = (met: boolean | undefined) => (met === undefined ? '' : met ? ' ✓' : ' MISSED');
  return [`${'measure'.padEnd(width)}  ${'figure'.padEnd(valueWidth)}  target`, ...rows.map(([name, value, target, met]) => `${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}${verdict(met)}`)].join('\n');
}

/** The rows that make `npm run bench` exit 1: a part that failed, or a checked target missed. */
export function failedRows(rows: Row[]): Row[] {
  return rows.filter((r) => r[3] === false || r[1].startsWith('failed'));
}
