import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertMatch } from '../alert-digest';
import { queryAll, queuePages, tableName, transactIfConditionsHold } from '../../base/table/client';
import { caregiverPartition, matchKey, PENDING, pendingIndexKey, stateKey, unlessConditionFails } from './alert-keys';

/**
 * Records a match once per caregiver and opening; false when it was already recorded (re-import, retry), or when
 * her alert state is gone (she unsubscribed, or her account is being deleted, since the alert was read): a match
 * written then would outlive her alerts.
 */
export async function recordMatch(match: AlertMatch): Promise<boolean> {
  return transactIfConditionsHold([
    {
      Put: {
        TableName: tableName(),
        Item: { ...matchKey(match), ...pendingIndexKey(match), entity: 'alert-match', status: 'pending', ...match },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { ConditionCheck: { TableName: tableName(), Key: stateKey(match.uid), ConditionExpression: 'attribute_exists(alertCount)' } },
  ]);
}

/** Caregivers with matches waiting for a digest, recorded before `before` (oldest first, at most `limit`). */
export async function listUidsWithPendingMatches(before: Date, limit: number): Promise<string[]> {
  const uids = new Set<string>();
  for await (const page of queuePages(PENDING, before, { fields: 'uid' })) {
    for (const item of page) if (uids.size < limit) uids.add(String(item.uid));
    if (uids.size >= limit) break;
  }
  return [...uids];
}

export async function listPendingMatches(uid: string): Promise<AlertMatch[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    FilterExpression: '#s = :pending',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':pk': caregiverPartition(uid), ':sk': 'ALERTMATCH#', ':pending': 'pending' },
    ConsistentRead: true,
  });
  return items.map(matchFromItem);
}

/** Matches that will never be sent (their alerts were removed): off the pending index, kept as "seen". */
export async function dropMatches(matches: AlertMatch[]): Promise<void> {
  for (const m of matches) {
    await unlessConditionFails(
      new UpdateCommand({
        TableName: tableName(),
        Key: matchKey(m),
        UpdateExpression: 'SET #s = :dropped REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':dropped': 'dropped' },
      }),
    );
  }
}

function matchFromItem(item: Record<string, unknown>): AlertMatch {
  const { PK: _pk, SK: _sk, GSI2PK: _g, GSI2SK: _gs, entity: _e, status: _s, sentAt: _sa, digestId: _d, ...rest } = item;
  return rest as unknown as AlertMatch;
}
