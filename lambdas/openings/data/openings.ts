import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { conflict } from '../../base/errors';
import { importMessages } from '../import-messages';
import {
  DEFAULT_FAMILY_AVATAR, filterValue, openingForCaregiver, type Family, type Opening, type OpeningFilters, type OpeningListItem, type StoredOpening,
} from '../opening';
import { batchGetAll, db, queryAll, tableName, type TransactItem } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { familyKey, getFamilies } from './families';
import { roundKm } from '../distance-paging';
import { countedAsRead, geoIndexWrites } from './geo-index';
import type { OpeningRef } from './openings-by-distance';
import { counterUpdates, openingChangeCounts } from '../../base/counters/counters';
import { bairroOf } from '../opening-facts';

type Key = { PK: string; SK: string };

export const openingKey = (o: Pick<Opening, 'clientId' | 'createdAt' | 'id'>): Key => ({
  PK: `CLIENT#${o.clientId}`,
  SK: `OPENING#${o.createdAt}#${o.id}`,
});
/** GSI1 holds every opening under one partition, sorted by creation time: "all openings, newest first". */
export const ALL_OPENINGS = 'OPENING';
export const allOpeningsIndexKey = (o: Pick<Opening, 'createdAt' | 'id'>) => ({ GSI1PK: ALL_OPENINGS, GSI1SK: `${o.createdAt}#${o.id}` });
const ALL_PAGE_KEY_NAMES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/**
 * Filtered lists are partitions of copies ("adjacency" items): each opening is also written under one partition
 * per filter it can match (type, city, type+city), sorted newest first. A filtered page is then one Query
 * with no FilterExpression, so pages are full and still cost one Query + one BatchGet. See docs/decisions/008.
 */
export function filterPartition(filters: OpeningFilters): string | undefined {
  const tipo = filters.tipoProfissional ? filterValue(filters.tipoProfissional) : '';
  const cidade = filters.cidade ? filterValue(filters.cidade) : '';
  if (tipo && cidade) return `OPENINGS#TIPO#${tipo}#CIDADE#${cidade}`;
  if (tipo) return `OPENINGS#TIPO#${tipo}`;
  if (cidade) return `OPENINGS#CIDADE#${cidade}`;
  return undefined;
}

export function copyKeys(o: Opening): Key[] {
  const tipoProfissional = o.tipoProfissional?.trim() ? o.tipoProfissional : undefined;
  const cidade = o.enderecoCompleto?.cidade?.trim() ? o.enderecoCompleto.cidade : undefined;
  const combos: OpeningFilters[] = [{ tipoProfissional }, { cidade }, { tipoProfissional, cidade }];
  const partitions = combos.map(filterPartition).filter((p): p is string => p !== undefined);
  return [...new Set(partitions)].map((PK) => ({ PK, SK: `${o.createdAt}#${o.id}` }));
}

const keyId = (k: Key) => `${k.PK}\u0000${k.SK}`;

/**
 * Writes an opening and its filter copies in one transaction. `previous` is the stored version of the same
 * opening (same family and id), if any: its items that the new version no longer has (another date, type or
 * city) are deleted in the same transaction, so rewriting an opening never leaves a stale copy behind.
 * `alsoWrite` (the console's Registro line) goes in the same transaction.
 * Every write carries `writtenAt`, the time the opening was first written (its INSERT, the one stream event that
 * is matched against alerts; unlike `createdAt`, the posting date the file carries), kept by rewrites: the stream's
 * redrive finds the openings inserted in a failed window by it (`npm run job -- rematch-openings`).
 */
export async function saveOpening(opening: StoredOpening, previous?: StoredOpening, alsoWrite: readonly TransactItem[] = [], now = new Date()): Promise<void> {
  const writtenAt = (previous && (await firstWrittenAt(previous))) || now.toISOString();
  const geo = geoIndexWrites(opening, previous);
  const fields = { entity: 'opening', ...opening, geoCell: geo.geoCell, geoParts: geo.geoParts, writtenAt };
  const newKeys = [openingKey(opening), ...copyKeys(opening)];
  const keep = new Set(newKeys.map(keyId));
  const stale = previous ? [openingKey(previous), ...copyKeys(previous)].filter((k) => !keep.has(keyId(k))) : [];
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...openingKey(opening), ...allOpeningsIndexKey(opening), ...fields }, ...mainItemCondition(previous) } },
          ...copyKeys(opening).map((k) => ({ Put: { TableName: tableName(), Item: { ...k, ...fields, entity: 'opening-copy' } } })),
          ...stale.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
          ...geo.items,
          ...alsoWrite,
          ...counterUpdates(openingChangeCounts(previous, opening)),
        ],
      }),
    );
  } catch (error) {
    // Another writer changed (or created, or closed) this opening since `previous` was read.
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) {
      throw conflict(importMessages.openingChangedMeanwhile);
    }
    throw error;
  }
}

