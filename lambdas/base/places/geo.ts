import ngeohash from 'ngeohash';

/**
 * Distances and geohash cells, with no AWS in sight. Used to place openings when they are written, to rank them by
 * distance from a caregiver, and to match new openings against alerts saved with a centre and a radius.
 *
 * Every distance is great-circle (spherical Earth, mean radius) in kilometres. Every bound below errs on the safe
 * side: `minDistanceToCellKm` never exceeds, and `maxDistanceToCellKm` never falls short of, the real distance to the
 * nearest/farthest point of a cell, so a search that skips cells by these bounds never misses a point.
 */

/** Where a CEP is; `precisao` says how finely. */
export interface CepPlace {
  latitude: number;
  longitude: number;
  /** 'cep': the CEP's own coordinates (geocoder); 'municipio': the municipal seat (IBGE table). */
  precisao: 'cep' | 'municipio';
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** ngeohash's finest useful precision; 9 characters is a cell of about 4.8 m × 4.8 m. */
export const MAX_GEOHASH_PRECISION = 9;

const RAD = Math.PI / 180;

export function isValidPoint(point: GeoPoint): boolean {
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude)
    && Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;
}

/** Great-circle distance between two points, km (haversine; stable for tiny and antipodal distances). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2
    + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The geohash of a point at `precision` characters (1–9). */
export function encodeGeohash(point: GeoPoint, precision: number): string {
  assertPrecision(precision);
  return ngeohash.encode(point.latitude, point.longitude, precision);
}

/** The eight cells around `cell`, same precision (wraps around the antimeridian). */
export function geohashNeighbours(cell: string): string[] {
  return ngeohash.neighbors(cell);
}

export interface CellBounds {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

export function cellBounds(cell: string): CellBounds {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
  return { minLat, minLon, maxLat, maxLon };
}

/** Height and width of a cell of `precision` characters, in degrees (latitude, longitude). */
export function cellSizeDegrees(precision: number): { lat: number; lon: number } {
  assertPrecision(precision);
  const bits = 5 * precision;
  const lonBits = Math.ceil(bits / 2);
  return { lat: 180 / 2 ** (bits - lonBits), lon: 360 / 2 ** lonBits };
}

/**
 * The distance from `point` to the nearest point of `cell` (0 inside it), less a millimetre so that rounding never
 * lifts it above the distance to a point on the cell's edge. Exact on the sphere: within the cell's longitudes the
 * nearest point is straight north or south (no path is shorter than its difference of latitude); otherwise it lies
 * on the nearer edge meridian, at the foot of the perpendicular great circle when that falls within the edge, else
 * at the edge's nearer end (a corner). Diagonal cells are thus not taken for nearer than they are.
 */
export function minDistanceToCellKm(point: GeoPoint, cell: string): number {
  const b = cellBounds(cell);
  const lonGap = longitudeGap(point.longitude, b.minLon, b.maxLon);
  let km: number;
  if (lonGap === 0) {
    km = EARTH_RADIUS_KM * Math.max(0, b.minLat - point.latitude, point.latitude - b.maxLat) * RAD;
  } else if (lonGap >= 90) {
    // Half a world away (never for cells within a search radius): the older, looser bound is enough.
    const latGap = Math.max(0, b.minLat - point.latitude, point.latitude - b.maxLat);
    km = Math.max(EARTH_RADIUS_KM * latGap * RAD, EARTH_RADIUS_KM * Math.asin(Math.cos(point.latitude * RAD)));
  } else {
    const edgeLon = eastwardGap(point.longitude, b.minLon) <= eastwardGap(b.maxLon, point.longitude) ? b.minLon : b.maxLon;
    const footLat = Math.atan(Math.tan(point.latitude * RAD) / Math.cos(lonGap * RAD)) / RAD;
    km = footLat >= b.minLat && footLat <= b.maxLat
      ? EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.cos(point.latitude * RAD) * Math.sin(lonGap * RAD)))
      : haversineKm(point, { latitude: footLat < b.minLat ? b.minLat : b.maxLat, longitude: edgeLon });
  }
  return Math.max(0, km - 1e-6);
}

/**
 * An upper bound of the distance from `point` to the farthest point of `cell`: the distance to its centre plus a
 * path from the centre to any corner along a meridian and then a parallel (a great circle is never longer).
 */
export function maxDistanceToCellKm(point: GeoPoint, cell: string): number {
  const b = cellBounds(cell);
  const centre = { latitude: (b.minLat + b.maxLat) / 2, longitude: (b.minLon + b.maxLon) / 2 };
  const nearestPoleLat = Math.min(Math.abs(b.minLat), Math.abs(b.maxLat));
  const crossesEquator = b.minLat <= 0 && b.maxLat >= 0;
  const widestCos = Math.cos((crossesEquator ? 0 : nearestPoleLat) * RAD);
  const halfHeight = ((b.maxLat - b.minLat) / 2) * RAD * EARTH_RADIUS_KM;
  const halfWidth = ((b.maxLon - b.minLon) / 2) * RAD * EARTH_RADIUS_KM * widestCos;
  return haversineKm(point, centre) + halfHeight + halfWidth;
}

