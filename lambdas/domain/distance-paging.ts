import { haversineKm, maxDistanceToCellKm, minDistanceToCellKm, type GeoPoint } from './geo';

/**
 * The rules of a "nearest first" page, without I/O (docs/decisions/011-geo-openings-by-distance.md). Openings are
 * indexed by geohash cell; a per-region map counts them per cell (and per type and city). A page reads the cells
 * nearest the caregiver, nearest first, until it holds `limit + 1` candidates and no unread cell could hold a
 * nearer one. The order is total: distance, then the opening's key, so a cursor (distance, key) never repeats or
 * skips an opening, however many share a distance.
 */

/** Where openings are indexed: cells of this geohash length (about 4.9 km × 4.9 km; 4.5 km wide in São Paulo). */
export const CELL_PRECISION = 5;
/** Per-region count maps: one item per cell of this length (about 156 km × 156 km) holds its cells' counts. */
export const MAP_PRECISION = 3;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 200;
/** Without `raioKm`, a distance search reaches the largest radius. */
export const DEFAULT_RADIUS_KM = MAX_RADIUS_KM;

export interface CellCount {
  cell: string;
  /** An upper bound of the openings in the cell that match the filters (0 = none). */
  bound: number;
  /** Every opening in the cell, whatever the filters (what a read of it returns at most). */
  total: number;
}

/** The most openings a coarser cell may hold to be read in one go: its slim items stay far below 1 MB. */
export const COARSE_READ_CAP = 3000;

export interface PlannedCell {
  cell: string;
  bound: number;
  minKm: number;
}

export interface Position {
  /** Distance from the centre, km (exact, as computed here: cursors compare it bit for bit). */
  d: number;
  /** `{clientId}#{id}`: the tie-breaker. */
  k: string;
}

export const comparePositions = (a: Position, b: Position) => a.d - b.d || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);

/**
 * The cells worth reading, nearest first: within the radius, not empty for these filters, and not entirely nearer
 * than the cursor (those were listed on earlier pages).
 */
export function planCells(centre: GeoPoint, radiusKm: number, counts: CellCount[], after?: Position): PlannedCell[] {
  return counts
    .filter((c) => c.bound > 0)
    .map((c) => ({ cell: c.cell, bound: c.bound, minKm: minDistanceToCellKm(centre, c.cell) }))
    .filter((c) => c.minKm <= radiusKm && (!after || maxDistanceToCellKm(centre, c.cell) >= after.d))
    .sort((a, b) => a.minKm - b.minKm || (a.cell < b.cell ? -1 : 1));
}

/**
 * The next cells to read, given what is already read and the best candidates so far (sorted, at most `wanted`).
 * Empty when the page is settled: either every cell is read, or `wanted` candidates are held and every unread
 * cell starts farther than the last of them.
 */
export function nextCells(plan: PlannedCell[], read: ReadonlySet<string>, best: Position[], wanted: number): string[] {
  const unread = plan.filter((c) => !read.has(c.cell));
  if (best.length >= wanted) {
    const bar = best[wanted - 1].d;
    return unread.filter((c) => c.minKm <= bar).map((c) => c.cell);
  }
  // Not enough yet: take cells in order until their counts could fill the page.
  const batch: string[] = [];
  let expected = best.length;
  for (const c of unread) {
    if (batch.length > 0 && expected >= wanted) break;
    batch.push(c.cell);
    expected += c.bound;
  }
  return batch;
}

/** One Query: the cells from `from` to `to` (5-character geohashes, in sort order) of one region. */
export interface CellRange {
  from: string;
  to: string;
}

/**
 * The reads for a batch of cells. Index items of a region are sorted by geohash, and geohash order keeps
 * neighbours close, so cells of the batch that follow each other in that order (with only empty cells, or few
 * openings, between them) are one ranged Query, as long as the range holds at most `cap` openings. Sparse areas
 * then cost a few reads instead of one per cell; dense ones keep small ranges.
 */
export function planReads(cells: string[], totals: ReadonlyMap<string, number>, cap = COARSE_READ_CAP): CellRange[] {
  const known = [...totals.keys()].sort();
  const wanted = [...new Set(cells)].sort();
  const ranges: CellRange[] = [];
  let current: (CellRange & { sum: number }) | undefined;
  for (const cell of wanted) {
    if (current && current.from.slice(0, MAP_PRECISION) === cell.slice(0, MAP_PRECISION)) {
      // Everything between the range's end and this cell would be read too.
      const between = known.filter((k) => k > current!.to && k <= cell).reduce((sum, k) => sum + (totals.get(k) ?? 0), 0);
      if (current.sum + between <= cap) {
        current.to = cell;
        current.sum += between;
        continue;
      }
    }
    if (current) ranges.push({ from: current.from, to: current.to });
    current = { from: cell, to: cell, sum: totals.get(cell) ?? 0 };
  }
  if (current) ranges.push({ from: current.from, to: current.to });
  return ranges;
}

/** Adds the openings of newly read cells that come after the cursor and within the radius; keeps the best `wanted`. */
export function mergeCandidates<T extends { latitude: number; longitude: number; key: string }>(
  centre: GeoPoint,
  radiusKm: number,
  best: Array<Position & { item: T }>,
  found: T[],
  wanted: number,
  after?: Position,
): Array<Position & { item: T }> {
  const seen = new Set(best.map((b) => b.k));
  const added = found
    .filter((item) => !seen.has(item.key))
    .map((item) => ({ d: haversineKm(centre, item), k: item.key, item }))
    .filter((p) => p.d <= radiusKm && (!after || comparePositions(p, after) > 0));
  return [...best, ...added].sort(comparePositions).slice(0, wanted);
}

/** Distances as shown: kilometres with one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
