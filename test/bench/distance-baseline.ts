/** The honest baseline of the distance bench: every answer by brute force (decisions 011, 064). */

import { haversineKm, type GeoPoint } from '../../lambdas/base/places/geo';
import { filterValue } from '../../lambdas/openings/opening';

/** The widest radius a caregiver can pick ('Até 200 km'), the only one that lists the openings without a place. */
export const WIDEST_RADIUS_KM = 200;

export interface Search {
  centre: GeoPoint;
  radiusKm: number;
  tipoProfissional?: string;
  cidade?: string;
}

/**
 * The whole answer of a search, by brute force: placed openings within the radius by (distance, key), then, only
 * under the widest radius (200 km), the unplaced by key: a narrower radius lists no opening without a place
 * (decision 064).
 */
export function sortedInMemory(openings: readonly { key: string; point?: GeoPoint; tipo: string; cidade: string }[], s: Search): string[] {
  const tipo = s.tipoProfissional ? filterValue(s.tipoProfissional) : '';
  const cidade = s.cidade ? filterValue(s.cidade) : '';
  const kept = openings.filter((o) => (!tipo || o.tipo === tipo) && (!cidade || o.cidade === cidade));
  const placed = kept
    .filter((o) => o.point)
    .map((o) => ({ key: o.key, d: haversineKm(s.centre, o.point!) }))
    .filter((o) => o.d <= s.radiusKm)
    .sort((a, b) => a.d - b.d || (a.key < b.key ? -1 : 1))
    .map((o) => o.key);
  const unplaced = s.radiusKm >= WIDEST_RADIUS_KM ? kept.filter((o) => !o.point).map((o) => o.key).sort() : [];
  return [...placed, ...unplaced];
}
