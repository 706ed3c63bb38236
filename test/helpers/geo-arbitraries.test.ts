import fc from 'fast-check';
import { cellBounds, encodeGeohash, haversineKm, type GeoPoint } from '../../lambdas/base/places/geo';
import {
  bearingDeg, BRAZIL_BOX, brazilPoint, EDGE_JITTER, openingCluster, radiusKmBetween, radiusReach, RADIUS_EDGE_PPM,
  reachInside, spotPoint, unitFraction, worldPoint,
} from './geo-arbitraries';

// The generators' spread, measured on thousands of samples: each test fails if a generator collapses onto easy
// cases (the equator, zero offsets, points far from any edge), as `fc.double` over a range holding 0 does.
const N = 4000;
const share = <T>(values: T[], keep: (v: T) => boolean) => values.filter(keep).length / values.length;

/** Distance in micro-degrees from the point to the nearest edge of its cell at `precision`, in latitude and longitude. */
function edgeGaps(p: GeoPoint, precision: number) {
  const b = cellBounds(encodeGeohash(p, precision));
  return {
    lat: Math.min(p.latitude - b.minLat, b.maxLat - p.latitude) * 1e6,
    lon: Math.min(p.longitude - b.minLon, b.maxLon - p.longitude) * 1e6,
  };
}
const nearEdge = (gap: number) => gap <= EDGE_JITTER + 1;

