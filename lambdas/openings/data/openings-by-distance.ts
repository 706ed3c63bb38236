import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  INDEX_PRECISION, collectNearest, regionsToRead, type CellCount, type Position,
} from '../distance-paging';
import { countsFromMap } from '../count-maps';
import { invalidInput } from '../../base/errors';
import { isValidPoint, type GeoPoint } from '../../base/places/geo';
import { messages } from '../../base/messages';
import { filterValue, type OpeningFilters } from '../opening';
import { batchGetAll, db, tableName } from '../../base/table/client';
import { openCursor, signCursor } from '../../base/table/cursor';
import { mapKey, UNPLACED } from './geo-index';

/** Reads of the geospatial index of openings (its items and writes: ./geo-index.ts), and the distance cursor. */

export interface DistanceQuery extends OpeningFilters {
  centre: GeoPoint;
  radiusKm: number;
  limit: number;
  cursor?: string;
  /** False: only placed openings (within the radius); the page ends where they do. Default true. */
  includeUnplaced?: boolean;
  /** Tests set 0 to read sub-cell by sub-cell (every cell split, never a range of several). */
  coarseReadCap?: number;
}

export interface OpeningRef {
  clientId: string;
  id: string;
  createdAt: string;
  /** Null for an opening without a place (listed after every placed one). */
  distanceKm: number | null;
}

interface Slim {
  clientId: string;
  id: string;
  createdAt: string;
  latitude: number;
  longitude: number;
  key: string;
}

/**
 * One "nearest first" page of opening references: placed openings within the radius by distance, then the
 * openings without a place. Reads the region count maps (one BatchGet), then only the cells (a dense one by its
 * sub-cells) that can hold the page, neighbours in one ranged Query, then, once the placed ones run out, the
 * unplaced partition from the cursor on (`readUnplaced`).
 */
export async function distancePage(q: DistanceQuery): Promise<{ refs: OpeningRef[]; next: DistanceCursor | null; centre: GeoPoint }> {
  const tipo = q.tipoProfissional?.trim() ? filterValue(q.tipoProfissional) : '';
  const cidade = q.cidade?.trim() ? filterValue(q.cidade) : '';
  const cursor = await decodeDistanceCursor(q.cursor, { r: q.radiusKm, t: tipo, c: cidade });
  const centre = cursor ? { latitude: cursor.la, longitude: cursor.lo } : q.centre;
  const base = { v: 1 as const, la: centre.latitude, lo: centre.longitude, r: q.radiusKm, t: tipo, c: cidade };
  const refs: OpeningRef[] = [];

  if (!cursor || cursor.ph === 'g') {
    const after: Position | undefined = cursor?.ph === 'g' ? { d: cursor.d!, k: cursor.k! } : undefined;
    const { counts, regions } = await readCounts(centre, q.radiusKm, tipo, cidade, q.coarseReadCap);
    const best = await collectNearest(
      { centre, radiusKm: q.radiusKm, counts, regions, wanted: q.limit + 1, after, cap: q.coarseReadCap },
      (range) => queryCells(range.from, range.to, tipo, cidade),
    );
    const page = best.slice(0, q.limit);
    refs.push(...page.map((p) => ({ clientId: p.item.clientId, id: p.item.id, createdAt: p.item.createdAt, distanceKm: p.d })));
    if (best.length > q.limit) {
      const last = page[page.length - 1];
      return { refs, next: { ...base, ph: 'g', d: last.d, k: last.k }, centre };
    }
  }

  // Placed openings are exhausted: fill the page with those that have no place, by key, from the cursor on.
  if (q.includeUnplaced === false) return { refs, next: null, centre };
  const afterKey = cursor?.ph === 'u' ? cursor.k : undefined;
  const { taken, more } = await readUnplaced(afterKey, q.limit - refs.length, tipo, cidade);
  refs.push(...taken.map((u) => ({ clientId: u.clientId, id: u.id, createdAt: u.createdAt, distanceKm: null })));
  const lastKey = taken.length ? taken[taken.length - 1].key : afterKey;
  return { refs, next: more ? { ...base, ph: 'u', ...(lastKey !== undefined ? { k: lastKey } : {}) } : null, centre };
}

/**
 * The most unplaced openings one Query reads: with a Função or Cidade filter a Query reads its `Limit` before
 * filtering, so reads grow 4× from `room + 1` up to this (slim items: far below 1 MB).
 */
export const UNPLACED_READ_CAP = 1000;

/**
 * The next `room` unplaced openings after `afterKey` (their sort key is `{clientId}#{id}`, the order they are
 * listed in) matching the filters, and whether any is left after them. Reads only from the cursor on: without a
 * filter one Query of `room + 1` items; with one, Queries of `room + 1`, 4×, 16×… items (at most
 * UNPLACED_READ_CAP) until `room + 1` match or the partition ends.
 */
