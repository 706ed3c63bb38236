import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../base/table/client';

// Keys: the only place that spells them.
/** One quarterly renewal's reminder, recorded before it is sent (names no one: the subscription and the period). */
export const renewalReminderKey = (subscriptionId: string, periodEnd: number) => ({ PK: `RENEWAL_REMINDER#${subscriptionId}#${periodEnd}`, SK: 'REMINDER' });
/** Kept past the renewal, then DynamoDB's TTL removes it. */
const KEEP_AFTER_RENEWAL_SECONDS = 30 * 24 * 3600;

/** Records the reminder; false when it was already recorded (sent, or being sent, by another run). */
export async function claimRenewalReminder(subscriptionId: string, periodEnd: number): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...renewalReminderKey(subscriptionId, periodEnd), entity: 'renewal-reminder', sentAt: Math.floor(Date.now() / 1000), expiresAt: periodEnd + KEEP_AFTER_RENEWAL_SECONDS },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function releaseRenewalReminder(subscriptionId: string, periodEnd: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: renewalReminderKey(subscriptionId, periodEnd) }));
}
