import { counterUpdates, supportWaitingCounts } from '../../base/counters/counters';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { SUPPORT_MESSAGE_RETENTION_DAYS } from '../../../contract';
import { SUPPORT_MAX_DELIVERY_ATTEMPTS, type SupportRequest } from '../support';
import { db, oldestInQueue, queryAll, tableName } from '../../base/table/client';

/**
 * 'withdrawn': its sender deleted her account before it could be delivered (nobody left to answer).
 * 'failed': SES refused it SUPPORT_MAX_DELIVERY_ATTEMPTS times; it left the retry queue for the dead-letter list.
 */
export type SupportStatus = 'pending' | 'sent' | 'withdrawn' | 'failed';

export interface SupportMessage extends SupportRequest {
  id: string;
  /** ISO 8601 */
  createdAt: string;
  status: SupportStatus;
  attempts: number;
  sentAt?: string;
  /** When delivery was given up (status 'failed'). */
  failedAt?: string;
  /** The code of the last SES error (e.g. 'InvalidParameterValue'), never its message, which may quote addresses. */
  lastError?: string;
  /** Set when the sender's account was deleted: the text stays, her name, e-mail and phone do not. */
  anonymizedAt?: string;
  /** The team's console (Atendimento): absent while the message is new. */
  teamState?: 'respondida' | 'arquivada';
  /** The team's answer: its text (removed with her personal data), when, which operator, and whether it went out. */
  replyText?: string;
  replyAt?: string;
  replyBy?: string;
  replyStatus?: 'pending' | 'sent';
  /** How many replies the team stored on it (at most SUPPORT_REPLIES_PER_MESSAGE). */
  replyCount?: number;
}

export const supportMessageKey = (id: string) => ({ PK: `SUPPORT#${id}`, SK: 'MESSAGE' });
/**
 * Sparse index: only messages still waiting for delivery carry GSI2 keys, oldest first; a message given up on
 * moves to the dead-letter partition (same sort key), which the team's console lists.
 */
const PENDING = 'SUPPORT#PENDING';
const FAILED = 'SUPPORT#FAILED';
const pendingIndexKey = (m: Pick<SupportMessage, 'createdAt' | 'id'>) => ({ GSI2PK: PENDING, GSI2SK: `${m.createdAt}#${m.id}` });
/** DynamoDB's TTL attribute (epoch seconds): the message is removed SUPPORT_MESSAGE_RETENTION_DAYS after it was sent. */
export const supportExpiresAt = (createdAt: string) => Math.floor(Date.parse(createdAt) / 1000) + SUPPORT_MESSAGE_RETENTION_DAYS * 86_400;
/** Messages by sender e-mail (her data export and account deletion), newest first. */
const senderPartition = (email: string) => `SUPPORT#FROM#${email.trim().toLowerCase()}`;
const senderIndexKey = (m: Pick<SupportMessage, 'createdAt' | 'id' | 'email'>) => ({ GSI1PK: senderPartition(m.email), GSI1SK: `${m.createdAt}#${m.id}` });

export function newSupportMessage(request: SupportRequest, now: Date = new Date()): SupportMessage {
  return { ...request, id: randomUUID(), createdAt: now.toISOString(), status: 'pending', attempts: 0 };
}

/**
 * The team's inbox: one small item per message, newest first by its sort key, in one partition (a few messages a
 * day at Carey's volume). It holds the message's id and time only, never who sent it, and goes with the message
 * (same retention). GSI1 and GSI2 of the message itself are taken (sender; pending and dead-letter queues).
 */
export const SUPPORT_INBOX_PARTITION = 'SUPPORT_INBOX';
export const supportInboxKey = (m: Pick<SupportMessage, 'createdAt' | 'id'>) => ({ PK: SUPPORT_INBOX_PARTITION, SK: `${m.createdAt}#${m.id}` });

/** Stored (with its inbox entry, in one transaction) before any e-mail is sent, so a message is never lost to an SES failure. */
export async function putSupportMessage(message: SupportMessage): Promise<void> {
  const expiresAt = supportExpiresAt(message.createdAt);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...supportMessageKey(message.id), ...pendingIndexKey(message), ...senderIndexKey(message), entity: 'support-message', expiresAt, ...message },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: tableName(), Item: { ...supportInboxKey(message), entity: 'support-inbox', id: message.id, expiresAt }, ConditionExpression: 'attribute_not_exists(PK)' } },
        ...counterUpdates(supportWaitingCounts(1)),
      ],
    }),
  );
}

