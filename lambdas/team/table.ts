import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AuditEntry } from '../../contract/team';
import { caregiverKey } from '../data/caregivers';
import { db, tableName } from '../data/client';
import { decodeCursor, encodeCursor } from '../data/cursor';

/**
 * The team console's own items. The Registro (audit log) is one partition, newest first by its sort key
 * `{ISO time}#{random}`: operators act a few hundred times a day at most, far below a partition's limits. Nothing
 * in the API updates or deletes these items.
 */
const AUDIT_PARTITION = 'AUDIT';
const auditKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => ({ PK: AUDIT_PARTITION, SK: `${entry.at}#${entry.id}` });
const AUDIT_KEY_NAMES = ['PK', 'SK'] as const;

/** The entry as one Put of the transaction that does the action itself: the action and its record happen together. */
function auditPut(entry: AuditEntry) {
  return { Put: { TableName: tableName(), Item: { ...auditKey(entry), entity: 'audit', ...entry }, ConditionExpression: 'attribute_not_exists(PK)' } };
}

function auditFromItem(item: Record<string, unknown>): AuditEntry {
  const { id, at, actorId, action, targetId } = item as unknown as AuditEntry;
  return { id, at, actorId, action, ...(targetId ? { targetId } : {}) };
}

export async function listAuditEntries(limit: number, cursor?: string): Promise<{ entries: AuditEntry[]; cursor: string | null }> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, AUDIT_KEY_NAMES),
    }),
  );
  return { entries: (out.Items ?? []).map(auditFromItem), cursor: encodeCursor(out.LastEvaluatedKey) };
}

/**
 * Sets her status and appends the audit entry in one transaction, only while her record is as the operator saw
 * it (`expectedStatus`) and no deletion was asked for; false when that no longer holds (nothing written).
 */
export async function setCaregiverStatusAudited(uid: string, expectedStatus: string, status: string, entry: AuditEntry): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: caregiverKey(uid),
              UpdateExpression: 'SET #s = :status',
              ConditionExpression: 'attribute_exists(PK) AND #s = :expected AND attribute_not_exists(deletionRequestedAt)',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':status': status, ':expected': expectedStatus },
            },
          },
          auditPut(entry),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
