import { comparePositions, planReads, mergeCandidates, nextCells, planCells, roundKm } from './distance-paging';
import { encodeGeohash, geohashNeighbours, haversineKm } from './geo';

const CENTRE = { latitude: -23.5505, longitude: -46.6333 };
const here = encodeGeohash(CENTRE, 5);
const campinas = encodeGeohash({ latitude: -22.9056, longitude: -47.0608 }, 5);

describe('planCells', () => {
  it('keeps non-empty cells within the radius, nearest first, and drops cells wholly before the cursor', () => {
    const neighbours = geohashNeighbours(here);
    const counts = [{ cell: campinas, bound: 9, total: 9 }, { cell: neighbours[0], bound: 2, total: 2 }, { cell: here, bound: 3, total: 4 }, { cell: neighbours[1], bound: 0, total: 1 }];
    expect(planCells(CENTRE, 200, counts).map((c) => c.cell)).toEqual([here, neighbours[0], campinas]);
    expect(planCells(CENTRE, 20, counts).map((c) => c.cell)).toEqual([here, neighbours[0]]);
    // Everything in the centre's own cell is nearer than 50 km: after such a cursor only Campinas remains.
    expect(planCells(CENTRE, 200, counts, { d: 50, k: 'x' }).map((c) => c.cell)).toEqual([campinas]);
  });
});

describe('nextCells', () => {
  const plan = [
    { cell: 'a', bound: 2, minKm: 0 },
    { cell: 'b', bound: 5, minKm: 1 },
    { cell: 'c', bound: 5, minKm: 3 },
    { cell: 'd', bound: 5, minKm: 9 },
  ];
  it('first takes cells until their counts could fill the page', () => {
    expect(nextCells(plan, new Set(), [], 6)).toEqual(['a', 'b']);
    expect(nextCells(plan, new Set(), [], 1)).toEqual(['a']);
  });
  it('then reads every unread cell that could hold something nearer than the last candidate, and stops', () => {
    const best = Array.from({ length: 6 }, (_, i) => ({ d: 0.5 * (i + 1), k: `k${i}` }));
    expect(nextCells(plan, new Set(['a', 'b']), best, 6)).toEqual(['c']);
    expect(nextCells(plan, new Set(['a', 'b', 'c']), best, 6)).toEqual([]);
  });
  it('keeps going while the page is short, and stops when every cell is read', () => {
    expect(nextCells(plan, new Set(['a', 'b']), [{ d: 1, k: 'x' }], 6)).toEqual(['c']);
    expect(nextCells(plan, new Set(['a', 'b', 'c', 'd']), [], 6)).toEqual([]);
  });
});

describe('mergeCandidates and the order', () => {
  const at = (key: string, latitude: number, longitude: number) => ({ key, latitude, longitude });
  it('orders by distance then key, drops what is beyond the radius or not after the cursor, keeps the best few', () => {
    const found = [at('b', -23.55, -46.63), at('a', -23.55, -46.63), at('far', -22.9, -47.06), at('c', -23.56, -46.64)];
    const best = mergeCandidates(CENTRE, 10, [], found, 2);
    expect(best.map((b) => b.k)).toEqual(['a', 'b']);
    const afterA = mergeCandidates(CENTRE, 10, [], found, 5, { d: best[0].d, k: 'a' });
    expect(afterA.map((b) => b.k)).toEqual(['b', 'c']);
    expect(afterA[1].d).toBeCloseTo(haversineKm(CENTRE, found[3]), 9);
    // Re-reading a cell adds nothing twice.
    expect(mergeCandidates(CENTRE, 10, afterA, found, 5, { d: best[0].d, k: 'a' }).map((b) => b.k)).toEqual(['b', 'c']);
  });
  it('compares positions totally and rounds distances to one decimal', () => {
    expect(comparePositions({ d: 1, k: 'b' }, { d: 1, k: 'a' })).toBeGreaterThan(0);
    expect(comparePositions({ d: 1, k: 'a' }, { d: 2, k: 'a' })).toBeLessThan(0);
    expect(roundKm(3.2499)).toBe(3.2);
    expect(roundKm(3.25)).toBe(3.3);
  });
});

describe('planReads', () => {
  const totals = new Map([['6gyf4', 10], ['6gyf5', 20], ['6gyf6', 5000], ['6gyf7', 5], ['6gyc1', 30], ['6gyc2', 40], ['6gz01', 1]]);
  it('joins cells that follow each other in geohash order while the range stays under the cap', () => {
    expect(planReads(['6gyf4', '6gyf5', '6gyc1', '6gyc2'], totals, 3000)).toEqual([{ from: '6gyc1', to: '6gyf5' }]);
    // 6gyf6 (5,000 openings) lies between 6gyf5 and 6gyf7: reading across it would pass the cap.
    expect(planReads(['6gyf5', '6gyf7'], totals, 3000)).toEqual([{ from: '6gyf5', to: '6gyf5' }, { from: '6gyf7', to: '6gyf7' }]);
    // Another region is always another read; cap 0 reads cell by cell.
    expect(planReads(['6gyf4', '6gz01'], totals, 3000)).toHaveLength(2);
    expect(planReads(['6gyf4', '6gyf5'], totals, 0)).toHaveLength(2);
  });
});
