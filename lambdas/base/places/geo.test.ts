import fc from 'fast-check';
import {
  cellBounds, cellsCoveringCircle, encodeGeohash, geohashNeighbours, haversineKm, maxDistanceToCellKm,
  minDistanceToCellKm,
} from './geo';
import {
  bearingDeg, brazilPoint, destination, radiusKmBetween, reachInside, unitFraction, worldPoint,
} from '../../../test/helpers/geo-arbitraries';

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const CAMPINAS = { latitude: -22.9056, longitude: -47.0608 };
const RIO = { latitude: -22.9068, longitude: -43.1729 };

describe('haversineKm', () => {
  it('matches known distances between Brazilian cities', () => {
    expect(haversineKm(SAO_PAULO, CAMPINAS)).toBeGreaterThan(82);
    expect(haversineKm(SAO_PAULO, CAMPINAS)).toBeLessThan(86);
    expect(haversineKm(SAO_PAULO, RIO)).toBeGreaterThan(355);
    expect(haversineKm(SAO_PAULO, RIO)).toBeLessThan(362);
  });

  it('is zero for the same point, symmetric, and a quarter meridian is ~10,008 km', () => {
    expect(haversineKm(SAO_PAULO, SAO_PAULO)).toBe(0);
    expect(haversineKm(RIO, CAMPINAS)).toBeCloseTo(haversineKm(CAMPINAS, RIO), 9);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(10007.5, 0);
  });

  it('crosses the antimeridian the short way', () => {
    const d = haversineKm({ latitude: -10, longitude: 179.9 }, { latitude: -10, longitude: -179.9 });
    expect(d).toBeLessThan(25);
  });
});

describe('geohash cells', () => {
  it('encodes southern/western points and finds neighbours across cell edges', () => {
    // Two points 2 m apart on either side of a precision-6 cell edge fall in neighbouring cells.
    const cell = encodeGeohash(SAO_PAULO, 6);
    const b = cellBounds(cell);
    const westOfEdge = { latitude: (b.minLat + b.maxLat) / 2, longitude: b.minLon - 0.00002 };
    const eastOfEdge = { latitude: (b.minLat + b.maxLat) / 2, longitude: b.minLon + 0.00002 };
    expect(encodeGeohash(eastOfEdge, 6)).toBe(cell);
    expect(encodeGeohash(westOfEdge, 6)).not.toBe(cell);
    expect(geohashNeighbours(cell)).toContain(encodeGeohash(westOfEdge, 6));
    expect(haversineKm(westOfEdge, eastOfEdge)).toBeLessThan(0.01);
  });

  it('neighbours across the equator and the prime meridian', () => {
    const north = encodeGeohash({ latitude: 0.0001, longitude: -0.0001 }, 5);
    const south = encodeGeohash({ latitude: -0.0001, longitude: -0.0001 }, 5);
    const east = encodeGeohash({ latitude: -0.0001, longitude: 0.0001 }, 5);
    expect(new Set([north, south, east]).size).toBe(3);
    expect(geohashNeighbours(south)).toEqual(expect.arrayContaining([north, east]));
  });

  it('bounds the distance to any point of a cell from below and above', () => {
    fc.assert(fc.property(worldPoint, fc.oneof(worldPoint, brazilPoint()), fc.integer({ min: 2, max: 7 }), unitFraction,
      unitFraction, (point, inCell, precision, u, v) => {
        const cell = encodeGeohash(inCell, precision);
        const b = cellBounds(cell);
        const q = { latitude: b.minLat + u * (b.maxLat - b.minLat), longitude: b.minLon + v * (b.maxLon - b.minLon) };
        const d = haversineKm(point, q);
        expect(minDistanceToCellKm(point, cell)).toBeLessThanOrEqual(d + 1e-6);
        expect(maxDistanceToCellKm(point, cell)).toBeGreaterThanOrEqual(d - 1e-6);
      }), { numRuns: 5000 });
  });

  it('is exact, not the larger of the two gaps: a cell off to the side diagonally is as far as its nearest corner', () => {
    // Brazil, cells of 4–6 characters up to 200 km away: the bound is within a sampling step of the nearest edge point.
    fc.assert(fc.property(brazilPoint([4, 5, 6]), fc.noBias(fc.integer({ min: 0, max: 200_000 })).map((m) => m / 1000), bearingDeg, fc.integer({ min: 4, max: 6 }),
      (point, km, bearing, precision) => {
        const cell = encodeGeohash(destination(point, km, bearing), precision);
        const b = cellBounds(cell);
        const steps = 64;
        let nearest = Infinity;
        for (let i = 0; i <= steps; i++) {
          const lat = b.minLat + ((b.maxLat - b.minLat) * i) / steps;
          const lon = b.minLon + ((b.maxLon - b.minLon) * i) / steps;
          for (const q of [{ latitude: lat, longitude: b.minLon }, { latitude: lat, longitude: b.maxLon }, { latitude: b.minLat, longitude: lon }, { latitude: b.maxLat, longitude: lon }]) {
            nearest = Math.min(nearest, haversineKm(point, q));
          }
        }
        const step = haversineKm({ latitude: b.minLat, longitude: b.minLon }, { latitude: b.maxLat, longitude: b.maxLon }) / steps;
        const inside = point.latitude >= b.minLat && point.latitude <= b.maxLat && point.longitude >= b.minLon && point.longitude <= b.maxLon;
        expect(minDistanceToCellKm(point, cell)).toBeGreaterThanOrEqual(inside ? 0 : nearest - step - 1e-6);
        expect(minDistanceToCellKm(point, cell)).toBeLessThanOrEqual(inside ? 0 : nearest + 1e-6);
      }), { numRuns: 3000 });
    // 50 km away to the north-east: the gaps are about 35 km each, the distance 50 km.
    const cell = encodeGeohash(destination(SAO_PAULO, 50, 45), 5);
    const b = cellBounds(cell);
    expect(minDistanceToCellKm(SAO_PAULO, cell)).toBeCloseTo(haversineKm(SAO_PAULO, { latitude: b.minLat, longitude: b.minLon }), 4);
  });

  it('says 0 for a point inside its own cell', () => {
    expect(minDistanceToCellKm(SAO_PAULO, encodeGeohash(SAO_PAULO, 5))).toBe(0);
  });
});

