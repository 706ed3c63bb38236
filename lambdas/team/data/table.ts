import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../contract/team';
import { caregiverKey } from '../../caregivers/store';
import { db, tableName, transactIfConditionsHold } from '../../base/table/client';
import { auditExpiry } from '../audit';
import { searchIndexKeyOf, targetIndexKeyOf, targetPartition } from '../../base/registro/anonymise';

/**
 * The team console's own items. The Registro (audit log) is one partition, newest first by its sort key
 * `{ISO time}#{random}`: operators act a few hundred times a day at most, far below a partition's limits. Nothing
 * in the API updates or deletes these items, and IAM denies it to every function but the account deletion's
 * anonymiser (lambdas/base/registro/anonymise.ts, infra/cdk/audit-deny.ts). Each line carries `expiresAt`: five years, then TTL removes it.
 */
export const AUDIT_PARTITION = 'AUDIT';
export const auditKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => ({ PK: AUDIT_PARTITION, SK: `${entry.at}#${entry.id}` });
/** The entries about one caregiver (GSI1), so her account deletion can take her id out of them (lambdas/base/registro). */
export { targetIndexKeyOf, targetPartition };
const targetIndexKey = (entry: AuditEntry) => (entry.targetId ? targetIndexKeyOf(entry.targetId, `${entry.at}#${entry.id}`) : {});
/** A caregiver search's line keeps the text typed ('busca'): her deletion reads every such line for her name (base/registro). */
const searchIndexKey = (entry: AuditEntry) => (entry.action === 'cuidadoras-buscadas' ? searchIndexKeyOf(`${entry.at}#${entry.id}`) : {});

/** The entry as one Put of the transaction that does the action itself: the action and its record happen together. */
export function auditPut(entry: AuditEntry) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...auditKey(entry), ...targetIndexKey(entry), ...searchIndexKey(entry), entity: 'audit', ...entry, expiresAt: auditExpiry(entry.at) },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Appends one entry on its own (a read of personal data, recorded as it is answered). */
export async function appendAudit(entry: AuditEntry): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [auditPut(entry)] }));
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
