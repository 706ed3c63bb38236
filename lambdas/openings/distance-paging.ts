import { cellsCoveringCircle, haversineKm, maxDistanceToCellKm, minDistanceToCellKm, type GeoPoint } from '../base/places/geo';

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
/**
 * Index items are partitioned by geohash cells of this length (about 1,250 km × 625 km; 32 regions each): one
 * ranged Query can then read neighbouring cells across the regions of a sparse countryside, where partitions of
 * one region each needed a Query per region (up to nine on a page of 200 km). Decision 092.
 */
export const INDEX_PRECISION = 2;
/**
 * Each cell's openings are also counted per sub-cell of this length (about 1.2 km × 0.6 km), so that a dense cell
 * (thousands of openings downtown) is planned, and read, as the few sub-cells near the caregiver instead of whole.
 */
export const SUBCELL_PRECISION = CELL_PRECISION + 1;

export interface CellCount {
  /** A cell (CELL_PRECISION) or a sub-cell of a dense one (SUBCELL_PRECISION): never one inside another. */
  cell: string;
  /**
   * How many of its openings may match the filters: 0 only when none can. An upper bound for a cell; for a
   * sub-cell, its share of the cell's bound (only the order of reads depends on it, never what a page holds).
   */
  bound: number;
  /** Every opening in the cell, whatever the filters (what a read of it returns at most). */
  total: number;
}

/** The most openings one read (a cell, or a range of cells) may hold: its slim items stay far below 1 MB. */
export const COARSE_READ_CAP = 3000;

export interface PlannedCell {
  cell: string;
  bound: number;
  minKm: number;
  /** Its farthest point from the centre (what `cover` plans by). */
  maxKm?: number;
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
    .map((c) => ({ cell: c.cell, bound: c.bound, minKm: minDistanceToCellKm(centre, c.cell), maxKm: maxDistanceToCellKm(centre, c.cell) }))
    .filter((c) => c.minKm <= radiusKm && (!after || c.maxKm >= after.d))
    .sort((a, b) => a.minKm - b.minKm || (a.cell < b.cell ? -1 : 1));
}

/**
 * The next cells to read, given what is already read and the best candidates so far (sorted, at most `wanted`).
 * Empty when the page is settled: either every cell is read, or `wanted` candidates are held and every unread
 * cell starts farther than the last of them. While short, cells are taken in order until their counts could fill
 * the page; once a read has come back short (`spread`: the counts held openings listed before the cursor, or not
 * matching both filters), also every cell that starts before the farthest of those ends, so that a page after a
 * cursor reads its ring in one round of ranges instead of a cell a round. With `cover`, a first batch (nothing found
 * yet) is every cell that starts within the distance at which whole cells hold `wanted` by their counts, so that
 * exact counts settle it in one round (what the search beyond a radius wants: its reads are whole regions).
 */
export function nextCells(plan: PlannedCell[], read: ReadonlySet<string>, best: Position[], wanted: number, cover = false, spread = false): string[] {
  const unread = plan.filter((c) => !read.has(c.cell));
  if (best.length >= wanted) {
    const bar = best[wanted - 1].d;
    return unread.filter((c) => c.minKm <= bar).map((c) => c.cell);
  }
  if (cover && best.length === 0) {
    let held = 0;
    for (const c of [...unread].sort((a, b) => a.maxKm! - b.maxKm!)) {
      held += c.bound;
      if (held >= wanted) return unread.filter((u) => u.minKm <= c.maxKm!).map((u) => u.cell);
    }
  }
  // Not enough yet: take cells in order until their counts could fill the page.
  const batch: string[] = [];
  let expected = best.length;
  let reach = 0;
  for (const c of unread) {
    if (batch.length > 0 && expected >= wanted) break;
    batch.push(c.cell);
    expected += c.bound;
    reach = Math.max(reach, c.maxKm ?? 0);
  }
  if (!spread) return batch;
  return unread.filter((c) => c.minKm <= reach).map((c) => c.cell);
}

/** One Query: the cells from `from` to `to` (cells or sub-cells, in sort order) of one index partition. */
export interface CellRange {
  from: string;
  to: string;
}

/** Whether every region from `from`'s to `to`'s (in geohash order, both of one index partition) had its counts read. */
function regionsKnown(from: string, to: string, regions: ReadonlySet<string> | undefined): boolean {
  if (from.slice(0, MAP_PRECISION) === to.slice(0, MAP_PRECISION)) return true;
  if (!regions) return false;
  const prefix = from.slice(0, INDEX_PRECISION);
  const first = GEOHASH_DIGITS.indexOf(from[INDEX_PRECISION]);
  const last = GEOHASH_DIGITS.indexOf(to[INDEX_PRECISION]);
  for (let i = first; i <= last; i++) if (!regions.has(prefix + GEOHASH_DIGITS[i])) return false;
  return true;
}