describe('cellsCoveringCircle', () => {
  it('covers every point within the radius (Brazil, fixed and chosen precisions)', () => {
    fc.assert(fc.property(brazilPoint(), radiusKmBetween(0.5, 200), reachInside,
      bearingDeg, fc.option(fc.integer({ min: 3, max: 5 }), { nil: undefined }),
      (centre, radiusKm, fraction, bearing, precision) => {
        const cover = cellsCoveringCircle(centre, radiusKm, { precision });
        const inside = destination(centre, radiusKm * fraction, bearing);
        expect(cover.cells).toContain(encodeGeohash(inside, cover.precision));
      }), { numRuns: 600 }); // a 200 km circle in precision-5 cells is thousands of cells: few runs, each costly
  });

  it('covers circles around the equator, the prime meridian and the antimeridian', () => {
    fc.assert(fc.property(worldPoint, radiusKmBetween(0.5, 300), reachInside,
      bearingDeg, (centre, radiusKm, fraction, bearing) => {
        const cover = cellsCoveringCircle(centre, radiusKm, { maxCells: 9 });
        const inside = destination(centre, radiusKm * fraction, bearing);
        expect(cover.cells).toContain(encodeGeohash(inside, cover.precision));
      }), { numRuns: 4000 });
    const nearAntimeridian = cellsCoveringCircle({ latitude: -17, longitude: 179.95 }, 20, { precision: 4 });
    expect(nearAntimeridian.cells).toContain(encodeGeohash({ latitude: -17, longitude: -179.95 }, 4));
  });

  it('keeps the cover within maxCells, leaves out cells beyond the radius, and picks finer cells for smaller circles', () => {
    const small = cellsCoveringCircle(SAO_PAULO, 2, { maxCells: 9 });
    const large = cellsCoveringCircle(SAO_PAULO, 150, { maxCells: 9 });
    expect(small.cells.length).toBeLessThanOrEqual(9);
    expect(large.cells.length).toBeLessThanOrEqual(9);
    expect(small.precision).toBeGreaterThan(large.precision);
    for (const cell of small.cells) expect(minDistanceToCellKm(SAO_PAULO, cell)).toBeLessThanOrEqual(2);
    expect(new Set(small.cells).size).toBe(small.cells.length);
    // São Paulo's 10 km circle never reaches Campinas' cell at precision 5.
    expect(cellsCoveringCircle(SAO_PAULO, 10, { precision: 5 }).cells).not.toContain(encodeGeohash(CAMPINAS, 5));
  });

  it('refuses nonsense', () => {
    expect(() => cellsCoveringCircle({ latitude: 91, longitude: 0 }, 1)).toThrow(RangeError);
    expect(() => cellsCoveringCircle(SAO_PAULO, Number.NaN)).toThrow(RangeError);
    expect(() => encodeGeohash(SAO_PAULO, 0)).toThrow(RangeError);
  });
});
