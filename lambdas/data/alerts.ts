import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AlertMatch } from '../domain/alert-digest';
import { alertIndexEntries, MAX_ALERTS_PER_CAREGIVER, type Alert, type AlertIndexEntry } from '../domain/alerts';
import { conflict, notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { activeCaregiverCheck, refusalOfInactive } from './caregivers';
import { db, queryAll, tableName, transactIfConditionsHold } from './client';
import { alertCounts, counterUpdates } from '../team/counters';

type Key = { PK: string; SK: string };

/**
 * Everything about a caregiver's alerts lives in her partition under SK prefixes starting with ALERT, so one
 * Query finds it all (export, deletion): `ALERT#{id}` (the alert), `ALERTMATCH#{family}#{opening}` (one per
 * opening ever matched: the guard against e-mailing an opening twice) and `ALERTSTATE` (alert count, last digest,
 * the digest claim).
 */
const caregiverPartition = (uid: string) => `CAREGIVER#${uid}`;
const ALL_ALERT_ITEMS = 'ALERT';
export const alertKey = (uid: string, id: string): Key => ({ PK: caregiverPartition(uid), SK: `ALERT#${id}` });
const stateKey = (uid: string): Key => ({ PK: caregiverPartition(uid), SK: 'ALERTSTATE' });
const matchKey = (m: Pick<AlertMatch, 'uid' | 'clientId' | 'openingId'>): Key => ({ PK: caregiverPartition(m.uid), SK: `ALERTMATCH#${m.clientId}#${m.openingId}` });
/**
 * An unsubscribe link's id (by its hash) → her uid; her partition keeps a reference (`ALERTUNSUB#{hash}`), so
 * what removes her alert items finds and removes the links too. Both expire with the link (TTL `expiresAt`).
 */
const UNSUBSCRIBE_REF = 'ALERTUNSUB#';
const unsubscribeLinkKey = (hash: string): Key => ({ PK: `ALERTUNSUB#${hash}`, SK: 'LINK' });
const unsubscribeRefKey = (uid: string, hash: string): Key => ({ PK: caregiverPartition(uid), SK: `${UNSUBSCRIBE_REF}${hash}` });

/**
 * The matching index: copies of each alert under the partitions a new opening looks itself up in (docs/decisions
 * 013-alerts-matching-and-digests). A geohash cell with the alert's type (or `*`), or "anywhere" with type and city.
 */
export function indexPartition(entry: AlertIndexEntry): string {
  return entry.kind === 'cell' ? `ALERTS#CELL#${entry.cell}#TIPO#${entry.tipo}` : `ALERTS#ANYWHERE#TIPO#${entry.tipo}#CIDADE#${entry.cidade}`;
}
const indexKeys = (alert: Alert): Key[] => [...new Set(alertIndexEntries(alert).map(indexPartition))].map((PK) => ({ PK, SK: `${alert.uid}#${alert.id}` }));

/** Sparse index of matches not yet e-mailed, oldest first: the digest job reads only these. */
const PENDING = 'ALERTMATCH#PENDING';
const pendingIndexKey = (m: AlertMatch) => ({ GSI2PK: PENDING, GSI2SK: `${m.matchedAt}#${m.uid}#${m.clientId}#${m.openingId}` });

function alertFields(alert: Alert) {
  return {
    uid: alert.uid,
    id: alert.id,
    createdAt: alert.createdAt,
    ...(alert.tipoProfissional ? { tipoProfissional: alert.tipoProfissional } : {}),
    ...(alert.cidade ? { cidade: alert.cidade } : {}),
    ...(alert.raioKm !== undefined && alert.center ? { raioKm: alert.raioKm, center: alert.center } : {}),
  };
}

function alertFromItem(item: Record<string, unknown>): Alert {
  const { uid, id, createdAt, tipoProfissional, cidade, raioKm, center } = item as unknown as Alert;
  return { uid, id, createdAt, ...(tipoProfissional ? { tipoProfissional } : {}), ...(cidade ? { cidade } : {}), ...(raioKm !== undefined && center ? { raioKm, center } : {}) };
}

/** The items one alert is stored as: the alert in the caregiver's partition and its index copies. */
export function alertItems(alert: Alert): Record<string, unknown>[] {
  const keys = indexKeys(alert);
  return [
    { ...alertKey(alert.uid, alert.id), entity: 'alert', ...alertFields(alert), indexKeys: keys },
    ...keys.map((k) => ({ ...k, entity: 'alert-index', ...alertFields(alert) })),
  ];
}

/**
 * Saves an alert, its index copies and the caregiver's alert count in one transaction: the count can never pass
 * the maximum, even under concurrent requests. The same search saved again is the same alert (`created: false`).
 */
export async function saveAlert(alert: Alert): Promise<{ alert: Alert; created: boolean }> {
  const [item, ...copies] = alertItems(alert);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName: tableName(),
              Key: stateKey(alert.uid),
              UpdateExpression: 'SET entity = :e, alertCount = if_not_exists(alertCount, :zero) + :one',
              ConditionExpression: 'attribute_not_exists(alertCount) OR alertCount < :max',
              ExpressionAttributeValues: { ':e': 'alert-state', ':zero': 0, ':one': 1, ':max': MAX_ALERTS_PER_CAREGIVER },
            },
          },
          // An alert saved while her account is being deleted would outlive it: the account rule is part of the write.
          activeCaregiverCheck(alert.uid),
          ...copies.map((Item) => ({ Put: { TableName: tableName(), Item } })),
          ...counterUpdates(alertCounts(1)),
        ],
      }),
    );
    return { alert, created: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = (i: number) => error.CancellationReasons?.[i]?.Code === 'ConditionalCheckFailed';
      if (failed(2)) throw await refusalOfInactive(alert.uid);
      if (failed(0)) {
        const existing = await getAlert(alert.uid, alert.id);
        if (existing) return { alert: existing, created: false };
      }
      if (failed(1)) throw conflict(messages.alertLimit(MAX_ALERTS_PER_CAREGIVER));
    }
    throw error;
  }
}