describe('geo generators keep their spread', () => {
  it('brazilPoint covers the whole box and aims at cell edges and corners', () => {
    const points = fc.sample(brazilPoint(), N);
    expect(share(points, (p) => p.latitude < -10)).toBeGreaterThan(0.45); // uniform share: 0.6
    expect(share(points, (p) => p.longitude < -50)).toBeGreaterThan(0.45); // 0.6
    expect(share(points, (p) => p.latitude > 0)).toBeGreaterThan(0.08); // 0.15
    expect(share(points, (p) => p.latitude < -25 && p.longitude > -45)).toBeGreaterThan(0.03); // 0.135
    const slack = EDGE_JITTER / 1e6;
    // Within the box, or the precision-3 cells (1.4° a side) that hold its border.
    expect(points.every((p) => p.latitude >= BRAZIL_BOX.minLat - 1.5 && p.latitude <= BRAZIL_BOX.maxLat + 1.5 && p.longitude >= BRAZIL_BOX.minLon - 1.5 && p.longitude <= BRAZIL_BOX.maxLon + 1.5)).toBe(true);
    // Every edge of a coarser cell is an edge of the precision-6 cells inside it.
    const gaps = points.map((p) => edgeGaps(p, 6));
    expect(share(gaps, (g) => nearEdge(g.lat) || nearEdge(g.lon))).toBeGreaterThan(0.35); // 0.5
    expect(share(gaps, (g) => nearEdge(g.lat) && nearEdge(g.lon))).toBeGreaterThan(0.15); // 0.25 (corners)
    // Both sides of an edge: the aimed points fall in the cell and in its neighbour.
    const aimed = points.filter((p) => nearEdge(edgeGaps(p, 6).lon));
    const cellsAcross = new Set(aimed.map((p) => encodeGeohash({ latitude: p.latitude, longitude: p.longitude + 2 * slack }, 6) === encodeGeohash(p, 6)));
    expect(cellsAcross).toEqual(new Set([true, false]));
    expect(new Set(points.map((p) => p.latitude)).size).toBeGreaterThan(N * 0.9);
  });

  it('worldPoint reaches high latitudes and sits on the equator, the prime meridian and the antimeridian', () => {
    const points = fc.sample(worldPoint, N);
    expect(share(points, (p) => Math.abs(p.latitude) > 40)).toBeGreaterThan(0.2); // 0.33
    expect(share(points, (p) => Math.abs(p.longitude) > 90)).toBeGreaterThan(0.25); // ~0.44
    expect(share(points, (p) => Math.abs(p.latitude) <= 0.00001)).toBeGreaterThan(0.2); // 0.33
    expect(share(points, (p) => Math.abs(p.longitude) >= 179.99999)).toBeGreaterThan(0.1); // 0.22
    expect(share(points, (p) => Math.abs(p.longitude) <= 0.00001)).toBeGreaterThan(0.05); // 0.11
    expect(share(points, (p) => p.latitude < 0 && Math.abs(p.latitude) <= 0.00001)).toBeGreaterThan(0.08); // both sides of the equator
    expect(share(points, (p) => p.latitude > 0 && Math.abs(p.latitude) <= 0.00001)).toBeGreaterThan(0.08);
  });

  it('radiusReach lands on both sides of the radius edge as well as anywhere inside', () => {
    const reaches = fc.sample(radiusReach, N);
    const edge = RADIUS_EDGE_PPM / 1e6;
    expect(share(reaches, (r) => Math.abs(r - 1) <= edge)).toBeGreaterThan(0.35); // 0.5
    expect(share(reaches, (r) => r < 1 && r >= 1 - edge)).toBeGreaterThan(0.15);
    expect(share(reaches, (r) => r > 1 && r <= 1 + edge)).toBeGreaterThan(0.15);
    expect(share(reaches, (r) => r < 0.5)).toBeGreaterThan(0.12); // 0.21
    expect(share(reaches, (r) => r > 1.05)).toBeGreaterThan(0.03); // 0.06
  });

  it('reachInside stays inside the circle and hugs its edge half the time; radii spread over their range', () => {
    const reaches = fc.sample(reachInside, N);
    expect(Math.max(...reaches)).toBeLessThan(1);
    expect(share(reaches, (r) => r >= 0.999)).toBeGreaterThan(0.35); // 0.5
    expect(share(reaches, (r) => r < 0.5)).toBeGreaterThan(0.15); // 0.25
    const radii = fc.sample(radiusKmBetween(0.5, 200), N);
    expect(share(radii, (r) => r > 100)).toBeGreaterThan(0.35); // 0.5
    expect(share(radii, (r) => r < 10)).toBeGreaterThan(0.02); // 0.05
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(0.5);
  });

  it('fractions and bearings are uniform, not stuck at zero', () => {
    const fractions = fc.sample(unitFraction, N);
    expect(share(fractions, (f) => f > 0.5)).toBeGreaterThan(0.4);
    expect(share(fractions, (f) => f < 0.01)).toBeLessThan(0.05);
    const bearings = fc.sample(bearingDeg, N);
    for (const quadrant of [0, 90, 180, 270]) expect(share(bearings, (b) => b >= quadrant && b < quadrant + 90)).toBeGreaterThan(0.18);
  });

  it('openingCluster spreads its openings over several cells and aims some at the radius edge', () => {
    const clusters = fc.sample(openingCluster(), 1500);
    expect(share(clusters, (c) => c.centre.latitude < -10)).toBeGreaterThan(0.45);
    expect(share(clusters, (c) => c.centre.longitude < -50)).toBeGreaterThan(0.45);
    const placed = clusters.map((c) => c.spots.map((s) => spotPoint(c, s.spot)).filter((p): p is GeoPoint => p !== undefined));
    // Runs whose openings cross a cell edge (more than one precision-5 cell), and runs that cross a corner (4 cells).
    expect(share(placed, (ps) => new Set(ps.map((p) => encodeGeohash(p, 5))).size > 1)).toBeGreaterThan(0.8);
    expect(share(placed, (ps) => new Set(ps.map((p) => encodeGeohash(p, 5))).size >= 4)).toBeGreaterThan(0.3);
    // Runs with an opening within 0.5% of the radius, inside and outside it.
    const edgeSides = clusters.map((c) => c.spots.map((s) => spotPoint(c, s.spot)).filter((p): p is GeoPoint => p !== undefined)
      .map((p) => haversineKm(c.centre, p) / c.radiusKm).filter((r) => Math.abs(r - 1) <= 0.005));
    expect(share(edgeSides, (rs) => rs.some((r) => r <= 1))).toBeGreaterThan(0.5);
    expect(share(edgeSides, (rs) => rs.some((r) => r > 1))).toBeGreaterThan(0.5);
    // Openings without a place, and openings sharing the centre's position.
    expect(share(clusters, (c) => c.spots.some((s) => s.spot.kind === 'unplaced'))).toBeGreaterThan(0.3);
    expect(share(clusters, (c) => c.spots.some((s) => s.spot.kind === 'centre'))).toBeGreaterThan(0.3);
  });
});
