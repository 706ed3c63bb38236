import {
  collectNearest, comparePositions, planReads, mergeCandidates, nextCells, planCells, regionsToRead, roundKm, BATCH_GET_KEYS,
  COARSE_READ_CAP, INDEX_PRECISION, type CellRange, type Position,
} from './distance-paging';
import { countsFromMap } from './count-maps';
import seats from '../base/places/municipios/coordenadas.json';
import { cellBounds, cellsCoveringCircle, encodeGeohash, geohashNeighbours, haversineKm, type GeoPoint } from '../base/places/geo';

const CENTRE = { latitude: -23.5505, longitude: -46.6333 };
const here = encodeGeohash(CENTRE, 5);
const campinas = encodeGeohash({ latitude: -22.9056, longitude: -47.0608 }, 5);

const TIPOS = ['cuidador', 'acompanhante', 'enfermeiro(a)'];

/** The same pseudo-random openings at every run: a sequence from `seed`, and points scattered around a centre. */
function seeded(seed: number) {
  let s = seed;
  const rnd = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const around = (centre: GeoPoint, sigmaKm: number): GeoPoint => {
    const r = Math.sqrt(-2 * Math.log(1 - rnd())) * sigmaKm;
    const t = 2 * Math.PI * rnd();
    return {
      latitude: Math.round((centre.latitude + (r * Math.cos(t)) / 111.2) * 1e5) / 1e5,
      longitude: Math.round((centre.longitude + (r * Math.sin(t)) / (111.2 * Math.cos((centre.latitude * Math.PI) / 180))) * 1e5) / 1e5,
    };
  };
  return { rnd, around };
}