async function readUnplaced(afterKey: string | undefined, room: number, tipo: string, cidade: string): Promise<{ taken: Slim[]; more: boolean }> {
  const filters = [...(tipo ? ['tipo = :t'] : []), ...(cidade ? ['cidade = :c'] : [])];
  const found: Slim[] = [];
  let limit = room + 1;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: afterKey === undefined ? 'PK = :pk' : 'PK = :pk AND SK > :after',
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ExpressionAttributeValues: {
          ':pk': `GEO#${UNPLACED}`,
          ...(afterKey === undefined ? {} : { ':after': afterKey }),
          ...(tipo ? { ':t': tipo } : {}),
          ...(cidade ? { ':c': cidade } : {}),
        },
        ProjectionExpression: 'clientId, id, createdAt',
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(out.Items ?? []).map((item) => slim(item)));
    startKey = out.LastEvaluatedKey;
    limit = Math.min(limit * 4, UNPLACED_READ_CAP);
  } while (startKey && found.length <= room);
  return { taken: found.slice(0, room), more: found.length > room };
}

const slim = (item: Record<string, unknown>): Slim => ({
  clientId: String(item.clientId),
  id: String(item.id),
  createdAt: String(item.createdAt),
  latitude: Number(item.latitude),
  longitude: Number(item.longitude),
  key: `${String(item.clientId)}#${String(item.id)}`,
});

/** The counts of the regions a page reads (`regionsToRead`: one BatchGet), and which regions they are (even if empty). */
async function readCounts(centre: GeoPoint, radiusKm: number, tipo: string, cidade: string, splitAbove?: number): Promise<{ counts: CellCount[]; regions: Set<string> }> {
  const regions = regionsToRead(centre, radiusKm);
  const maps = await batchGetAll(regions.map(mapKey));
  return { counts: maps.flatMap((map) => countsFromMap(map, tipo, cidade, splitAbove)), regions: new Set(regions) };
}

/**
 * Every opening in the cells `from`…`to` of one index partition matching the filters: one Query of slim items (more only
 * past 1 MB, which `planReads` keeps clear of).
 */
export async function queryCells(from: string, to: string, tipo: string, cidade: string): Promise<Slim[]> {
  const partition = from.slice(0, INDEX_PRECISION);
  // Sort keys are `{geohash 9}#…`: every key of cell `to` sorts below `to` + '~'.
  const keyCondition = from === to ? 'PK = :pk AND begins_with(SK, :from)' : 'PK = :pk AND SK BETWEEN :from AND :to';
  const filters = [...(tipo ? ['tipo = :t'] : []), ...(cidade ? ['cidade = :c'] : [])];
  const found: Slim[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: keyCondition,
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ExpressionAttributeValues: {
          ':pk': `GEO#${partition}`,
          ':from': from,
          ...(from === to ? {} : { ':to': `${to}~` }),
          ...(tipo ? { ':t': tipo } : {}),
          ...(cidade ? { ':c': cidade } : {}),
        },
        ProjectionExpression: 'clientId, id, createdAt, latitude, longitude',
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(out.Items ?? []).map((item) => slim(item)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/**
 * The distance cursor: the centre the first page used (so later pages stay consistent even if the caregiver's
 * position changes meanwhile), the radius and filters it belongs to, the phase (`g`: placed openings, `u`: the
 * unplaced ones) and the last position listed. Opaque to callers (base64url JSON).
 */
export interface DistanceCursor {
  v: 1;
  la: number;
  lo: number;
  r: number;
  t: string;
  c: string;
  ph: 'g' | 'u';
  d?: number;
  k?: string;
}

const DISTANCE_SCOPE = 'vagas-mais-proximas';

/** The distance cursor, signed by lambdas/base/table/cursor.ts behind its `d.` mark. */
export const encodeDistanceCursor = async (c: DistanceCursor) => `d.${await signCursor(c, DISTANCE_SCOPE)}`;

/** True when a cursor was issued by a distance page (the handler routes on it). */
export const isDistanceCursor = (cursor: string | undefined) => cursor?.startsWith('d.') ?? false;

export async function decodeDistanceCursor(cursor: string | undefined, expected: { r: number; t: string; c: string }): Promise<DistanceCursor | undefined> {
  if (cursor === undefined || cursor === '') return undefined;
  const bad = () => invalidInput(messages.invalidCursor, 'cursor');
  if (!cursor.startsWith('d.')) throw bad();
  const c = (await openCursor(cursor.slice(2), DISTANCE_SCOPE)) as DistanceCursor;
  const valid =
    typeof c === 'object' && c !== null && c.v === 1 &&
    isValidPoint({ latitude: c.la, longitude: c.lo }) &&
    (c.ph === 'g' ? Number.isFinite(c.d) && typeof c.k === 'string' : c.ph === 'u' && (c.k === undefined || typeof c.k === 'string'));
  if (!valid || c.r !== expected.r || c.t !== expected.t || c.c !== expected.c) throw bad();
  return c;
}