export async function getAlert(uid: string, id: string): Promise<Alert | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertKey(uid, id), ConsistentRead: true }));
  return Item ? alertFromItem(Item) : undefined;
}

/** The caregiver's alerts, oldest first (export-friendly: plain records, no keys). */
export async function listAlerts(uid: string): Promise<Alert[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': caregiverPartition(uid), ':sk': 'ALERT#' },
    ConsistentRead: true,
  });
  return items.map(alertFromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Deletes one of the caller's alerts with its index copies; someone else's (or a missing one) is a 404. */
export async function deleteAlert(uid: string, id: string): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: alertKey(uid, id), ConsistentRead: true }));
  if (!Item) throw notFound(messages.alertNotFound);
  const keys = (Item.indexKeys as Key[] | undefined) ?? [];
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: alertKey(uid, id), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Update: {
              TableName: tableName(),
              Key: stateKey(uid),
              UpdateExpression: 'SET alertCount = alertCount - :one',
              ConditionExpression: 'alertCount > :zero',
              ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
            },
          },
          ...keys.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
          ...counterUpdates(alertCounts(-1)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') throw notFound(messages.alertNotFound);
    throw error;
  }
}

/**
 * Removes everything alerts keep about a caregiver: alerts, their index copies, matches, digest state and the
 * unsubscribe links of her e-mails (account deletion). One-click unsubscribe keeps the links
 * (`keepUnsubscribeLinks`), so clicking the same link again still says "done". Idempotent. Returns how many
 * alerts there were.
 */