export interface CircleCover {
  /** Geohash length of every cell in `cells`. */
  precision: number;
  /** Distinct cells that together contain every point within the radius (each one touches the circle). */
  cells: string[];
}

export interface CoverOptions {
  /** Use exactly this precision (1–9) instead of choosing one. */
  precision?: number;
  /** When choosing, the finest precision whose cover has at most this many cells (at least 4; default 9). */
  maxCells?: number;
}

/**
 * The geohash cells that cover the circle of `radiusKm` around `centre`: every point within the radius lies in one
 * of them, and cells entirely outside the circle are left out. Correct across cell edges, the equator, the prime
 * meridian and the antimeridian. Without `precision`, picks the finest precision whose cover fits in `maxCells`,
 * so a caller can look up "everything near here" with a bounded number of reads.
 */
export function cellsCoveringCircle(centre: GeoPoint, radiusKm: number, options: CoverOptions = {}): CircleCover {
  if (!isValidPoint(centre)) throw new RangeError('invalid centre');
  if (!(radiusKm >= 0) || !Number.isFinite(radiusKm)) throw new RangeError('invalid radius');
  if (options.precision !== undefined) {
    return { precision: options.precision, cells: coverAt(centre, radiusKm, options.precision) };
  }
  const maxCells = Math.max(4, options.maxCells ?? 9);
  const box = circleBox(centre, radiusKm);
  let best: CircleCover = { precision: 1, cells: coverAt(centre, radiusKm, 1) };
  for (let precision = 2; precision <= MAX_GEOHASH_PRECISION; precision += 1) {
    const size = cellSizeDegrees(precision);
    const estimate = (Math.ceil(box.latSpan / size.lat) + 1) * (Math.ceil(box.lonSpan / size.lon) + 1);
    if (estimate > maxCells * 4) break;
    const cells = coverAt(centre, radiusKm, precision);
    if (cells.length > maxCells) break;
    best = { precision, cells };
  }
  return best;
}

function coverAt(centre: GeoPoint, radiusKm: number, precision: number): string[] {
  assertPrecision(precision);
  const box = circleBox(centre, radiusKm);
  const found = new Set<string>();
  for (const [minLon, maxLon] of box.lonRanges) {
    for (const cell of ngeohash.bboxes(box.minLat, minLon, box.maxLat, maxLon, precision)) found.add(cell);
  }
  return [...found].filter((cell) => minDistanceToCellKm(centre, cell) <= radiusKm);
}

interface CircleBox {
  minLat: number;
  maxLat: number;
  /** One range, or two when the circle crosses the antimeridian. */
  lonRanges: Array<[number, number]>;
  latSpan: number;
  lonSpan: number;
}

// Just inside the edges: ngeohash encodes 90/180 into the wrong neighbour.
const EDGE = 1e-9;

function circleBox(centre: GeoPoint, radiusKm: number): CircleBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = angular / RAD;
  const minLat = Math.max(-90 + EDGE, centre.latitude - dLat);
  const maxLat = Math.min(90 - EDGE, centre.latitude + dLat);
  const reachesPole = Math.abs(centre.latitude) + dLat >= 90;
  // Exact longitudinal half-width of a spherical cap that does not contain a pole.
  const dLon = reachesPole || angular >= Math.PI / 2
    ? 180
    : Math.asin(Math.min(1, Math.sin(angular) / Math.cos(centre.latitude * RAD))) / RAD;
  const lonRanges: Array<[number, number]> = [];
  if (dLon >= 180) {
    lonRanges.push([-180, 180 - EDGE]);
  } else {
    const west = centre.longitude - dLon;
    const east = centre.longitude + dLon;
    if (west < -180) lonRanges.push([west + 360, 180 - EDGE], [-180, east]);
    else if (east >= 180) lonRanges.push([west, 180 - EDGE], [-180, east - 360]);
    else lonRanges.push([west, east]);
  }
  return { minLat, maxLat, lonRanges, latSpan: maxLat - minLat, lonSpan: Math.min(360, 2 * dLon) };
}

/** Degrees from `from` eastward to `to`, in [0, 360). */
function eastwardGap(from: number, to: number): number {
  return ((to - from) % 360 + 360) % 360;
}

function longitudeGap(lon: number, minLon: number, maxLon: number): number {
  if (lon >= minLon && lon <= maxLon) return 0;
  const west = ((minLon - lon) % 360 + 360) % 360;
  const east = ((lon - maxLon) % 360 + 360) % 360;
  return Math.min(west, east);
}

function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 1 || precision > MAX_GEOHASH_PRECISION) {
    throw new RangeError(`geohash precision must be 1–${MAX_GEOHASH_PRECISION}`);
  }
}
