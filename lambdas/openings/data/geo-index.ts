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
 * An opening's `geoCell` says what its counts hold: its sub-cell (SUBCELL_PRECISION characters) when `s#` counts
 * it too, its cell (CELL_PRECISION) when it was written before sub-cells were counted; rewriting it (re-import)
 * adds the missing sub-cell count.
 */
export const UNPLACED = '-';
const geoKey = (point: GeoPoint | undefined, clientId: string, id: string) =>
  point
    ? { PK: `GEO#${encodeGeohash(point, INDEX_PRECISION)}`, SK: `${encodeGeohash(point, MAX_GEOHASH_PRECISION)}#${clientId}#${id}` }
    : { PK: `GEO#${UNPLACED}`, SK: `${clientId}#${id}` };
export const mapKey = (region: string) => ({ PK: `GEOMAP#${region}`, SK: 'GEOMAP' });

interface GeoEntry {
  cell: string;
  /** Whether the sub-cell counter holds this entry (always for a write; for a stored opening, per its geoCell). */
  sub: boolean;
  subcell: string;
  key: { PK: string; SK: string };
  tipo: string;
  cidade: string;
}

function geoEntry(o: StoredOpening, sub: boolean): GeoEntry {
  const cell = o.localizacao ? encodeGeohash(o.localizacao, CELL_PRECISION) : UNPLACED;
  return {
    cell,
    sub,
    subcell: o.localizacao ? encodeGeohash(o.localizacao, SUBCELL_PRECISION) : UNPLACED,
    key: geoKey(o.localizacao, o.clientId, o.id),
    tipo: o.tipoProfissional?.trim() ? filterValue(o.tipoProfissional) : '',
    cidade: o.enderecoCompleto?.cidade?.trim() ? filterValue(o.enderecoCompleto.cidade) : '',
  };
}

function counterNames(e: GeoEntry): string[] {
  if (e.cell === UNPLACED) return [];
  return [
    `n#${e.cell}`,
    ...(e.sub ? [`s#${e.subcell}`] : []),
    ...(e.tipo ? [`t#${e.cell}#${e.tipo}`] : []),
    ...(e.cidade ? [`m#${e.cell}#${e.cidade}`] : []),
  ];
}

/**
 * The transaction items that keep the index and the counts in step with an opening being written. `previous` is
 * the stored version (undefined for a new opening or one stored before openings were indexed). The conditions
 * make a concurrent write of the same opening fail instead of counting it twice.
 */
export function geoIndexWrites(opening: StoredOpening, previous: StoredOpening | undefined): { items: TransactItem[]; geoCell: string } {
  const next = geoEntry(opening, true);
  const before = previous?.geoCell !== undefined ? geoEntry(previous, previous.geoCell.length === SUBCELL_PRECISION) : undefined;
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
  return { items, geoCell: next.subcell };
}

/**
 * The transaction items that take a stored opening out of the index (closing it): its index item, which must still
 * be there (a concurrent close or rewrite fails the transaction instead of counting it twice), and its counts
 * decremented. An opening stored before the index (no geoCell) has neither.
 */
export function geoIndexRemoval(stored: StoredOpening): TransactItem[] {
  if (stored.geoCell === undefined) return [];
  const entry = geoEntry(stored, stored.geoCell.length === SUBCELL_PRECISION);
  return [
    { Delete: { TableName: tableName(), Key: entry.key, ConditionExpression: 'attribute_exists(PK)' } },
    ...counterUpdates([{ entry, by: -1 }]),
  ];
}

/** One ADD per region count map for these changes; a name that is both removed and added nets to nothing. */
function counterUpdates(changes: { entry: GeoEntry; by: number }[]): TransactItem[] {
  const deltas = new Map<string, Map<string, number>>();
  for (const { entry, by } of changes) {
    for (const name of counterNames(entry)) {
      const region = entry.cell.slice(0, MAP_PRECISION);
      const forRegion = deltas.get(region) ?? new Map<string, number>();
      forRegion.set(name, (forRegion.get(name) ?? 0) + by);
      deltas.set(region, forRegion);
    }
  }
  const items: TransactItem[] = [];
  for (const [region, counts] of deltas) {
    const changed = [...counts].filter(([, by]) => by !== 0);
    if (changed.length === 0) continue;
    items.push({
      Update: {
        TableName: tableName(),
        Key: mapKey(region),
        UpdateExpression: `ADD ${changed.map((_, i) => `#c${i} :d${i}`).join(', ')} SET entity = :e`,
        ExpressionAttributeNames: Object.fromEntries(changed.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: { ':e': 'opening-geo-map', ...Object.fromEntries(changed.map(([, by], i) => [`:d${i}`, by])) },
      },
    });
  }
  return items;
}
