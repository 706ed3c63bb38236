import fc from 'fast-check';
import { cellBounds, encodeGeohash, EARTH_RADIUS_KM, type GeoPoint } from '../../lambdas/base/places/geo';

/**
 * Property generators for places, shared by every geo property test. Coordinates are built from integers
 * (micro-degrees), never from `fc.double`: over a range that holds 0, `fc.double` picks almost only tiny values, so
 * most "random" points sat on the equator. Each generator mixes uniform points with points aimed on purpose at
 * the hard cases: geohash cell edges and corners (± a few micro-degrees, so both sides are hit) and the radius edge
 * (± a few parts per million). `geo-arbitraries.test.ts` fails if any of them loses its spread.
 */

/** Brazil's box, degrees. */
export const BRAZIL_BOX = { minLat: -34, maxLat: 6, minLon: -74, maxLon: -34 } as const;
const MICRO = 1_000_000;

/** A number of degrees in [min, max] on a micro-degree grid, uniform (no bias towards 0 or the bounds). */
export const microDegrees = (min: number, max: number) =>
  fc.noBias(fc.integer({ min: Math.round(min * MICRO), max: Math.round(max * MICRO) })).map((v) => v / MICRO);

/** A point rounded to micro-degrees (what a geocoder gives, at most ~6 decimals). */
export const atMicroDegrees = (p: GeoPoint): GeoPoint => ({
  latitude: Math.round(p.latitude * MICRO) / MICRO,
  longitude: Math.round(p.longitude * MICRO) / MICRO,
});

/** Uniform over Brazil's box. */
export const uniformBrazilPoint: fc.Arbitrary<GeoPoint> = fc.record({
  latitude: microDegrees(BRAZIL_BOX.minLat, BRAZIL_BOX.maxLat),
  longitude: microDegrees(BRAZIL_BOX.minLon, BRAZIL_BOX.maxLon),
});

/** How far off a cell edge an aimed point may land, micro-degrees (either side). */
export const EDGE_JITTER = 5;

/** Which edge (or corner, when both are set) of a point's cell to move the point to, at which precision. */
export interface EdgeAim {
  precision: number;
  lat: 'min' | 'max' | 'keep';
  lon: 'min' | 'max' | 'keep';
  dLat: number;
  dLon: number;
}

export const edgeAim = (precisions: readonly number[]): fc.Arbitrary<EdgeAim> =>
  fc.record({
    precision: fc.constantFrom(...precisions),
    lat: fc.constantFrom('min' as const, 'max' as const, 'keep' as const),
    lon: fc.constantFrom('min' as const, 'max' as const, 'keep' as const),
    dLat: fc.integer({ min: -EDGE_JITTER, max: EDGE_JITTER }),
    dLon: fc.integer({ min: -EDGE_JITTER, max: EDGE_JITTER }),
  }).filter((a) => a.lat !== 'keep' || a.lon !== 'keep');

/** Moves `point` onto an edge or corner of its cell at `aim.precision`, then `aim.dLat`/`aim.dLon` micro-degrees off it. */
export function snapToCellEdge(point: GeoPoint, aim: EdgeAim): GeoPoint {
  const b = cellBounds(encodeGeohash(point, aim.precision));
  const lat = aim.lat === 'keep' ? point.latitude : aim.lat === 'min' ? b.minLat : b.maxLat;
  const lon = aim.lon === 'keep' ? point.longitude : aim.lon === 'min' ? b.minLon : b.maxLon;
  return {
    latitude: (Math.round(lat * MICRO) + (aim.lat === 'keep' ? 0 : aim.dLat)) / MICRO,
    longitude: (Math.round(lon * MICRO) + (aim.lon === 'keep' ? 0 : aim.dLon)) / MICRO,
  };
}

/** A point of Brazil on (or a few micro-degrees off) an edge or corner of a cell at one of `precisions`. */
export const cellEdgeBrazilPoint = (precisions: readonly number[]) =>
  fc.tuple(uniformBrazilPoint, edgeAim(precisions)).map(([p, aim]) => snapToCellEdge(p, aim));

/** Half uniform over Brazil's box, half on cell edges and corners (precisions 3–6 by default). */
export const brazilPoint = (precisions: readonly number[] = [3, 4, 5, 6]): fc.Arbitrary<GeoPoint> =>
  fc.oneof(uniformBrazilPoint, cellEdgeBrazilPoint(precisions));

/**
 * Anywhere between latitudes −80 and 80: uniform, or within a few micro-degrees of the equator, the prime meridian
 * or the antimeridian (where geohash cells and longitudes wrap).
 */
export const worldPoint: fc.Arbitrary<GeoPoint> = fc.oneof(
  fc.record({ latitude: microDegrees(-80, 80), longitude: microDegrees(-180, 179.999999) }),
  fc.record({ latitude: microDegrees(-0.00001, 0.00001), longitude: microDegrees(-180, 179.999999) }),
  fc.record({ latitude: microDegrees(-80, 80), longitude: fc.constantFrom(0, -180, 179.999999).chain((l) => microDegrees(Math.max(-180, l - 0.00001), Math.min(179.999999, l + 0.00001))) }),
);