/**
 * A new opening must still be new (the overview counts it once); a rewrite, still open and as read where its counts
 * come from (`countedAsRead`), so that two rewrites of one read cannot both subtract it.
 */
function mainItemCondition(previous: StoredOpening | undefined) {
  if (!previous) return { ConditionExpression: 'attribute_not_exists(PK)' };
  const counted = countedAsRead(previous);
  return { ...counted, ConditionExpression: `attribute_not_exists(encerradaEm) AND ${counted.ConditionExpression}` };
}

/** When a stored opening was first written (undefined for one stored before `writtenAt` existed). */
async function firstWrittenAt(stored: StoredOpening): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: openingKey(stored), ProjectionExpression: 'writtenAt', ConsistentRead: true }));
  return out.Item?.writtenAt as string | undefined;
}

/** The openings stored for one family (all pages), as stored (place included). */
export async function listFamilyOpenings(clientId: string): Promise<StoredOpening[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':sk': 'OPENING#' },
  });
  return items.map(storedFromItem);
}

export interface OpeningsPage {
  items: OpeningListItem[];
  nextCursor: string | null;
}

/**
 * One page of openings, newest first, optionally filtered, joined with their families: one Query and one
 * BatchGet, whatever the page size or filter. The cursor is opaque to callers and tied to its filter.
 */
export async function listOpeningsPage(options: { limit: number; cursor?: string } & OpeningFilters): Promise<OpeningsPage> {
  const partition = filterPartition(options);
  const scope = cursorScope('vagas', { partition });
  const query = partition
    ? {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: await decodePartitionCursor(options.cursor, ['PK', 'SK'], partition, scope),
      }
    : {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': ALL_OPENINGS },
        ExclusiveStartKey: await decodePartitionCursor(options.cursor, ALL_PAGE_KEY_NAMES, ALL_OPENINGS, scope, 'GSI1PK'),
      };
  const out = await db().send(new QueryCommand({ TableName: tableName(), ScanIndexForward: false, Limit: options.limit, ...query }));
  const openings = (out.Items ?? []).map(fromItem);
  const families = openings.length ? await getFamilies(openings.map((o) => o.clientId)) : new Map<string, Family>();
  return { items: openings.map((o) => listItem(o, families)), nextCursor: await encodeCursor(out.LastEvaluatedKey, scope) };
}

function listItem(o: Opening, families: Map<string, Family>): OpeningListItem {
  const family = families.get(o.clientId);
  // The neighbourhood by the one placeholder rule (the file's bairro where the CEP lookup named none).
  return { ...openingForCaregiver(o), bairro: bairroOf(o), clientName: family?.name ?? null, avatar: family?.avatar || DEFAULT_FAMILY_AVATAR };
}

/**
 * The openings a distance page refers to, with their families, in the page's order: one BatchGet for both (a
 * page of 50 is 100 keys, BatchGet's limit), retrying only what DynamoDB leaves unprocessed.
 */
export async function getListItems(refs: OpeningRef[]): Promise<OpeningListItem[]> {
  if (refs.length === 0) return [];
  const familyIds = [...new Set(refs.map((r) => r.clientId))];
  const items = await batchGetAll([...refs.map(openingKey), ...familyIds.map(familyKey)]);
  const byKey = new Map(items.map((item) => [keyId({ PK: String(item.PK), SK: String(item.SK) }), item]));
  const families = new Map<string, Family>();
  for (const id of familyIds) {
    const item = byKey.get(keyId(familyKey(id)));
    if (item) families.set(id, { id, name: item.name as string | undefined, avatar: item.avatar as string | undefined });
  }
  // An opening rewritten between the index read and this one may be gone under its old key: skip it.
  return refs.flatMap((ref) => {
    const item = byKey.get(keyId(openingKey(ref)));
    if (!item) return [];
    const cityLevel = ref.distanceKm !== null && storedFromItem(item).localizacao?.precisao === 'municipio';
    return [{ ...listItem(fromItem(item), families), distanciaKm: ref.distanceKm === null ? null : roundKm(ref.distanceKm), ...(cityLevel ? { distanciaAteCentro: true } : {}) }];
  });
}

/** As stored, place included (for rewrites). */
export function storedFromItem(item: Record<string, unknown>): StoredOpening {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, writtenAt: _w, ...rest } = item;
  return rest as unknown as StoredOpening;
}

/** As listed: the place and index bookkeeping stay on the server (a family's coordinates are not published). */
function fromItem(item: Record<string, unknown>): Opening {
  const { localizacao: _l, geoCell: _g, geoParts: _p, ...rest } = storedFromItem(item);
  return rest;
}
