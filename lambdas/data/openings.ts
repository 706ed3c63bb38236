import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_FAMILY_AVATAR, type Opening, type OpeningListItem } from '../domain/opening';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor } from './cursor';
import { getFamilies } from './families';

export const openingKey = (o: Pick<Opening, 'clientId' | 'createdAt' | 'id'>) => ({
  PK: `CLIENT#${o.clientId}`,
  SK: `OPENING#${o.createdAt}#${o.id}`,
});
/** GSI1 holds every opening under one partition, sorted by creation time: "all openings, newest first". */
const allOpeningsIndexKey = (o: Pick<Opening, 'createdAt' | 'id'>) => ({ GSI1PK: 'OPENING', GSI1SK: `${o.createdAt}#${o.id}` });
const PAGE_KEY_NAMES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

export async function putOpening(opening: Opening): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...openingKey(opening), ...allOpeningsIndexKey(opening), entity: 'opening', ...opening },
    }),
  );
}

export interface OpeningsPage {
  items: OpeningListItem[];
  nextCursor: string | null;
}

/**
 * One page of openings, newest first, joined with their families: one Query and one BatchGet, whatever the
 * page size. The cursor is opaque to callers.
 */
export async function listOpeningsPage(options: { limit: number; cursor?: string }): Promise<OpeningsPage> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'OPENING' },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, PAGE_KEY_NAMES),
    }),
  );
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

function fromItem(item: Record<string, unknown>): Opening {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...rest } = item;
  return rest as unknown as Opening;
}
