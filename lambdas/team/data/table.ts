import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../contract/team';
import { caregiverKey } from '../../caregivers/store';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { decodePartitionCursor, encodeCursor } from '../../base/table/cursor';

/**
 * The team console's own items. The Registro (audit log) is one partition, newest first by its sort key
 * `{ISO time}#{random}`: operators act a few hundred times a day at most, far below a partition's limits. Nothing
 * in the API updates or deletes these items.
 */
const AUDIT_PARTITION = 'AUDIT';
const auditKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => ({ PK: AUDIT_PARTITION, SK: `${entry.at}#${entry.id}` });
const AUDIT_KEY_NAMES = ['PK', 'SK'] as const;
/** The entries about one caregiver (GSI1), so her account deletion can take her id out of them. */
const targetPartition = (uid: string) => `AUDIT#TARGET#${uid}`;
const targetIndexKey = (entry: AuditEntry) => (entry.targetId ? { GSI1PK: targetPartition(entry.targetId), GSI1SK: `${entry.at}#${entry.id}` } : {});

/** The entry as one Put of the transaction that does the action itself: the action and its record happen together. */
export function auditPut(entry: AuditEntry) {
  return { Put: { TableName: tableName(), Item: { ...auditKey(entry), ...targetIndexKey(entry), entity: 'audit', ...entry }, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Appends one entry on its own (for an action that is not one transaction, such as a file of openings). */
export async function appendAudit(entry: AuditEntry): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [auditPut(entry)] }));
}

function auditFromItem(item: Record<string, unknown>): AuditEntry {
  const { id, at, actorId, action, targetId, targetDeleted, changedFields } = item as unknown as AuditEntry;
  return { id, at, actorId, action, ...(targetId ? { targetId } : {}), ...(targetDeleted ? { targetDeleted } : {}), ...(changedFields ? { changedFields } : {}) };
}

export async function listAuditEntries(limit: number, cursor?: string): Promise<{ entries: AuditEntry[]; cursor: string | null }> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodePartitionCursor(cursor, AUDIT_KEY_NAMES, AUDIT_PARTITION),
    }),
  );
  return { entries: (out.Items ?? []).map(auditFromItem), cursor: encodeCursor(out.LastEvaluatedKey) };
}

/**
 * Sets her status and appends the audit entry in one transaction, only while her record is as the operator saw
 * it (`expectedStatus`) and no deletion was asked for; false when that no longer holds (nothing written).
 */
export function setCaregiverStatusAudited(uid: string, expectedStatus: string, status: string, entry: AuditEntry): Promise<boolean> {
  return updateCaregiverAudited(uid, { set: 'SET #f = :value', field: 'status', value: status, expected: expectedStatus }, entry);
}

/** Records that her sign-in is blocked (or not) with the audit entry, in one transaction; false as above. */
export function setCaregiverBlockedAudited(uid: string, blocked: boolean, entry: AuditEntry): Promise<boolean> {
  return updateCaregiverAudited(uid, { set: 'SET #f = :value', field: 'signInBlocked', value: blocked }, entry);
}

async function updateCaregiverAudited(uid: string, change: { set: string; field: string; value: unknown; expected?: unknown }, entry: AuditEntry): Promise<boolean> {
  const expected = change.expected === undefined ? '' : ' AND #f = :expected';
  return transactIfConditionsHold([
    {
      Update: {
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: change.set,
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(deletionRequestedAt)${expected}`,
        ExpressionAttributeNames: { '#f': change.field },
        ExpressionAttributeValues: { ':value': change.value, ...(change.expected === undefined ? {} : { ':expected': change.expected }) },
      },
    },
    auditPut(entry),
  ]);
}

/** The Registro's lines about one record (its `targetId`), oldest first: an opening's history. */
export async function listAuditEntriesAbout(targetId: string): Promise<AuditEntry[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': targetPartition(targetId) } });
  return items.map(auditFromItem);
}

/**
 * Account deletion (LGPD): every entry about her keeps its action, time and operator and loses her id. Doing it
 * again finds nothing left to change.
 */
export async function anonymizeAuditEntriesAbout(uid: string): Promise<number> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': targetPartition(uid) } });
  for (const item of items) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET targetDeleted = :yes REMOVE targetId, GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  }
  return items.length;
}
