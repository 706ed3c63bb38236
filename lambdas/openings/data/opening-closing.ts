import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Opening, StoredOpening } from '../opening';
import { batchGetAll, db, tableName, transactIfConditionsHold, type TransactItem } from '../../base/table/client';
import { ALL_OPENINGS, copyKeys, listFamilyOpenings, openingKey, storedFromItem } from './openings';
import { countedAsRead, geoIndexRemoval } from './geo-index';
import { counterUpdates, openingChangeCounts } from '../../base/counters/counters';

/** GSI1's partition of closed openings, newest first: the console's 'Encerradas'. */
export const CLOSED_OPENINGS = 'OPENING#ENCERRADA';

/** One stored opening by its family and id (a family has a handful of openings: one Query of its partition). */
export async function findStoredOpening(clientId: string, id: string): Promise<StoredOpening | undefined> {
  return (await listFamilyOpenings(clientId)).find((o) => o.id === id);
}

/**
 * Closes an opening in ONE transaction: its main item moves from the newest-first list to the closed openings
 * (GSI1 partition CLOSED_OPENINGS) and gets `encerradaEm`,
 * its filter copies and its nearest-first index item go, its counts are decremented, and `alsoWrite` (the audit
 * line) is written. Only while it is still open and still as read: false when that no longer holds, with nothing
 * written (docs/decisions/019-closing-openings.md).
 */
export function closeStoredOpening(stored: StoredOpening, closedAt: string, alsoWrite: readonly TransactItem[]): Promise<boolean> {
  const asRead = countedAsRead(stored);
  return transactIfConditionsHold([
    {
      Update: {
        TableName: tableName(),
        Key: openingKey(stored),
        // Out of the newest-first list, into the closed openings' partition of the same index (the console lists them).
        UpdateExpression: 'SET encerradaEm = :at, GSI1PK = :closed',
        // Still as read where its counts come from (`countedAsRead`): a rewrite meanwhile changed what to subtract.
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(encerradaEm) AND ${asRead.ConditionExpression}`,
        ExpressionAttributeNames: asRead.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...asRead.ExpressionAttributeValues, ':at': closedAt, ':closed': CLOSED_OPENINGS },
      },
    },
    ...copyKeys(stored).map((Key) => ({ Delete: { TableName: tableName(), Key } })),
    ...geoIndexRemoval(stored),
    ...alsoWrite,
    ...counterUpdates(openingChangeCounts(stored, { ...stored, encerradaEm: closedAt })),
  ]);
}

/** Whether an opening is still open right now (a strongly consistent read of its main item). */
export async function isOpeningOpen(o: Pick<Opening, 'clientId' | 'createdAt' | 'id'>): Promise<boolean> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: openingKey(o), ConsistentRead: true, ProjectionExpression: 'PK, encerradaEm' }));
  return out.Item !== undefined && out.Item.encerradaEm === undefined;
}

/**
 * The open openings created before `cutoff`, oldest first, at most `limit`: one Query of the newest-first index
 * (GSI1 partition OPENING), which holds only open openings (closing moves them to CLOSED_OPENINGS).
 */
export async function listOpenOpeningsCreatedBefore(cutoff: Date, limit: number): Promise<StoredOpening[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :cutoff',
      ExpressionAttributeValues: { ':pk': ALL_OPENINGS, ':cutoff': cutoff.toISOString() },
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(storedFromItem);
}

/** The key `openOpenings` answers with: `{clientId}#{id}`. */
export const openingRefId = (o: Pick<Opening, 'clientId' | 'id'>) => `${o.clientId}#${o.id}`;

/**
 * Which of these openings are still open right now (BatchGets of their main items): stored, not closed, and not
 * older than `closeAfterDays` days at `now` (expired, even if the job that closes it has not run yet).
 */
export async function openOpenings(refs: Pick<Opening, 'clientId' | 'createdAt' | 'id'>[], now: Date, closeAfterDays: number): Promise<Set<string>> {
  const cutoff = now.getTime() - closeAfterDays * 86_400_000;
  const unique = [...new Map(refs.map((r) => [openingRefId(r), r])).values()];
  const items = await batchGetAll(unique.map(openingKey));
  return new Set(
    items
      .filter((item) => item.encerradaEm === undefined && Date.parse(String(item.createdAt)) >= cutoff)
      .map((item) => openingRefId({ clientId: String(item.clientId), id: String(item.id) })),
  );
}
