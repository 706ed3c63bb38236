import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { DEFAULT_FAMILY_AVATAR, filterValue, type Opening, type OpeningFilters, type OpeningListItem } from '../domain/opening';
import { db, queryAll, tableName } from './client';
import { decodeCursor, encodeCursor } from './cursor';
import { getFamilies } from './families';

type Key = { PK: string; SK: string };

export const openingKey = (o: Pick<Opening, 'clientId' | 'createdAt' | 'id'>): Key => ({
  PK: `CLIENT#${o.clientId}`,
  SK: `OPENING#${o.createdAt}#${o.id}`,
});
/** GSI1 holds every opening under one partition, sorted by creation time: "all openings, newest first". */
const ALL_OPENINGS = 'OPENING';
const allOpeningsIndexKey = (o: Pick<Opening, 'createdAt' | 'id'>) => ({ GSI1PK: ALL_OPENINGS, GSI1SK: `${o.createdAt}#${o.id}` });
const ALL_PAGE_KEY_NAMES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/**
 * Filtered lists are partitions of copies ("adjacency" items): each opening is also written under one partition
 * per filter it can match (type, city, type+city), sorted newest first. A filtered page is then one Query
 * with no FilterExpression, so pages are full and still cost one Query + one BatchGet. See docs/decisions/008.
 */
function filterPartition(filters: OpeningFilters): string | undefined {
  const tipo = filters.tipoProfissional ? filterValue(filters.tipoProfissional) : '';
  const cidade = filters.cidade ? filterValue(filters.cidade) : '';
  if (tipo && cidade) return `OPENINGS#TIPO#${tipo}#CIDADE#${cidade}`;
  if (tipo) return `OPENINGS#TIPO#${tipo}`;
  if (cidade) return `OPENINGS#CIDADE#${cidade}`;
  return undefined;
}

function copyKeys(o: Opening): Key[] {
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
 */
export async function saveOpening(opening: Opening, previous?: Opening): Promise<void> {
  const fields = { entity: 'opening', ...opening };
  const newKeys = [openingKey(opening), ...copyKeys(opening)];
  const keep = new Set(newKeys.map(keyId));
  const stale = previous ? [openingKey(previous), ...copyKeys(previous)].filter((k) => !keep.has(keyId(k))) : [];
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...openingKey(opening), ...allOpeningsIndexKey(opening), ...fields } } },
        ...copyKeys(opening).map((k) => ({ Put: { TableName: tableName(), Item: { ...k, ...fields, entity: 'opening-copy' } } })),
        ...stale.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
      ],
    }),
  );
}

/** The openings stored for one family (all pages). */
export async function listFamilyOpenings(clientId: string): Promise<Opening[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':sk': 'OPENING#' },
  });
  return items.map(fromItem);
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
  const query = partition
    ? {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: startKey(options.cursor, ['PK', 'SK'], 'PK', partition),
      }
    : {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': ALL_OPENINGS },
        ExclusiveStartKey: startKey(options.cursor, ALL_PAGE_KEY_NAMES, 'GSI1PK', ALL_OPENINGS),
      };
  const out = await db().send(new QueryCommand({ TableName: tableName(), ScanIndexForward: false, Limit: options.limit, ...query }));
  const openings = (out.Items ?? []).map(fromItem);
  const families = openings.length ? await getFamilies(openings.map((o) => o.clientId)) : new Map();
  return {
    items: openings.map((o) => {
      const family = families.get(o.clientId);
      return { ...o, clientName: family?.name ?? null, avatar: family?.avatar || DEFAULT_FAMILY_AVATAR };
    }),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}

/** A cursor from another filter would make DynamoDB fail; refuse it as a bad cursor instead. */
function startKey(cursor: string | undefined, keyNames: readonly string[], partitionName: string, partition: string) {
  const key = decodeCursor(cursor, keyNames);
  if (key && key[partitionName] !== partition) throw invalidInput(messages.invalidCursor, 'cursor');
  return key;
}

function fromItem(item: Record<string, unknown>): Opening {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...rest } = item;
  return rest as unknown as Opening;
}
