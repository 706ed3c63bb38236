import { BatchWriteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { alertIndexEntries, MAX_ALERTS_PER_CAREGIVER, type Alert, type AlertIndexEntry } from '../alerts';
import { conflict, notFound } from '../../base/errors';
import { messages } from '../../base/messages';
import { activeCaregiverCheck, refusalOfInactive } from '../../caregivers/store';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { alertCounts, counterUpdates } from '../../base/counters/counters';
import { alertKey, ALL_ALERT_ITEMS, caregiverPartition, stateKey, UNSUBSCRIBE_REF, unsubscribeLinkKey, type Key } from './alert-keys';

// Matches and digests: ./alert-matches.ts and ./alert-digests.ts; the keys of all three: ./alert-keys.ts.

/**
 * The matching index: copies of each alert under the partitions a new opening looks itself up in (docs/decisions
 * 013-alerts-matching-and-digests). A geohash cell with the alert's type (or `*`), or "anywhere" with type and city.
 */
export function indexPartition(entry: AlertIndexEntry): string {
  return entry.kind === 'cell' ? `ALERTS#CELL#${entry.cell}#TIPO#${entry.tipo}` : `ALERTS#ANYWHERE#TIPO#${entry.tipo}#CIDADE#${entry.cidade}`;
}
const indexKeys = (alert: Alert): Key[] => [...new Set(alertIndexEntries(alert).map(indexPartition))].map((PK) => ({ PK, SK: `${alert.uid}#${alert.id}` }));

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