export async function getSupportMessage(id: string): Promise<SupportMessage | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: supportMessageKey(id), ConsistentRead: true }));
  return Item ? supportMessageFromItem(Item) : undefined;
}

export async function markSupportMessageSent(id: string, now: Date = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: supportMessageKey(id),
      UpdateExpression: 'SET #s = :sent, sentAt = :at, attempts = attempts + :one REMOVE GSI2PK, GSI2SK, lastError',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':at': now.toISOString(), ':one': 1 },
    }),
  );
}

/**
 * Counts a failed attempt and keeps the error's code. The attempt that reaches SUPPORT_MAX_DELIVERY_ATTEMPTS moves
 * the message out of the retry queue into the dead-letter list (status 'failed'), so the queue moves on. Returns
 * whether it was given up.
 */
export async function recordSupportFailure(id: string, errorCode: string, now: Date = new Date()): Promise<{ gaveUp: boolean }> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: supportMessageKey(id),
      UpdateExpression: 'SET attempts = attempts + :one, lastError = :e',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':e': errorCode.slice(0, 100) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (Attributes?.status !== 'pending' || Number(Attributes.attempts) < SUPPORT_MAX_DELIVERY_ATTEMPTS) return { gaveUp: false };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: supportMessageKey(id),
        UpdateExpression: 'SET #s = :failed, failedAt = :at, GSI2PK = :dead',
        ConditionExpression: '#s = :pending AND attempts >= :max',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':at': now.toISOString(), ':dead': FAILED, ':pending': 'pending', ':max': SUPPORT_MAX_DELIVERY_ATTEMPTS },
      }),
    );
  } catch (error) {
    // Sent, withdrawn or given up meanwhile: nothing left to do.
    if (error instanceof ConditionalCheckFailedException) return { gaveUp: false };
    throw error;
  }
  return { gaveUp: true };
}

/** Pending messages created before `olderThan` (oldest first), at most `limit`. */
export async function listPendingSupportMessages(olderThan: Date, limit: number): Promise<SupportMessage[]> {
  return (await oldestInQueue(PENDING, olderThan, limit)).map(supportMessageFromItem);
}

/** Messages given up on (the dead-letter list), oldest first, at most `limit`. */
export async function listFailedSupportMessages(limit: number): Promise<SupportMessage[]> {
  return (await oldestInQueue(FAILED, new Date('9999-12-31T23:59:59.999Z'), limit)).map(supportMessageFromItem);
}

/** Every message sent with this e-mail address, newest first. */
export async function listSupportMessagesFrom(email: string): Promise<SupportMessage[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': senderPartition(email) },
    ScanIndexForward: false,
  });
  return items.map(supportMessageFromItem);
}

/**
 * Keeps the text of a message and forgets who sent it (name, e-mail, phone, the delivery error, which may quote
 * the address, and the team's reply, which may greet her by name). A message still waiting for delivery is withdrawn: support could not answer it. Doing it
 * again changes nothing.
 */
export async function anonymizeSupportMessage(id: string, now: Date = new Date()): Promise<void> {
  const forget = 'REMOVE nome, email, whatsapp, lastError, replyText, GSI1PK, GSI1SK, GSI2PK, GSI2SK';
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: supportMessageKey(id),
        UpdateExpression: `SET anonymizedAt = :at, #s = :withdrawn ${forget}`,
        ConditionExpression: '#s = :pending',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':at': now.toISOString(), ':withdrawn': 'withdrawn', ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: supportMessageKey(id),
        UpdateExpression: `SET anonymizedAt = if_not_exists(anonymizedAt, :at) ${forget}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': now.toISOString() },
      }),
    );
  }
}

export function supportMessageFromItem(item: Record<string, unknown>): SupportMessage {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI2PK: _g, GSI2SK: _gs, entity: _e, expiresAt: _x, ...rest } = item;
  return rest as unknown as SupportMessage;
}