/** The first index of `sorted` (by sort key) whose key is not below `sk`: where a Query from `sk` starts. */
function firstAtOrAfter(sorted: readonly { sk: string }[], sk: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].sk < sk) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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
  // Cells with their far edges: 'c' ends at 8 km, so 'd' (from 9 km) cannot hold anything nearer than 'c' may.
  const edged = [
    { cell: 'a', bound: 2, minKm: 0, maxKm: 4 },
    { cell: 'b', bound: 5, minKm: 1, maxKm: 12 },
    { cell: 'c', bound: 5, minKm: 3, maxKm: 8 },
    { cell: 'd', bound: 5, minKm: 9, maxKm: 14 },
    { cell: 'e', bound: 5, minKm: 11, maxKm: 16 },
  ];
  it('after a read came back short, also takes every cell that starts before the farthest taken one ends', () => {
    const short = [{ d: 1, k: 'x' }];
    expect(nextCells(edged, new Set(['a']), short, 6)).toEqual(['b']);
    expect(nextCells(edged, new Set(['a']), short, 6, false, true)).toEqual(['b', 'c', 'd', 'e']);
    expect(nextCells(edged, new Set(['a', 'b']), short, 6, false, true)).toEqual(['c']);
  });
  it('with cover, first takes every cell that starts within the distance at which whole cells hold the page', () => {
    // By far edge: a (4 km, 2), c (8 km, 2 + 5 ≥ 6): every cell starting within 8 km.
    expect(nextCells(edged, new Set(), [], 6, true)).toEqual(['a', 'b', 'c']);
    expect(nextCells(edged, new Set(), [], 2, true)).toEqual(['a', 'b', 'c']);
    // Exactly held by a and c (2 + 5): still within 8 km; one more wanted and b (to 12 km) is needed too.
    expect(nextCells(edged, new Set(), [], 7, true)).toEqual(['a', 'b', 'c']);
    expect(nextCells(edged, new Set(), [], 8, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // a, c, then b (12 km): every cell starting within 12 km.
    expect(nextCells(edged, new Set(), [], 12, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(nextCells(edged, new Set(), [], 13, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Without cover: in order until the counts could hold them.
    expect(nextCells(edged, new Set(), [], 12, false)).toEqual(['a', 'b', 'c']);
    // More than all the counts hold: as without cover.
    expect(nextCells(edged, new Set(), [], 40, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
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
    // Another region is another read unless the counts of every region the range spans were read; cap 0 reads cell by cell.
    expect(planReads(['6gyf4', '6gz01'], totals, 3000)).toHaveLength(2);
    expect(planReads(['6gyf4', '6gz01'], totals, 3000, new Set(['6gy']))).toHaveLength(2);
    expect(planReads(['6gyf7', '6gz01'], totals, 3000, new Set(['6gy', '6gz']))).toEqual([{ from: '6gyf7', to: '6gz01' }]);
    // Never across index partitions (another partition key).
    expect(planReads(['6gzzz', '6u000'], new Map([['6gzzz', 1], ['6u000', 1]]), 3000, new Set(['6gz', '6u0']))).toHaveLength(2);
    expect(planReads(['6gyf4', '6gyf5'], totals, 0)).toHaveLength(2);
  });
});

describe('countsFromMap', () => {
  const map = {
    'n#6gycf': 5, 's#6gycf0': 3, 's#6gycf1': 2, 't#6gycf#cuidador': 4, 'm#6gycf#sao paulo': 1,
    'n#6gycc': 4, 's#6gycc0': 1, 's#6gycc1': 0,
    'n#6gyc9': 0, SK: 'GEOMAP', entity: 'opening-geo-map',
  };
  const sorted = (counts: ReturnType<typeof countsFromMap>) => [...counts].sort((a, b) => (a.cell < b.cell ? -1 : 1));
  it('keeps a cell whole while one read can hold it', () => {
    expect(sorted(countsFromMap(map, '', ''))).toEqual([
      { cell: '6gyc9', bound: 0, total: 0 }, { cell: '6gycc', bound: 4, total: 4 }, { cell: '6gycf', bound: 5, total: 5 },
    ]);
    expect(countsFromMap(map, 'cuidador', 'sao paulo').find((c) => c.cell === '6gycf')).toEqual({ cell: '6gycf', bound: 1, total: 5 });
  });
  it('splits a cell too big for one read into its non-empty sub-cells, bounds shared out by the filters', () => {
    const counts = sorted(countsFromMap(map, '', '', 3));
    // 6gycc's sub-cells count only one of its four openings (three were written before sub-cells were counted).
    expect(counts).toEqual([
      { cell: '6gyc9', bound: 0, total: 0 }, { cell: '6gycc', bound: 4, total: 4 },
      { cell: '6gycf0', bound: 3, total: 3 }, { cell: '6gycf1', bound: 2, total: 2 },
    ]);
    expect(sorted(countsFromMap(map, 'cuidador', '', 3)).filter((c) => c.cell.startsWith('6gycf'))).toEqual([
      { cell: '6gycf0', bound: 3, total: 3 }, { cell: '6gycf1', bound: 2, total: 2 },
    ]);
    // No opening of the cell matches: it stays whole, and the plan skips it.
    expect(countsFromMap({ ...map, 't#6gycf#cuidador': 0 }, 'cuidador', '', 3).find((c) => c.cell.startsWith('6gycf'))).toEqual({ cell: '6gycf', bound: 0, total: 5 });
  });
});

const SEATS = Object.entries(seats as Record<string, number[]>);

/**
 * The bench's sparse layout (test/bench/distance-layouts.ts, 'whole country'): every municipal seat alike, an
 * opening a couple of km from its seat, sorted as the index sorts them, and the region count maps the write path
 * keeps for them (cells, sub-cells, types, cities).
 */
function countryLayout(size: number, { rnd, around }: ReturnType<typeof seeded>) {
  const openings = Array.from({ length: size }, (_, i) => {
    const [ibge, [latitude, longitude]] = SEATS[Math.floor(rnd() * SEATS.length)];
    const at = around({ latitude, longitude }, 2);
    const key = `f${Math.floor(i / 5)}#o${i}`;
    return { ...at, key, tipo: TIPOS[i % 3], cidade: `municipio ${ibge}`, sk: `${encodeGeohash(at, 9)}#${key}` };
  }).sort((a, b) => (a.sk < b.sk ? -1 : 1));
  return { openings, maps: regionMaps(openings) };
}

/** The region count maps (`GEOMAP#{region}`) of openings: per cell, sub-cell, type and city. */
function regionMaps(openings: ReadonlyArray<{ sk: string; tipo: string; cidade?: string }>) {
  const maps = new Map<string, Record<string, number>>();
  for (const o of openings) {
    const m = maps.get(o.sk.slice(0, 3)) ?? {};
    const names = [`n#${o.sk.slice(0, 5)}`, `s#${o.sk.slice(0, 6)}`, `t#${o.sk.slice(0, 5)}#${o.tipo}`, ...(o.cidade ? [`m#${o.sk.slice(0, 5)}#${o.cidade}`] : [])];
    for (const name of names) m[name] = (m[name] ?? 0) + 1;
    maps.set(o.sk.slice(0, 3), m);
  }
  return maps;
}

describe('collectNearest on a dense layout (requests counted, never time)', () => {
  // 60,000 openings around São Paulo (σ 4 km): downtown cells hold ≈9,000 each, about three times what one read may
  // hold. (A thin scatter over the whole country: 'pages over the whole country' below.)
  const { around } = seeded(12345);
  const openings = Array.from({ length: 60_000 }, (_, i) => {
    const at = around(CENTRE, 4);
    return { ...at, key: `f${Math.floor(i / 5)}#o${i}`, tipo: TIPOS[i % 3], sk: `${encodeGeohash(at, 9)}#f${Math.floor(i / 5)}#o${i}` };
  }).sort((a, b) => (a.sk < b.sk ? -1 : 1));
  // The count maps the write path keeps (cells, sub-cells, types), one per region.
  const maps = regionMaps(openings);
  const lowerBound = (v: string) => firstAtOrAfter(openings, v);
  const densest = Math.max(...[...maps.values()].flatMap((m) => Object.entries(m).filter(([k]) => k.startsWith('n#')).map(([, v]) => v)));

  /** Three pages of 20 from `centre`: every read counted and sized, every page checked against brute force. */
  async function threePages(centre: GeoPoint, tipo: string) {
    const reads: number[] = [];
    let after: Position | undefined;
    for (let page = 0; page < 3; page++) {
      const counts = [...maps.values()].flatMap((m) => countsFromMap(m, tipo, ''));
      let requests = 0;
      const best = await collectNearest({ centre, radiusKm: 200, counts, wanted: 21, after }, async (r: CellRange) => {
        requests++;
        const found = openings.slice(lowerBound(r.from), lowerBound(`${r.to}~`));
        expect(found.length).toBeLessThanOrEqual(COARSE_READ_CAP);
        return found.filter((o) => !tipo || o.tipo === tipo);
      });
      const truth = openings
        .filter((o) => !tipo || o.tipo === tipo)
        .map((o) => ({ d: haversineKm(centre, o), k: o.key }))
        .filter((p) => !after || comparePositions(p, after) > 0)
        .sort(comparePositions)
        .slice(0, 21);
      expect(best.map((b) => b.k)).toEqual(truth.map((t) => t.k));
      reads.push(requests);
      after = best[19];
    }
    return reads;
  }

  it('reads at most 7 ranges per page (with the profile, counts and openings: at most 10 requests), each under the cap', async () => {
    expect(densest).toBeGreaterThan(2 * COARSE_READ_CAP);
    const here5 = cellBounds(here);
    const positions: Array<[GeoPoint, string]> = [
      [CENTRE, ''],
      [{ latitude: here5.minLat, longitude: here5.minLon }, ''], // the corner of four dense cells
      [{ latitude: here5.maxLat, longitude: here5.maxLon }, 'cuidador'],
      [{ latitude: here5.minLat, longitude: (here5.minLon + here5.maxLon) / 2 }, 'acompanhante'],
    ];
    // Out of town, diagonally: the nearest openings lie on the edge of the dense ones.
    for (const km of [20, 35, 60]) for (const [dLat, dLon] of [[1, 1], [-1, 1], [1, -1], [-1, -1]]) {
      const deg = km / 111.2 / Math.SQRT2;
      positions.push([{ latitude: CENTRE.latitude + dLat * deg, longitude: CENTRE.longitude + (dLon * deg) / Math.cos((CENTRE.latitude * Math.PI) / 180) }, km === 35 ? 'cuidador' : '']);
    }
    const all: number[] = [];
    for (const [centre, tipo] of positions) all.push(...(await threePages(centre, tipo)));
    expect(Math.max(...all)).toBeLessThanOrEqual(7);
  }, 60_000);
});

describe('regionsToRead', () => {
  it('reads the regions within the radius and those between them in each partition, in one BatchGet', () => {
    const regions = regionsToRead(CENTRE, 200);
    expect(regions.length).toBeLessThanOrEqual(BATCH_GET_KEYS);
    expect(regions).toEqual(expect.arrayContaining([encodeGeohash(CENTRE, 3), encodeGeohash({ latitude: -22.9056, longitude: -47.0608 }, 3)]));
    // Within a partition, every region from the first to the last in geohash order.
    for (const partition of new Set(regions.map((r) => r.slice(0, INDEX_PRECISION)))) {
      const digits = regions.filter((r) => r.startsWith(partition)).map((r) => '0123456789bcdefghjkmnpqrstuvwxyz'.indexOf(r[INDEX_PRECISION])).sort((a, b) => a - b);
      expect(digits).toEqual(Array.from({ length: digits.length }, (_, i) => digits[0] + i));
    }
  });
});

describe('pages over the whole country (requests counted, never time)', () => {
  // The bench's sparse layout (test/bench/distance-layouts.ts, 'whole country'): every municipal seat alike, an
  // opening a couple of km from its seat, at 1,000 and 10,000 openings. Its pages spread over several regions: with
  // index partitions of one region each, a page of 200 km needed up to 10 Queries (13 requests in all).
  const random = seeded(4242);
  const { rnd, around } = random;
  const country = (size: number) => countryLayout(size, random);

  it.each([1_000, 10_000])('every page of 20 at %i openings takes at most 10 requests and equals the sort of every opening', async (size) => {
    const { openings, maps } = country(size);
    const lowerBound = (v: string) => firstAtOrAfter(openings, v);
    const perPage: number[] = [];
    for (let p = 0; p < 40; p++) {
      const near = openings[Math.floor(rnd() * openings.length)];
      const centre = around(near, p % 4 === 3 ? 40 : 10);
      const radiusKm = [200, 50, 200, 10][p % 4];
      const tipo = p % 5 === 4 ? 'cuidador' : '';
      const cidade = p % 5 === 2 ? near.cidade : '';
      const matches = (o: (typeof openings)[number]) => (!tipo || o.tipo === tipo) && (!cidade || o.cidade === cidade);
      const truth = openings
        .filter(matches)
        .map((o) => ({ d: haversineKm(centre, o), k: o.key }))
        .filter((o) => o.d <= radiusKm)
        .sort(comparePositions);
      let after: Position | undefined;
      for (let page = 0; page < 3; page++) {
        // As distancePage reads: the caregiver (1), the count maps (one BatchGet a 100 keys), the ranges, the page's
        // openings and families (1).
        const regions = regionsToRead(centre, radiusKm);
        const counts = regions.flatMap((r) => countsFromMap(maps.get(r) ?? {}, tipo, cidade));
        let requests = 1 + Math.ceil(regions.length / BATCH_GET_KEYS) + 1;
        const best = await collectNearest({ centre, radiusKm, counts, regions: new Set(regions), wanted: 21, after }, async (r: CellRange) => {
          requests++;
          expect(r.to.slice(0, INDEX_PRECISION)).toBe(r.from.slice(0, INDEX_PRECISION));
          const found = openings.slice(lowerBound(r.from), lowerBound(`${r.to}~`));
          expect(found.length).toBeLessThanOrEqual(COARSE_READ_CAP);
          return found.filter(matches);
        });
        expect(best.map((b) => b.k)).toEqual(truth.slice(page * 20, page * 20 + 21).map((t) => t.k));
        perPage.push(requests);
        if (best.length <= 20) break;
        after = best[19];
      }
    }
    expect(perPage.length).toBeGreaterThan(40);
    expect(Math.max(...perPage)).toBeLessThanOrEqual(10);
  }, 60_000);
});

describe('the nearest beyond a radius that holds none (requests counted, never time)', () => {
  // What lambdas/openings/data/openings-beyond.ts reads: the region counts of each first geohash character and of
  // the city (one BatchGet), then the count map of a region too big for one read (one BatchGet), then ranges. Written out here
  // from the region maps, independently of the write path.
  // The first characters' maps count per region and type; a city's bound per region comes from the city's own map,
  // read beside them and set as `m#{region}#{city}`, as the search does.
  function firstCharacterMaps(maps: Map<string, Record<string, number>>, cidade: string) {
    const byFirst = new Map<string, Record<string, number>>();
    for (const [region, m] of maps) {
      for (const [name, n] of Object.entries(m)) {
        const [kind, , value] = name.split('#');
        if (kind === 's' || (kind === 'm' && value !== cidade)) continue;
        const f = byFirst.get(region[0]) ?? {};
        const counter = value === undefined ? `${kind}#${region}` : `${kind}#${region}#${value}`;
        f[counter] = (f[counter] ?? 0) + n;
        byFirst.set(region[0], f);
      }
    }
    return byFirst;
  }
  const DIGITS = '0123456789bcdefghjkmnpqrstuvwxyz';
  const OPEN_SEA = { latitude: -20, longitude: -25 };
  const random = seeded(9090);

  type Layout = ReturnType<typeof countryLayout>;
  /** The nearest five beyond, as the search reads them, against the sort of every opening within 5,000 km. */
  async function beyond({ openings, maps }: Layout, centre: GeoPoint, tipo: string, cidade: string): Promise<number> {
    const byFirst = firstCharacterMaps(maps, cidade);
    const firsts = cellsCoveringCircle(centre, 5000, { precision: 1 }).cells;
    expect(firsts.length).toBeLessThanOrEqual(BATCH_GET_KEYS);
    let requests = 1;
    const matches = (o: Layout['openings'][number]) => (!tipo || o.tipo === tipo) && (!cidade || o.cidade === cidade);
    const best = await collectNearest(
      {
        centre, radiusKm: 5000, counts: firsts.flatMap((c) => countsFromMap(byFirst.get(c) ?? {}, tipo, cidade)), wanted: 5, cover: true,
        regions: new Set(firsts.flatMap((c) => [...DIGITS].flatMap((a) => [...DIGITS].map((b) => c + a + b)))),
        expand: async (big) => {
          requests += Math.ceil(big.length / BATCH_GET_KEYS);
          return big.flatMap((r) => countsFromMap(maps.get(r) ?? {}, tipo, cidade));
        },
      },
      async (r: CellRange) => {
        requests++;
        expect(r.to.slice(0, INDEX_PRECISION)).toBe(r.from.slice(0, INDEX_PRECISION));
        const found = openings.slice(firstAtOrAfter(openings, r.from), firstAtOrAfter(openings, `${r.to}~`));
        expect(found.length).toBeLessThanOrEqual(COARSE_READ_CAP);
        return found.filter(matches);
      },
    );
    const truth = openings.filter(matches).map((o) => ({ d: haversineKm(centre, o), k: o.key })).filter((p) => p.d <= 5000).sort(comparePositions).slice(0, 5);
    expect(truth.length).toBeGreaterThan(0);
    expect(best.map((b) => b.k)).toEqual(truth.map((t) => t.k));
    return requests;
  }

  /**
   * Searches where nothing is near: the open sea, by type and by a far city; from `origin()`s inland, for the city of
   * the farthest opening within reach.
   */
  async function searches(layout: Layout, origin: () => GeoPoint): Promise<number[]> {
    const counted: number[] = [];
    // The farthest opening within the search's reach (5,000 km), for a city only it is in.
    const far = (from: GeoPoint) => layout.openings.filter((o) => haversineKm(from, o) <= 5000).reduce((a, b) => (haversineKm(from, b) > haversineKm(from, a) ? b : a));
    counted.push(await beyond(layout, OPEN_SEA, '', ''));
    counted.push(await beyond(layout, OPEN_SEA, 'cuidador', ''));
    counted.push(await beyond(layout, OPEN_SEA, '', far(OPEN_SEA).cidade));
    for (let i = 0; i < 12; i++) {
      const from = origin();
      const there = far(from);
      counted.push(await beyond(layout, from, i % 3 === 0 ? there.tipo : '', there.cidade));
    }
    return counted;
  }

  // A first page offering these reads 4 times besides: her profile, its own counts, the unplaced openings, and one
  // BatchGet joining its openings and these (lambdas/openings/openings-list.ts): 10 in all at most.
  it.each([1_000, 10_000])('reads at most 6 times (region counts, the map of a big region, ranges) at %i openings over the whole country, equal to the sort', async (size) => {
    const layout = countryLayout(size, random);
    const counted = await searches(layout, () => layout.openings[Math.floor(random.rnd() * layout.openings.length)]);
    expect(Math.max(...counted)).toBeLessThanOrEqual(6);
  }, 60_000);

  it('reads at most 6 times when every opening is in one dense city, too many for one read, from the sea or another town', async () => {
    const { around } = random;
    const openings = Array.from({ length: 10_000 }, (_, i) => {
      const at = around(CENTRE, 4);
      const key = `f${Math.floor(i / 5)}#o${i}`;
      return { ...at, key, tipo: TIPOS[i % 3], cidade: `bairro ${i % 40}`, sk: `${encodeGeohash(at, 9)}#${key}` };
    }).sort((a, b) => (a.sk < b.sk ? -1 : 1));
    // From municipal seats more than 200 km (the widest radius) away: nothing within reach but the city.
    const away = SEATS.map(([, [latitude, longitude]]) => ({ latitude, longitude })).filter((p) => haversineKm(CENTRE, p) > 200);
    const counted = await searches({ openings, maps: regionMaps(openings) }, () => away[Math.floor(random.rnd() * away.length)]);
    expect(Math.max(...counted)).toBeLessThanOrEqual(6);
  }, 60_000);
});
