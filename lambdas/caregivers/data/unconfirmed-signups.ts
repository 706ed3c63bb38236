import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { counterUpdates, reachChangeCounts } from '../../base/counters/counters';
import { db, oldestInQueue, tableName, transactIfConditionsHold } from '../../base/table/client';
import { caregiverKey, emailClaimKey, phoneClaimKey, reachStateOfItem, UNCONFIRMED, versionAsRead } from './caregivers';

/**
 * Sign-ups whose e-mail is not confirmed yet: the expiry job's queue (the sparse GSI2 partition UNCONFIRMED, written
 * with the record by createCaregiverWithClaims) and what confirming takes them out of it.
 */

/** A sign-up still waiting for its e-mail to be confirmed, as the expiry job sees it. */
export interface UnconfirmedSignup {
  uid: string;
  phone: string;
  email: string;
}

/** Unconfirmed sign-ups made before `before`, oldest first. */
export async function listUnconfirmedSignups(before: Date, limit: number): Promise<UnconfirmedSignup[]> {
  const items = await oldestInQueue(UNCONFIRMED, before, limit);
  return items.map((i) => ({ uid: String(i.uid), phone: String(i.phone), email: String(i.email) }));
}

/**
 * The e-mail was confirmed: the record leaves the expiry queue, and it and its claims lose any TTL (sign-ups written
 * before decision 031 carry one), in one transaction with the reach counters (she can now receive notices). The record
 * is written only as read (its version, which this moves too, so a plan change or deletion request in between is read
 * again). Nothing to do for a record that is gone or was never pending; claims that are not hers are left alone.
 */
export async function markSignupConfirmed(uid: string): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid), ConsistentRead: true }));
    if (!Item || Item.GSI2PK !== UNCONFIRMED) return;
    const confirmed: Record<string, unknown> = { ...Item, GSI2PK: undefined, GSI2SK: undefined, expiresAt: undefined };
    const record = [
      {
        Update: {
          TableName: tableName(),
          Key: caregiverKey(uid),
          UpdateExpression: 'SET subscriptionVersion = if_not_exists(subscriptionVersion, :zero) + :one REMOVE GSI2PK, GSI2SK, expiresAt',
          ConditionExpression: `uid = :uid AND ${versionAsRead(Item)}`,
          ExpressionAttributeValues: { ':uid': uid, ':zero': 0, ':one': 1, ...(Item.subscriptionVersion === undefined ? {} : { ':seen': Item.subscriptionVersion }) },
        },
      },
      ...counterUpdates(reachChangeCounts(reachStateOfItem(Item), reachStateOfItem(confirmed))),
    ];
    const hers = { ConditionExpression: 'uid = :uid', ExpressionAttributeValues: { ':uid': uid } };
    const claims = [phoneClaimKey(String(Item.phone)), emailClaimKey(String(Item.email))].map((Key) => ({ Update: { TableName: tableName(), Key, UpdateExpression: 'REMOVE expiresAt', ...hers } }));
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [...record, ...claims] }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
      // The record moved on (or another transaction held an item): read it again.
      if (codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')) {
        if (attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
    // A claim that is not hers (or gone): the record with its counters, then each claim that is hers.
    if (!(await transactIfConditionsHold(record))) continue;
    for (const { Update } of claims) await db().send(new UpdateCommand(Update)).catch(ignoreConditionFailed);
    return;
  }
  throw new Error('the sign-up kept changing while being confirmed');
}

const MAX_ATTEMPTS = 5;

function ignoreConditionFailed(error: unknown): void {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
}