/** Parts per million of the radius an aimed point may land off the radius edge (either side). */
export const RADIUS_EDGE_PPM = 2000;

/** A distance as a fraction of a radius: uniform in [0, 1.2], or the radius edge ± `RADIUS_EDGE_PPM` ppm. */
export const radiusReach: fc.Arbitrary<number> = fc.oneof(
  fc.noBias(fc.integer({ min: 0, max: 1_200_000 })).map((v) => v / MICRO),
  fc.integer({ min: -RADIUS_EDGE_PPM, max: RADIUS_EDGE_PPM }).map((v) => 1 + v / MICRO),
);

/** A fraction of a radius inside the circle: uniform below 0.999, or within 0.1% of the edge (1 ppm short at most). */
export const reachInside: fc.Arbitrary<number> = fc.oneof(
  fc.noBias(fc.integer({ min: 0, max: 998_999 })).map((v) => v / MICRO),
  fc.integer({ min: 999_000, max: 999_999 }).map((v) => v / MICRO),
);

/** A radius in km between `minKm` and `maxKm`, whole metres, uniform. */
export const radiusKmBetween = (minKm: number, maxKm: number): fc.Arbitrary<number> =>
  fc.noBias(fc.integer({ min: Math.round(minKm * 1000), max: Math.round(maxKm * 1000) })).map((m) => m / 1000);

/** A fraction in [0, 1] (millionths), uniform. */
export const unitFraction: fc.Arbitrary<number> = fc.noBias(fc.integer({ min: 0, max: MICRO })).map((v) => v / MICRO);

/** A compass bearing in degrees [0, 360), thousandths, uniform. */
export const bearingDeg: fc.Arbitrary<number> = fc.noBias(fc.integer({ min: 0, max: 359_999 })).map((v) => v / 1000);

/** The point `km` away from `from` in direction `bearing` degrees along a great circle. */
export function destination(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const d = km / EARTH_RADIUS_KM;
  const b = (bearing * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const lon = ((((lon2 * 180) / Math.PI) + 540) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude: lon };
}

/** Where one generated opening of a cluster sits: an offset from the centre, or at the radius edge, or unplaced. */
export type ClusterSpot =
  | { kind: 'offset'; dLat: number; dLon: number }
  | { kind: 'radius-edge'; bearing: number; ppm: number }
  | { kind: 'centre' }
  | { kind: 'unplaced' };

const clusterSpot: fc.Arbitrary<ClusterSpot> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('offset' as const), dLat: fc.noBias(fc.integer({ min: -80_000, max: 80_000 })), dLon: fc.noBias(fc.integer({ min: -80_000, max: 80_000 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('offset' as const), dLat: fc.integer({ min: -30, max: 30 }), dLon: fc.integer({ min: -30, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('radius-edge' as const), bearing: bearingDeg, ppm: fc.integer({ min: -RADIUS_EDGE_PPM, max: RADIUS_EDGE_PPM }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'centre' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unplaced' as const }) },
);

/** A set of openings around a centre for the nearest-first pages: the centre, the radius, and where each opening is. */
export interface OpeningCluster {
  centre: GeoPoint;
  radiusKm: number;
  spots: { spot: ClusterSpot; tipo?: 'Cuidador' | 'Acompanhante' }[];
}

/** The centre is half the time on a precision-5 cell corner, so the openings around it fall into four cells. */
export const openingCluster = (options: { minOpenings?: number; maxOpenings?: number } = {}): fc.Arbitrary<OpeningCluster> =>
  fc.record({
    centre: fc.oneof(brazilPoint(), uniformBrazilPoint.map((p) => snapToCellEdge(p, { precision: 5, lat: 'min', lon: 'min', dLat: 0, dLon: 0 }))),
    radiusKm: fc.integer({ min: 1, max: 30 }),
    spots: fc.array(fc.record({ spot: clusterSpot, tipo: fc.constantFrom('Cuidador' as const, 'Acompanhante' as const, undefined) }), {
      minLength: options.minOpenings ?? 5,
      maxLength: options.maxOpenings ?? 25,
    }),
  }).map((c) => ({ ...c, spots: c.spots.map(({ spot, tipo }) => (tipo ? { spot, tipo } : { spot })) }));

/** Where a spot of a cluster lands, on the micro-degree grid; undefined for an unplaced opening. */
export function spotPoint(cluster: Pick<OpeningCluster, 'centre' | 'radiusKm'>, spot: ClusterSpot): GeoPoint | undefined {
  const { centre, radiusKm } = cluster;
  switch (spot.kind) {
    case 'unplaced': return undefined;
    case 'centre': return atMicroDegrees(centre);
    case 'offset': return atMicroDegrees({ latitude: centre.latitude + spot.dLat / MICRO, longitude: centre.longitude + spot.dLon / MICRO });
    case 'radius-edge': return atMicroDegrees(destination(centre, radiusKm * (1 + spot.ppm / MICRO), spot.bearing));
  }
}
