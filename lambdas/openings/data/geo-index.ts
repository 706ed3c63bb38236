import { CELL_PRECISION, INDEX_PRECISION, MAP_PRECISION, SUBCELL_PRECISION } from '../distance-paging';
import { encodeGeohash, MAX_GEOHASH_PRECISION, type GeoPoint } from '../../base/places/geo';
import { filterValue, type StoredOpening } from '../opening';
import { tableName, type TransactItem } from '../../base/table/client';

/**
 * The geospatial index of openings (docs/decisions/011-geo-openings-by-distance.md):
 * - one slim item per opening under `GEO#{partition}` (geohash of INDEX_PRECISION: 32 regions), sort key
 *   `{geohash of 9}#{clientId}#{id}`, so that any cell from the region down to a few metres is one Query
 *   (`begins_with` on the sort key); `GEO#-` with sort key `{clientId}#{id}` when it has no place. It holds the
 *   coordinates, the normalised type and city, and the creation time;
 * - one count map per region, `GEOMAP#{region}` (geohash of MAP_PRECISION): `n#{cell}`, `t#{cell}#{type}` and
 *   `m#{cell}#{city}` count the openings per cell, and `s#{sub-cell}` per sub-cell (SUBCELL_PRECISION), so a page
 *   knows which cells are empty without reading them, and reads a dense cell by its sub-cells.
 *
 * - one count map per first geohash character, `GEOREGIONS#{c}`: `n#{region}` and `t#{region}#{type}` count the
 *   openings per region, and one per city, `GEOCITY#{city}`: `n#{region}`, so the search for the nearest openings
 *   beyond a radius that holds none (`alemDoRaio`) knows which regions to read from a few items, without reading
 *   every region's own map (decision 099). Cities have their own items so that the first character's stays small:
 *   every opening write under it updates it, and a transaction pays for its size.
 *
 * An opening's `geoCell` says what its counts hold: its sub-cell (SUBCELL_PRECISION characters) when `s#` counts
 * it too, its cell (CELL_PRECISION) when it was written before sub-cells were counted; rewriting it (re-import)
 * adds the missing sub-cell count. Its `geoParts` (true) says the first character's and the city's count maps hold it: openings
 * written before it are counted once by `scripts/count-geo-regions.ts`, and a rewrite counts one that is not.
 */
export const UNPLACED = '-';
const geoKey = (point: GeoPoint | undefined, clientId: string, id: string) =>
  point
    ? { PK: `GEO#${encodeGeohash(point, INDEX_PRECISION)}`, SK: `${encodeGeohash(point, MAX_GEOHASH_PRECISION)}#${clientId}#${id}` }
    : { PK: `GEO#${UNPLACED}`, SK: `${clientId}#${id}` };
export const mapKey = (region: string) => ({ PK: `GEOMAP#${region}`, SK: 'GEOMAP' });
const REGIONS_ENTITY = 'opening-geo-regions';
const CITY_ENTITY = 'opening-geo-city';
/** The count map of the regions whose geohash starts with `first` (one character): per region and type. */
export const regionsMapKey = (first: string) => ({ PK: `GEOREGIONS#${first}`, SK: 'GEOREGIONS' });
/** The count map of one city's openings (its `filterValue`), per region: small, as a city lies in one region or two. */
export const cityMapKey = (cidade: string) => ({ PK: `GEOCITY#${cidade}`, SK: 'GEOCITY' });

interface GeoEntry {
  cell: string;
  /** Whether the sub-cell counter holds this entry (always for a write; for a stored opening, per its geoCell). */
  sub: boolean;
  /** Whether its first character's map counts this entry (always for a write; for a stored opening, its geoParts). */
  parts: boolean;
  subcell: string;
  key: { PK: string; SK: string };
  tipo: string;
  cidade: string;
}

function geoEntry(o: StoredOpening, sub: boolean, parts: boolean): GeoEntry {
  const cell = o.localizacao ? encodeGeohash(o.localizacao, CELL_PRECISION) : UNPLACED;
  return {
    cell,
    sub,
    parts,
    subcell: o.localizacao ? encodeGeohash(o.localizacao, SUBCELL_PRECISION) : UNPLACED,
    key: geoKey(o.localizacao, o.clientId, o.id),
    tipo: o.tipoProfissional?.trim() ? filterValue(o.tipoProfissional) : '',
    cidade: o.enderecoCompleto?.cidade?.trim() ? filterValue(o.enderecoCompleto.cidade) : '',
  };
}

/** The counters an entry adds to, by the count item that holds them (its region's map, its first character's, its city's). */
function counterNames(e: GeoEntry): Array<{ item: { PK: string; SK: string }; entity: string; names: string[] }> {
  if (e.cell === UNPLACED) return [];
  const named = (unit: string) => [`n#${unit}`, ...(e.tipo ? [`t#${unit}#${e.tipo}`] : []), ...(e.cidade ? [`m#${unit}#${e.cidade}`] : [])];
  const region = e.cell.slice(0, MAP_PRECISION);
  return [
    { item: mapKey(region), entity: 'opening-geo-map', names: [...named(e.cell), ...(e.sub ? [`s#${e.subcell}`] : [])] },
    ...(e.parts
      ? [
          { item: regionsMapKey(region.slice(0, 1)), entity: REGIONS_ENTITY, names: [`n#${region}`, ...(e.tipo ? [`t#${region}#${e.tipo}`] : [])] },
          ...(e.cidade ? [{ item: cityMapKey(e.cidade), entity: CITY_ENTITY, names: [`n#${region}`] }] : []),
        ]
      : []),
  ];
}

