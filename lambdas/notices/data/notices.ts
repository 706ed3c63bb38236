import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '../../base/errors';
import { messages } from '../../base/messages';
import { db, queryAll, tableName } from '../../base/table/client';

export type NoticeStatus = 'nao lido' | 'lido';

export interface Notice {
  /** `{createdAt}-{random}`: sortable by time, safe in a URL. */
  id: string;
  userId: string;
  mensagem: string;
  status: NoticeStatus;
  /** Epoch seconds (the spec's `createdAt`). */
  createdAt?: number;
  /** Text shown when `createdAt` cannot be shown (the spec's fallback). */
  horario?: string;
}

export const NOTICE_ID_PATTERN = /^\d{10}-[a-f0-9]{8}$/;

export function newNoticeId(createdAtSeconds: number): string {
  return `${String(createdAtSeconds).padStart(10, '0')}-${randomBytes(4).toString('hex')}`;
}

/** A notice id that is the same every time for the same time and reference (operator imports are idempotent). */
export function stableNoticeId(createdAtSeconds: number | undefined, reference: string): string {
  const digest = createHash('sha256').update(reference).digest('hex').slice(0, 8);
  return `${String(createdAtSeconds ?? 0).padStart(10, '0')}-${digest}`;
}

export const noticeKey = (userId: string, id: string) => ({ PK: `CAREGIVER#${userId}`, SK: `NOTICE#${id}` });
/** Sparse index: only unread notices carry GSI2 keys, so "my unread notices" reads nothing else. */
const unreadIndexKey = (userId: string, id: string) => ({ GSI2PK: `UNREAD#${userId}`, GSI2SK: id });

function toItem(notice: Notice) {
  return {
    ...noticeKey(notice.userId, notice.id),
    ...(notice.status === 'nao lido' ? unreadIndexKey(notice.userId, notice.id) : {}),
    entity: 'notice',
    ...notice,
  };
}

export async function putNotice(notice: Notice): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: toItem(notice) }));
}

/**
 * Writes a notice unless it already exists (then returns false): importing the same notice again must not
 * make a notice the caregiver already read unread again.
 */
export async function createNoticeOnce(notice: Notice): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: toItem(notice), ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The same write as putNotice, as one item of a caller's transaction (a notice caused by another change). */
export function noticeTransactPut(notice: Notice) {
  return { Put: { TableName: tableName(), Item: toItem(notice) } };
}

/** The caller's unread notices, newest first. */
export async function listUnreadNotices(userId: string): Promise<Notice[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': `UNREAD#${userId}` },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** Marks one of the user's own notices read. Idempotent; a notice that is not theirs does not exist for them. */
export async function markNoticeRead(userId: string, id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: noticeKey(userId, id),
        UpdateExpression: 'SET #s = :read REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':read': 'lido' },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound(messages.noticeNotFound);
    throw error;
  }
}

/** Every notice of the caregiver, read or unread, newest first (her data export). */
export async function listAllNotices(userId: string): Promise<Notice[]> {
  const { PK, SK: noticePrefix } = noticeKey(userId, '');
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :notice)',
    ExpressionAttributeValues: { ':pk': PK, ':notice': noticePrefix },
    ScanIndexForward: false,
  });
  return items.map(fromItem);
}

/** Her newest notices, read or not, newest first (ids start with their epoch second): one Query of her partition. */
export async function listNewestNotices(userId: string, limit: number): Promise<Notice[]> {
  const { PK, SK: noticePrefix } = noticeKey(userId, '');
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :notice)',
      ExpressionAttributeValues: { ':pk': PK, ':notice': noticePrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(fromItem);
}

/** Deletes every notice of the caregiver (account deletion). Deleting what is already gone is a no-op. */
export async function deleteAllNotices(userId: string): Promise<void> {
  const notices = await listAllNotices(userId);
  for (let i = 0; i < notices.length; i += 25) {
    let pending: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']> = {
      [tableName()]: notices.slice(i, i + 25).map((n) => ({ DeleteRequest: { Key: noticeKey(userId, n.id) } })),
    };
    // BatchWrite may hand back part of the batch under load; send that part again until nothing is left.
    for (let attempt = 0; Object.keys(pending).length; attempt++) {
      if (attempt >= 5) throw new Error('notices not deleted: DynamoDB kept handing back unprocessed items');
      const out = await db().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = out.UnprocessedItems ?? {};
    }
  }
}

function fromItem(item: Record<string, unknown>): Notice {
  const { id, userId, mensagem, status, createdAt, horario } = item as unknown as Notice;
  return { id, userId, mensagem, status, createdAt, horario };
}
