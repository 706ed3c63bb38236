import { counterUpdates, supportWaitingCounts } from '../../base/counters/counters';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AuditEntry } from '../../../contract/team';
import { SUPPORT_REPLIES_PER_MESSAGE } from '../../../contract/team-support';
import { batchGetAll, db, tableName } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { SUPPORT_INBOX_PARTITION, supportMessageFromItem, supportMessageKey, type SupportMessage } from '../../support/store';
import { auditPut } from './table';

const INBOX_KEY_NAMES = ['PK', 'SK'] as const;
const INBOX_SCOPE = cursorScope('atendimento');

/** One page of the team's inbox, newest first: the inbox entries, then their messages (one BatchGet). */
export async function listSupportInbox(limit: number, cursor?: string): Promise<{ messages: SupportMessage[]; cursor: string | null }> {
  const start = await decodePartitionCursor(cursor, INBOX_KEY_NAMES, SUPPORT_INBOX_PARTITION, INBOX_SCOPE);
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': SUPPORT_INBOX_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const ids = (out.Items ?? []).map((item) => String(item.id));
  const byId = new Map((await batchGetAll(ids.map(supportMessageKey))).map((item) => [String(item.id), supportMessageFromItem(item)]));
  // A message its retention already removed (TTL) may leave its entry a little longer: skipped.
  return { messages: ids.flatMap((id) => byId.get(id) ?? []), cursor: await encodeCursor(out.LastEvaluatedKey, INBOX_SCOPE) };
}

/** Only a message that still has a sender (not anonymised) and fewer than the replies allowed can be answered. */
const ANSWERABLE = 'attribute_exists(PK) AND attribute_exists(email) AND (attribute_not_exists(replyCount) OR replyCount < :maxReplies)';

/**
 * Stores the team's reply with the message, not yet sent (state 'respondida'), with its audit line, in one
 * transaction: the reply is kept before its e-mail is tried, and counted. False when the message is gone or
 * anonymised, or already has SUPPORT_REPLIES_PER_MESSAGE replies.
 */
export function storeSupportReplyAudited(id: string, reply: { text: string; at: string; operatorId: string }, entry: AuditEntry): Promise<boolean> {
  return updateAudited(
    id,
    {
      UpdateExpression: 'SET teamState = :state, replyText = :text, replyAt = :at, replyBy = :by, replyStatus = :pending ADD replyCount :one',
      ConditionExpression: ANSWERABLE,
      ExpressionAttributeValues: { ':state': 'respondida', ':text': reply.text, ':at': reply.at, ':by': reply.operatorId, ':pending': 'pending', ':one': 1, ':maxReplies': SUPPORT_REPLIES_PER_MESSAGE },
    },
    entry,
  );
}

/** The reply's e-mail went out (only if it is still the reply that was sent). */
export async function markSupportReplySent(id: string, replyAt: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: supportMessageKey(id),
      UpdateExpression: 'SET replyStatus = :sent',
      ConditionExpression: 'attribute_exists(PK) AND replyAt = :at',
      ExpressionAttributeValues: { ':sent': 'sent', ':at': replyAt },
    }),
  );
}

/** 'Arquivar': state 'arquivada' and its audit line in one transaction; false when the message is gone. */
export function archiveSupportMessageAudited(id: string, entry: AuditEntry): Promise<boolean> {
  return updateAudited(
    id,
    { UpdateExpression: 'SET teamState = :state', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':state': 'arquivada' } },
    entry,
  );
}

async function updateAudited(
  id: string,
  update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> },
  entry: AuditEntry,
): Promise<boolean> {
  // A message still 'Nova' leaves the overview's count of waiting messages in the same transaction; one already
  // answered or archived changes state without it. Each attempt is conditional, so a race counts it once.
  const write = async (waiting: boolean) => {
    const condition = `${update.ConditionExpression} AND ${waiting ? 'attribute_not_exists' : 'attribute_exists'}(teamState)`;
    const item = { Update: { TableName: tableName(), Key: supportMessageKey(id), ...update, ConditionExpression: condition } };
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [item, auditPut(entry), ...(waiting ? counterUpdates(supportWaitingCounts(-1)) : [])] }));
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
      throw error;
    }
  };
  return (await write(true)) || write(false);
}
