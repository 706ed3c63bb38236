import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_PUSH_DEVICES, type PushSubscriptionRequest } from '../../../contract';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { activeCaregiverCheck, caregiverKey, getCaregiver, refusalOfInactive } from '../../caregivers/store';

/**
 * Her devices' push subscriptions, in her partition (so her export and her deletion find them): `PUSHSUB#{hash of
 * the endpoint}` each, and `PUSHDEVICES` counting them, which the transaction that adds one keeps at most
 * MAX_PUSH_DEVICES (two devices subscribing at once cannot both be the 10th).
 */
export interface StoredPushSubscription extends PushSubscriptionRequest {
  uid: string;
  /** ISO 8601: when this device subscribed (first time). */
  createdAt: string;
}

/** Her partition, as the caregivers' slice keys it: her export and her deletion find what is here. */
const partition = (uid: string) => caregiverKey(uid).PK;
/** A device by the hash of its endpoint (what a dead letter keeps instead of the endpoint). */
export const deviceRef = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 40);
const subscriptionKey = (uid: string, endpoint: string) => ({ PK: partition(uid), SK: `PUSHSUB#${deviceRef(endpoint)}` });
const countKey = (uid: string) => ({ PK: partition(uid), SK: 'PUSHDEVICES' });
/** GSI2, sparse: who holds a device, by its endpoint's hash (GSI2SK: her uid). A phone shared by two caregivers has one holder. */
const holdersKey = (endpoint: string) => ({ GSI2PK: `PUSHENDPOINT#${deviceRef(endpoint)}` });
/** Every push item of hers starts so: subscriptions, their count, the daily counters, what is held overnight, dead letters. */
export const PUSH_ITEMS_PREFIX = 'PUSH';

/**
 * 'added', 'updated' (this endpoint was hers already: its keys are refreshed) or 'full' (MAX_PUSH_DEVICES already).
 * Only while her account is active: a device saved as her deletion runs would outlive it, so that is refused.
 */
export async function addSubscription(uid: string, subscription: PushSubscriptionRequest, now: Date): Promise<'added' | 'updated' | 'full'> {
  const key = subscriptionKey(uid, subscription.endpoint);
  const item = { ...key, ...holdersKey(subscription.endpoint), GSI2SK: uid, entity: 'push-subscription', uid, endpoint: subscription.endpoint, keys: subscription.keys, createdAt: now.toISOString() };
  const added = await transactIfConditionsHold([
    activeCaregiverCheck(uid),
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName(),
        Key: countKey(uid),
        UpdateExpression: 'ADD devices :one',
        ConditionExpression: 'attribute_not_exists(devices) OR devices < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_PUSH_DEVICES },
      },
    },
  ]);
  if (added) return 'added';
  const caregiver = await getCaregiver(uid);
  if (!caregiver || caregiver.deletionRequestedAt) throw await refusalOfInactive(uid);
  const existing = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!existing.Item) return 'full';
  await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #k = :k', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeNames: { '#k': 'keys' }, ExpressionAttributeValues: { ':k': subscription.keys } }));
  return 'updated';
}

/** The other caregivers holding this device (a phone shared, the first never pressed 'Sair'): GSI2, eventually consistent. */
export async function otherHoldersOf(uid: string, endpoint: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': holdersKey(endpoint).GSI2PK },
    // the sort key only: all the function's IAM lets it read of GSI2 ('push-holders')
    ProjectionExpression: 'GSI2SK',
    Select: 'SPECIFIC_ATTRIBUTES',
  });
  return [...new Set(items.map((i) => String(i.GSI2SK)))].filter((holder) => holder !== uid);
}

/** Removes one device (the count goes down with it); nothing when it is not hers. */
export async function removeSubscription(uid: string, endpoint: string): Promise<boolean> {
  return transactIfConditionsHold([
    { Delete: { TableName: tableName(), Key: subscriptionKey(uid, endpoint), ConditionExpression: 'attribute_exists(PK)' } },
    { Update: { TableName: tableName(), Key: countKey(uid), UpdateExpression: 'ADD devices :minus', ExpressionAttributeValues: { ':minus': -1 } } },
  ]);
}

const stored = (uid: string, i: Record<string, unknown>): StoredPushSubscription => ({ uid, endpoint: String(i.endpoint), keys: i.keys as StoredPushSubscription['keys'], createdAt: String(i.createdAt) });

/** Her device by its `deviceRef`, while she still has it. */
export async function findSubscription(uid: string, ref: string): Promise<StoredPushSubscription | undefined> {
  const { Item: i } = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: partition(uid), SK: `PUSHSUB#${ref}` }, ConsistentRead: true }));
  return i ? stored(uid, i) : undefined;
}

export async function listSubscriptions(uid: string): Promise<StoredPushSubscription[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': partition(uid), ':sk': 'PUSHSUB#' },
    ConsistentRead: true,
  });
  return items.map((i) => stored(uid, i));
}

/** Account deletion: every push item of hers (subscriptions, their count, daily counters, what is held, dead letters); idempotent. */
export async function deleteAllPushItemsOf(uid: string): Promise<number> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': partition(uid), ':sk': PUSH_ITEMS_PREFIX },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  for (const { PK, SK } of items) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK, SK } }));
  return items.length;
}