/**
 * The transaction items that keep the index and the counts in step with an opening being written. `previous` is
 * the stored version (undefined for a new opening or one stored before openings were indexed). The conditions
 * make a concurrent write of the same opening fail instead of counting it twice.
 */
export function geoIndexWrites(opening: StoredOpening, previous: StoredOpening | undefined): { items: TransactItem[]; geoCell: string; geoParts: true } {
  const next = geoEntry(opening, true, true);
  const before = previous?.geoCell !== undefined ? storedEntry(previous, previous.geoCell) : undefined;
  const sameItem = before !== undefined && before.key.PK === next.key.PK && before.key.SK === next.key.SK;
  const items: TransactItem[] = [];
  if (before && !sameItem) {
    items.push({ Delete: { TableName: tableName(), Key: before.key, ConditionExpression: 'attribute_exists(PK)' } });
  }
  items.push({
    Put: {
      TableName: tableName(),
      Item: {
        ...next.key,
        entity: 'opening-geo',
        clientId: opening.clientId,
        id: opening.id,
        createdAt: opening.createdAt,
        tipo: next.tipo,
        cidade: next.cidade,
        ...(opening.localizacao ? { latitude: opening.localizacao.latitude, longitude: opening.localizacao.longitude } : {}),
      },
      ConditionExpression: sameItem ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
    },
  });
  items.push(...counterUpdates([...(before ? [{ entry: before, by: -1 }] : []), { entry: next, by: +1 }]));
  return { items, geoCell: next.subcell, geoParts: true };
}

/**
 * The condition that an opening's main item still has the fields its counts were taken from, as `stored` read them
 * (place cell, whether its first character counts it, type, city): a write that subtracts `stored`'s counts holds it,
 * so two writers that read the same version cannot both take it out (the second is refused, and counts never end
 * below the truth).
 */
export function countedAsRead(stored: StoredOpening): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
  const names: Record<string, string> = { '#gc': 'geoCell', '#gp': 'geoParts', '#tp': 'tipoProfissional', '#ec': 'enderecoCompleto', '#ci': 'cidade' };
  const values: Record<string, unknown> = {};
  const same = (path: string, value: unknown, alias: string) => {
    if (value === undefined) return `attribute_not_exists(${path})`;
    values[alias] = value;
    return `${path} = ${alias}`;
  };
  const parts = [
    same('#gc', stored.geoCell, ':gc'),
    same('#gp', stored.geoParts, ':gp'),
    same('#tp', stored.tipoProfissional, ':tp'),
    same('#ec.#ci', stored.enderecoCompleto?.cidade, ':ci'),
  ];
  // (DynamoDB refuses an empty map of values.)
  return { ConditionExpression: parts.join(' AND '), ExpressionAttributeNames: names, ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}) };
}

/** What the counts hold of a stored opening, per its geoCell and geoParts. */
const storedEntry = (stored: StoredOpening, geoCell: string) => geoEntry(stored, geoCell.length === SUBCELL_PRECISION, stored.geoParts === true);

/**
 * The transaction items that take a stored opening out of the index (closing it): its index item, which must still
 * be there (a concurrent close or rewrite fails the transaction instead of counting it twice), and its counts
 * decremented. An opening stored before the index (no geoCell) has neither.
 */
export function geoIndexRemoval(stored: StoredOpening): TransactItem[] {
  if (stored.geoCell === undefined) return [];
  const entry = storedEntry(stored, stored.geoCell);
  return [
    { Delete: { TableName: tableName(), Key: entry.key, ConditionExpression: 'attribute_exists(PK)' } },
    ...counterUpdates([{ entry, by: -1 }]),
  ];
}

/**
 * The counts a stored opening lacks in its first character's map (indexed, placed, without geoParts): what
 * `scripts/count-geo-regions.ts` adds, with the opening's geoParts, in one transaction. Empty otherwise.
 */
export function regionCountsOf(stored: StoredOpening): TransactItem[] {
  if (stored.geoCell === undefined || stored.geoParts === true) return [];
  const entry = storedEntry(stored, stored.geoCell);
  return counterUpdates([{ entry: { ...entry, parts: true }, by: +1 }], 'parts only');
}

/** One ADD per count item for these changes; a name that is both removed and added nets to nothing. */
function counterUpdates(changes: { entry: GeoEntry; by: number }[], scope?: 'parts only'): TransactItem[] {
  const deltas = new Map<string, { item: { PK: string; SK: string }; entity: string; counts: Map<string, number> }>();
  for (const { entry, by } of changes) {
    for (const { item, entity, names } of counterNames(entry)) {
      if (scope === 'parts only' && entity !== REGIONS_ENTITY && entity !== CITY_ENTITY) continue;
      const forItem = deltas.get(item.PK) ?? { item, entity, counts: new Map<string, number>() };
      for (const name of names) forItem.counts.set(name, (forItem.counts.get(name) ?? 0) + by);
      deltas.set(item.PK, forItem);
    }
  }
  const items: TransactItem[] = [];
  for (const { item, entity, counts } of deltas.values()) {
    const changed = [...counts].filter(([, by]) => by !== 0);
    if (changed.length === 0) continue;
    items.push({
      Update: {
        TableName: tableName(),
        Key: item,
        UpdateExpression: `ADD ${changed.map((_, i) => `#c${i} :d${i}`).join(', ')} SET entity = :e`,
        ExpressionAttributeNames: Object.fromEntries(changed.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: { ':e': entity, ...Object.fromEntries(changed.map(([, by], i) => [`:d${i}`, by])) },
      },
    });
  }
  return items;
}