export async function deleteAllAlertsOf(uid: string, options: { keepUnsubscribeLinks?: boolean } = {}): Promise<{ alerts: number }> {
  const isLinkRef = (i: Record<string, unknown>) => String(i.SK).startsWith(UNSUBSCRIBE_REF);
  let alertsDeleted = 0;
  // Writers racing this (a match, a digest's link) need her alert state, which goes last (SK order): a pass after
  // it finds whatever they wrote before it went, and then nothing more can be written.
  for (let pass = 0; pass < 5; pass++) {
    const all = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': caregiverPartition(uid), ':sk': ALL_ALERT_ITEMS },
      ConsistentRead: true,
    });
    const items = options.keepUnsubscribeLinks ? all.filter((i) => !isLinkRef(i)) : all;
    if (!items.length) return { alerts: alertsDeleted };
    const alerts = items.filter((i) => String(i.SK).startsWith('ALERT#'));
    const links = items.filter(isLinkRef).map((i) => unsubscribeLinkKey(String(i.SK).slice(UNSUBSCRIBE_REF.length)));
    // Index copies and links first: were this to stop half-way, nothing would outlive the item that finds it.
    await batchDelete([...alerts.flatMap((a) => (a.indexKeys as Key[] | undefined) ?? []), ...links]);
    // Each alert with its count in the overview (one small transaction each: a caregiver has a handful).
    for (const alert of alerts) await transactIfConditionsHold([{ Delete: { TableName: tableName(), Key: { PK: alert.PK, SK: alert.SK }, ConditionExpression: 'attribute_exists(PK)' } }, ...counterUpdates(alertCounts(-1))]);
    await batchDelete(items.filter((i) => !String(i.SK).startsWith('ALERT#')).map((i) => ({ PK: String(i.PK), SK: String(i.SK) })));
    alertsDeleted += alerts.length;
  }
  throw new Error('alert items kept appearing while they were being removed');
}

async function batchDelete(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests: Record<string, unknown>[] = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length && attempt < 5; attempt++) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }
    if (requests.length) throw new Error('alert items left undeleted after retries');
  }
}

/** The alerts filed under these index entries (one Query per entry, never a scan). */
export async function findAlertsIndexedUnder(entries: AlertIndexEntry[]): Promise<Alert[]> {
  const found = new Map<string, Alert>();
  for (const PK of new Set(entries.map(indexPartition))) {
    for (const item of await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK } })) {
      const alert = alertFromItem(item);
      found.set(`${alert.uid}#${alert.id}`, alert);
    }
  }
  return [...found.values()];
}

/**
 * Records a match once per caregiver and opening; false when it was already recorded (re-import, retry), or when
 * her alert state is gone (she unsubscribed, or her account is being deleted, since the alert was read): a match
 * written then would outlive her alerts.
 */
export async function recordMatch(match: AlertMatch): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...matchKey(match), ...pendingIndexKey(match), entity: 'alert-match', status: 'pending', ...match },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { ConditionCheck: { TableName: tableName(), Key: stateKey(match.uid), ConditionExpression: 'attribute_exists(alertCount)' } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** Caregivers with matches waiting for a digest, recorded before `before` (oldest first, at most `limit`). */
export async function listUidsWithPendingMatches(before: Date, limit: number): Promise<string[]> {
  const uids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
        ExpressionAttributeValues: { ':pk': PENDING, ':before': before.toISOString() },
        ProjectionExpression: 'uid',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) if (uids.size < limit) uids.add(String(item.uid));
    startKey = out.LastEvaluatedKey;
  } while (startKey && uids.size < limit);
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

export interface DigestState {
  alertCount: number;
  /** ISO 8601 */
  lastDigestAt?: string;
}

export async function getDigestState(uid: string): Promise<DigestState> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: stateKey(uid), ConsistentRead: true }));
  return { alertCount: Number(Item?.alertCount ?? 0), ...(Item?.lastDigestAt ? { lastDigestAt: String(Item.lastDigestAt) } : {}) };
}

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
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
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
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
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

/** Sends a conditional write; false (not an error) when its condition does not hold. */
async function unlessConditionFails(command: PutCommand | UpdateCommand): Promise<boolean> {
  try {
    await db().send(command as UpdateCommand);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

function matchFromItem(item: Record<string, unknown>): AlertMatch {
  const { PK: _pk, SK: _sk, GSI2PK: _g, GSI2SK: _gs, entity: _e, status: _s, sentAt: _sa, digestId: _d, ...rest } = item;
  return rest as unknown as AlertMatch;
}
