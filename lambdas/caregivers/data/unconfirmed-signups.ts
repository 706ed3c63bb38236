import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, oldestInQueue, tableName } from '../../base/table/client';
import { caregiverKey, emailClaimKey, phoneClaimKey, UNCONFIRMED } from './caregivers';

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
 * before decision 031 carry one), in one transaction. Nothing to do for a record that is gone or was never pending; claims that are not hers are left alone.
 */
export async function markSignupConfirmed(uid: string): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid), ConsistentRead: true }));
  if (!Item || Item.GSI2PK !== UNCONFIRMED) return;
  const hers = { ConditionExpression: 'uid = :uid', ExpressionAttributeValues: { ':uid': uid } };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'REMOVE GSI2PK, GSI2SK, expiresAt', ...hers } },
          { Update: { TableName: tableName(), Key: phoneClaimKey(String(Item.phone)), UpdateExpression: 'REMOVE expiresAt', ...hers } },
          { Update: { TableName: tableName(), Key: emailClaimKey(String(Item.email)), UpdateExpression: 'REMOVE expiresAt', ...hers } },
        ],
      }),
    );
  } catch (error) {
    // A claim that is not hers (or gone): keep what can be kept, one item at a time.
    if (!(error instanceof TransactionCanceledException)) throw error;
    await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'REMOVE GSI2PK, GSI2SK, expiresAt', ...hers })).catch(ignoreConditionFailed);
    for (const Key of [phoneClaimKey(String(Item.phone)), emailClaimKey(String(Item.email))]) {
      await db().send(new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'REMOVE expiresAt', ...hers })).catch(ignoreConditionFailed);
    }
  }
}

function ignoreConditionFailed(error: unknown): void {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
}
