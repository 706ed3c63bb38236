import { cellsCoveringCircle, type GeoPoint } from '../../base/places/geo';
import { batchGetAll } from '../../base/table/client';
import { collectNearest, GEOHASH_DIGITS } from '../distance-paging';
import { countsFromMap } from '../count-maps';
import { filterValue, type OpeningFilters } from '../opening';
import { cityMapKey, mapKey, regionsMapKey } from './geo-index';
import { queryCells, type OpeningRef } from './openings-by-distance';

/**
 * How far the search beyond a radius looks: Brazil fits in it from anywhere in Brazil (Chuí to Monte Caburaí is
 * about 4,400 km).
 */
export const BEYOND_MAX_KM = 5000;

/**
 * The `limit` nearest placed openings matching the filters within BEYOND_MAX_KM of `centre` (decision 099): for a
 * first page whose radius holds none (`alemDoRaio`), so they all lie beyond it. Reads the region counts of the
 * first geohash characters within reach (`GEOREGIONS#{c}`) and, with a city, the city's (`GEOCITY#{city}`), in one
 * BatchGet of a few keys, then, nearest first, whole
 * regions in ranged Queries, except that a region too big for one read has its own count map read first (one
 * BatchGet) and is read by its cells, as a page reads them.
 */
export async function nearestBeyondRefs(q: OpeningFilters & { centre: GeoPoint; limit: number }): Promise<OpeningRef[]> {
  const tipo = q.tipoProfissional?.trim() ? filterValue(q.tipoProfissional) : '';
  const cidade = q.cidade?.trim() ? filterValue(q.cidade) : '';
  const firsts = cellsCoveringCircle(q.centre, BEYOND_MAX_KM, { precision: 1 }).cells;
  const maps = await batchGetAll([...firsts.map(regionsMapKey), ...(cidade ? [cityMapKey(cidade)] : [])]);
  const city = maps.find((m) => m.PK === cityMapKey(cidade).PK);
  const regions = maps.filter((m) => m !== city).flatMap((map) => countsFromMap(withCity(map, city, cidade), tipo, cidade));
  const best = await collectNearest(
    {
      centre: q.centre,
      radiusKm: BEYOND_MAX_KM,
      counts: regions,
      // Every region under these characters is counted (none: empty), so a range may cross from one to the next.
      regions: new Set(firsts.flatMap((first) => [...GEOHASH_DIGITS].flatMap((a) => [...GEOHASH_DIGITS].map((b) => first + a + b)))),
      wanted: q.limit,
      cover: true,
      expand: async (big) => (await batchGetAll(big.map(mapKey))).flatMap((map) => countsFromMap(map, tipo, cidade)),
    },
    (range) => queryCells(range.from, range.to, tipo, cidade),
  );
  return best.map((p) => ({ clientId: p.item.clientId, id: p.item.id, createdAt: p.item.createdAt, distanceKm: p.d }));
}

/**
 * A first character's region counts with the city's beside them as `m#{region}#{city}`, the form `countsFromMap`
 * reads a city's bound in (none: no opening of that city there).
 */
function withCity(map: Record<string, unknown>, city: Record<string, unknown> | undefined, cidade: string): Record<string, unknown> {
  if (!cidade) return map;
  const merged: Record<string, unknown> = { ...map };
  for (const [name, n] of Object.entries(city ?? {})) if (name.startsWith('n#')) merged[`m#${name.slice(2)}#${cidade}`] = n;
  return merged;
}
