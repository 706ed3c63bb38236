import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeletionJob, DeletionReceipt, DeletionStep } from '../deletion';
import { caregiverKey, reachStateOfItem } from '../../caregivers/store';
import { counterUpdates, reachChangeCounts } from '../../base/counters/counters';
import { db, oldestInQueue, queryAll, tableName } from '../../base/table/client';

// Keys: the only place that spells them.
/** A deletion under way; removed (in the same transaction that writes the receipt) when the last step is done. */
export const deletionJobKey = (uid: string) => ({ PK: `DELETION#${uid}`, SK: 'JOB' });
/** Sparse index of the jobs not finished yet, oldest first, for the job that resumes them. */
const PENDING = 'DELETION#PENDING';
const pendingIndexKey = (job: Pick<DeletionJob, 'requestedAt' | 'uid'>) => ({ GSI2PK: PENDING, GSI2SK: `${job.requestedAt}#${job.uid}` });
/** What is kept afterwards: keyed by the e-mail's hash only, one item per deletion of that e-mail. */
export const deletionReceiptKey = (emailHash: string, requestedAt: string) => ({ PK: `DELETION_RECEIPT#${emailHash}`, SK: `RECEIPT#${requestedAt}` });

/**
 * Records the deletion and marks the caregiver record in one transaction. The mark also bumps the record's
 * subscription version, so a Stripe webhook that read the record before the mark fails its own transaction and
 * reads again (then sees the mark and changes nothing). The job copies the record's Stripe ids, so the mark is
 * written only if the record is still as read (`seenVersion`, and the customer the job names): a checkout or
 * webhook that changed it in between makes this 'stale', and the caller reads again. 'already' when a deletion
 * is already recorded.
 */
export async function startDeletion(
  job: DeletionJob,
  seenVersion: number | undefined,
  alsoWrite: readonly Record<string, unknown>[] = [],
): Promise<'started' | 'already' | 'stale'> {
  const asRead = [
    job.stripeCustomerId === undefined ? 'attribute_not_exists(stripeCustomerId)' : 'stripeCustomerId = :customer',
    seenVersion === undefined ? 'attribute_not_exists(subscriptionVersion)' : 'subscriptionVersion = :seen',
  ];
  // She leaves the Avisos reach, as the version read counts her: a record that moved on since is read again ('stale').
  const { Item: record } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(job.uid), ConsistentRead: true }));
  if (record && record.subscriptionVersion !== seenVersion) return 'stale';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...deletionJobKey(job.uid), ...pendingIndexKey(job), entity: 'deletion-job', ...job },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: caregiverKey(job.uid),
              UpdateExpression: 'SET deletionRequestedAt = :at, subscriptionVersion = if_not_exists(subscriptionVersion, :zero) + :one',
              ConditionExpression: ['attribute_exists(PK)', ...asRead].join(' AND '),
              ExpressionAttributeValues: {
                ':at': job.requestedAt,
                ':zero': 0,
                ':one': 1,
                ...(job.stripeCustomerId === undefined ? {} : { ':customer': job.stripeCustomerId }),
                ...(seenVersion === undefined ? {} : { ':seen': seenVersion }),
              },
            },
          },
          // e.g. the team console's audit line of an operator-started deletion
          ...alsoWrite,
          ...(record ? counterUpdates(reachChangeCounts(reachStateOfItem(record), undefined)) : []),
        ],
      }),
    );
    return 'started';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
    if (codes[0] === 'ConditionalCheckFailed') return 'already';
    if (codes[1] === 'ConditionalCheckFailed') return 'stale';
    throw error;
  }
}

export async function getDeletionJob(uid: string): Promise<DeletionJob | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: deletionJobKey(uid), ConsistentRead: true }));
  return Item ? jobFromItem(Item) : undefined;
}

export async function markDeletionStepDone(uid: string, step: DeletionStep, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletionJobKey(uid),
      UpdateExpression: 'SET done.#step = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#step': step },
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/** What the deletion did to her plan (lambdas/subscriptions/subscription-at-deletion.ts), for the receipt e-mail. */
export async function recordSubscriptionAtDeletion(uid: string, outcome: NonNullable<DeletionJob['assinaturaNaExclusao']>): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletionJobKey(uid),
      UpdateExpression: 'SET assinaturaNaExclusao = :o',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':o': outcome },
    }),
  );
}

export async function recordDeletionFailure(uid: string, step: DeletionStep, reason: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletionJobKey(uid),
      UpdateExpression: 'SET attempts = attempts + :one, lastError = :e',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':e': `${step}: ${reason}`.slice(0, 500) },
    }),
  );
}

/** Deletions not finished and requested before `olderThan`, oldest first, at most `limit`. */
export async function listPendingDeletions(olderThan: Date, limit: number): Promise<DeletionJob[]> {
  return (await oldestInQueue(PENDING, olderThan, limit)).map(jobFromItem);
}

/**
 * Replaces the job (which names the caregiver) by the receipt (which does not), in one transaction. Finishing
 * an already finished deletion changes nothing.
 */
/** Turns the job into its receipt; true for the call that did it (false: another run had completed it). */
export async function completeDeletion(uid: string, receipt: DeletionReceipt): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: deletionJobKey(uid), ConditionExpression: 'attribute_exists(PK)' } },
          { Put: { TableName: tableName(), Item: { ...deletionReceiptKey(receipt.emailHash, receipt.requestedAt), entity: 'deletion-receipt', ...receipt } } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The receipts of every deletion of the account(s) that had this e-mail, oldest first. */
export async function findDeletionReceipts(emailHash: string): Promise<DeletionReceipt[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': deletionReceiptKey(emailHash, '').PK } });
  return items.map((item) => {
    const { emailHash: hash, requestedAt, completedAt, steps, requestedBy } = item as unknown as DeletionReceipt;
    return { emailHash: hash, requestedAt, completedAt, steps, ...(requestedBy ? { requestedBy } : {}) };
  });
}

function jobFromItem(item: Record<string, unknown>): DeletionJob {
  const { PK: _pk, SK: _sk, GSI2PK: _g, GSI2SK: _gs, entity: _e, ...rest } = item;
  const job = rest as unknown as DeletionJob;
  return { ...job, done: { ...(job.done ?? {}) } };
}
