import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { AlertMatch } from '../alert-digest';
import { db, tableName, transactIfConditionsHold } from '../../base/table/client';
import { matchKey, stateKey, unlessConditionFails, unsubscribeLinkKey, unsubscribeRefKey } from './alert-keys';

/** A match as a digest names it (the caregiver is the digest's). */
export type MatchRef = Pick<AlertMatch, 'clientId' | 'openingId'>;

/**
 * A digest about to be handed to SES, recorded before the send (docs/decisions/013): if no SES message id
 * follows, a later run cannot know whether SES accepted it, and takes it as sent.
 */
export interface DigestIntent {
  digestId: string;
  /** ISO 8601: when the send was attempted (becomes the digest time). */
  at: string;
  matches: MatchRef[];
}

/**
 * Takes the right to send this caregiver's digest: only when the last digest is older than `notSentSince` and no
 * other run holds an unexpired claim. Two job runs (or a retried one) can never both send. Returns undefined when
 * not taken, else the intent an earlier run left without an SES message id (if any).
 */
export async function claimDigest(uid: string, claimId: string, now: Date, notSentSince: Date, leaseMs: number): Promise<{ unfinished?: DigestIntent } | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stateKey(uid),
        UpdateExpression: 'SET claimId = :claim, claimUntil = :until',
        // Only an existing state (saving an alert creates it): a claim never writes back a state her deletion removed.
        ConditionExpression:
          'attribute_exists(alertCount) AND (attribute_not_exists(lastDigestAt) OR lastDigestAt <= :since) AND (attribute_not_exists(claimUntil) OR claimUntil < :now)',
        ExpressionAttributeValues: {
          ':claim': claimId,
          ':until': new Date(now.getTime() + leaseMs).toISOString(),
          ':since': notSentSince.toISOString(),
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const intent = out.Attributes?.digestIntent as DigestIntent | undefined;
    return intent ? { unfinished: intent } : {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Records the digest about to be sent, and its unsubscribe link (by the id's hash, until `expiresAt`, epoch
 * seconds), while the claim is still this run's; false if it is not any more.
 */
export async function recordDigestIntent(uid: string, claimId: string, intent: DigestIntent, link: { hash: string; expiresAt: number }): Promise<boolean> {
  // Only the claim has a condition: the puts are unconditional.
  return transactIfConditionsHold([
    {
      Update: {
        TableName: tableName(),
        Key: stateKey(uid),
        UpdateExpression: 'SET digestIntent = :intent',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeValues: { ':intent': intent, ':claim': claimId },
      },
    },
    { Put: { TableName: tableName(), Item: { ...unsubscribeLinkKey(link.hash), entity: 'alert-unsubscribe-link', uid, expiresAt: link.expiresAt } } },
    { Put: { TableName: tableName(), Item: { ...unsubscribeRefKey(uid, link.hash), entity: 'alert-unsubscribe-ref', expiresAt: link.expiresAt } } },
  ]);
}

/** Whose alerts an unsubscribe link's id removes, and until when (epoch seconds); undefined for an unknown id. */
export async function findUnsubscribeLink(hash: string): Promise<{ uid: string; expiresAt: number } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: unsubscribeLinkKey(hash), ConsistentRead: true }));
  return Item ? { uid: String(Item.uid), expiresAt: Number(Item.expiresAt) } : undefined;
}

/** Gives the claim back without sending (SES refused it, or nothing was left to send); the intent goes with it. */
export async function releaseDigest(uid: string, claimId: string): Promise<void> {
  await unlessConditionFails(
    new UpdateCommand({
      TableName: tableName(),
      Key: stateKey(uid),
      UpdateExpression: 'REMOVE claimId, claimUntil, digestIntent',
      ConditionExpression: 'claimId = :claim',
      ExpressionAttributeValues: { ':claim': claimId },
    }),
  );
}

/**
 * After SES accepted the digest (`messageId`), or when an earlier run's intent is taken as sent (no `messageId`):
 * the digest's time, id and SES message id, and every match it covered marked sent, in one transaction.
 */
export async function completeDigest(uid: string, claimId: string, sent: MatchRef[], at: Date, digest: { digestId: string; messageId?: string }): Promise<void> {
  const confirmed = digest.messageId !== undefined;
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: stateKey(uid),
            UpdateExpression: 'SET lastDigestAt = :at, lastDigest = :digest REMOVE claimId, claimUntil, digestIntent',
            ConditionExpression: 'claimId = :claim',
            ExpressionAttributeValues: { ':at': at.toISOString(), ':claim': claimId, ':digest': { digestId: digest.digestId, messageId: digest.messageId ?? null } },
          },
        },
        ...sent.map((m) => ({
          Update: {
            TableName: tableName(),
            Key: matchKey({ uid, ...m }),
            UpdateExpression: 'SET #s = :sent, sentAt = :at, digestId = :id REMOVE GSI2PK, GSI2SK',
            // Only a match still there: the caregiver may have unsubscribed meanwhile (no item is written back).
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':sent': confirmed ? 'sent' : 'sent-unconfirmed', ':at': at.toISOString(), ':id': digest.digestId },
          },
        })),
      ],
    }),
  );
}