/** Geohash digits in their order (also the order of their characters). */
export const GEOHASH_DIGITS = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The most keys one BatchGetItem takes. */
export const BATCH_GET_KEYS = 100;

/**
 * The regions whose counts a page reads: those within the radius and, in each index partition, every region
 * between them in geohash order (what a ranged Query across them also reads, so that `planReads` knows it), as
 * long as they fit in one BatchGet; else only those within the radius (ranges then stay within a region).
 */
export function regionsToRead(centre: GeoPoint, radiusKm: number): string[] {
  const covering = cellsCoveringCircle(centre, radiusKm, { precision: MAP_PRECISION }).cells;
  const byPartition = new Map<string, number[]>();
  for (const region of covering) {
    const partition = region.slice(0, INDEX_PRECISION);
    byPartition.set(partition, [...(byPartition.get(partition) ?? []), GEOHASH_DIGITS.indexOf(region[INDEX_PRECISION])]);
  }
  const between = [...byPartition].flatMap(([partition, digits]) => {
    const first = Math.min(...digits);
    return Array.from({ length: Math.max(...digits) - first + 1 }, (_, i) => partition + GEOHASH_DIGITS[first + i]);
  });
  return between.length <= BATCH_GET_KEYS ? between : covering;
}

/**
 * The reads for a batch of cells. Index items of a partition (INDEX_PRECISION) are sorted by geohash, and geohash
 * order keeps neighbours close, so cells of the batch that follow each other in that order (with only empty cells,
 * or few openings, between them) are one ranged Query, as long as the range holds at most `cap` openings. A range
 * crosses from one region to the next only when the counts of every region it spans were read (`regions`; without
 * it, ranges stay within one region), so what lies between is known. Sparse areas then cost a few reads instead of
 * one per cell; dense ones keep small ranges.
 */
export function planReads(cells: string[], totals: ReadonlyMap<string, number>, cap = COARSE_READ_CAP, regions?: ReadonlySet<string>): CellRange[] {
  const known = [...totals.keys()].sort();
  const wanted = [...new Set(cells)].sort();
  const ranges: CellRange[] = [];
  let current: (CellRange & { sum: number }) | undefined;
  for (const cell of wanted) {
    if (current && current.from.slice(0, INDEX_PRECISION) === cell.slice(0, INDEX_PRECISION) && regionsKnown(current.to, cell, regions)) {
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

/**
 * The best `wanted` openings after the cursor and within the radius, nearest first: reads the planned cells in
 * batches (`nextCells`), each batch in as few ranged reads as it allows (`planReads`), until the page is settled.
 * `read` is one Query of a range of one partition's cells. Units coarser than a cell (whole regions, as the search
 * beyond a radius starts from) holding more than one read may are first replaced by their cells' counts (`expand`,
 * which reads their count maps), and then planned like any cell.
 */
export async function collectNearest<T extends { latitude: number; longitude: number; key: string }>(
  q: {
    centre: GeoPoint; radiusKm: number; counts: CellCount[]; regions?: ReadonlySet<string>; wanted: number; after?: Position; cap?: number;
    expand?: (regions: string[]) => Promise<CellCount[]>;
    /** `nextCells`' first batch by `cover`. */
    cover?: boolean;
  },
  read: (range: CellRange) => Promise<T[]>,
): Promise<Array<Position & { item: T }>> {
  let counts = q.counts;
  let plan = planCells(q.centre, q.radiusKm, counts, q.after);
  let totals = new Map(counts.map((c) => [c.cell, c.total]));
  const done = new Set<string>();
  let best: Array<Position & { item: T }> = [];
  const next = () => nextCells(plan, done, best, q.wanted, q.cover, done.size > 0);
  // (`done.size > 0` with fewer than `wanted` held: a read came back short.)
  for (let batch = next(); batch.length > 0; batch = next()) {
    const coarse = q.expand ? batch.filter((cell) => cell.length < CELL_PRECISION && (totals.get(cell) ?? 0) > (q.cap ?? COARSE_READ_CAP)) : [];
    if (coarse.length > 0) {
      const finer = await q.expand!(coarse);
      counts = [...counts.filter((c) => !coarse.includes(c.cell)), ...finer];
      plan = planCells(q.centre, q.radiusKm, counts, q.after);
      totals = new Map(counts.map((c) => [c.cell, c.total]));
      continue;
    }
    const ranges = planReads(batch, totals, q.cap, q.regions);
    const found = (await Promise.all(ranges.map(read))).flat();
    for (const cell of totals.keys()) if (ranges.some((r) => cell >= r.from && cell <= r.to)) done.add(cell);
    best = mergeCandidates(q.centre, q.radiusKm, best, found, q.wanted, q.after);
  }
  return best;
}

/** Distances as shown: kilometres with one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
