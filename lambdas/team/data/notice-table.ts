import { GetCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { activeCaregiverCheck, CAREGIVER_LIST, caregiverKey, findEmailClaim, findPhoneClaim, isReachableCaregiverItem } from '../../caregivers/store';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { createNoticeOnce, noticeTransactPut } from '../../notices/store';
import type { FanOutIo } from '../notice-fan-out';
import type { NoticeReads, NoticeSend, SendNoticeIo } from '../notices';
import type { SegmentCaregiver } from '../notice-segments';
import { readReachCounts } from '../../base/counters/counters';
import { consumeOperatorLimit } from '../../base/rate-limits/counters';
import { operatorLimits } from '../../base/rate-limits/limits';
import { teamTexts } from '../texts';
import { auditPut, targetIndexKeyOf } from './table';

/**
 * The notices the team sent (Avisos): one partition, newest first by the send's id (`{epoch seconds}-{random}`,
 * the id of every caregiver's copy too). Sends still fanning out also sit in a sparse GSI2 queue the job reads.
 */
const SEND_PARTITION = 'NOTICE-SEND';
const PENDING_QUEUE = 'NOTICE-SEND-PENDING';
const sendKey = (id: string) => ({ PK: SEND_PARTITION, SK: id });
const SENDS_PAGE_SIZE = 50;

function sendItem(send: NoticeSend) {
  // One caregiver's send sits with the Registro's lines about her (GSI1), so her deletion takes her name out of it too.
  const aboutHer = send.destinataria ? targetIndexKeyOf(send.destinataria.uid, send.id) : {};
  return { ...sendKey(send.id), entity: 'notice-send', ...send, ...aboutHer, ...(send.estado === 'enviando' ? { GSI2PK: PENDING_QUEUE, GSI2SK: send.id } : {}) };
}

function sendFromItem(item: Record<string, unknown>): NoticeSend {
  const { id, mensagem, alvo, actorId, createdAt, estado, escritos, lotes, alcance, cursor, destinataria, targetDeleted } = item as unknown as NoticeSend;
  return { id, mensagem, alvo, actorId, createdAt, estado, escritos, lotes, alcance, ...(cursor ? { cursor } : {}), ...(destinataria ? { destinataria } : {}), ...(targetDeleted ? { targetDeleted } : {}) };
}

export async function getNoticeSend(id: string): Promise<NoticeSend | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sendKey(id), ConsistentRead: true }));
  return Item ? sendFromItem(Item) : undefined;
}

export async function listNoticeSends(): Promise<NoticeSend[]> {
  const out = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': SEND_PARTITION }, ScanIndexForward: false, Limit: SENDS_PAGE_SIZE }),
  );
  return (out.Items ?? []).map(sendFromItem);
}

async function listSending(): Promise<string[]> {
  const items = await queryAll({ IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': PENDING_QUEUE } });
  return items.map((i) => String(i.GSI2SK));
}

/** A caregiver's record as the segment rule reads it; unconfirmed sign-ups (queued, or with a TTL if older) and deletions are unreachable. */
function segmentFields(item: Record<string, unknown>): SegmentCaregiver {
  const cidade = (item.cepPosition as { cidade?: unknown } | undefined)?.cidade;
  return {
    uid: String(item.uid),
    ...(typeof item.tipodeconta === 'string' ? { tipodeconta: item.tipodeconta } : {}),
    ...(typeof item.tipoDeCadastro === 'string' ? { tipoDeCadastro: item.tipoDeCadastro } : {}),
    ...(typeof cidade === 'string' ? { cidade } : {}),
    reachable: isReachableCaregiverItem(item),
  };
}

const SEGMENT_PROJECTION = {
  FilterExpression: '#entity = :caregiver',
  ProjectionExpression: '#uid, #plan, #type, #cep, #deletion, #ttl, GSI2PK',
  ExpressionAttributeNames: { '#entity': 'entity', '#uid': 'uid', '#plan': 'tipodeconta', '#type': 'tipoDeCadastro', '#cep': 'cepPosition', '#deletion': 'deletionRequestedAt', '#ttl': 'expiresAt' },
  ExpressionAttributeValues: { ':caregiver': 'caregiver' },
};

/** One page of the caregivers' scan (the whole table, filtered to caregiver records); the cursor is the scan's key. */
async function scanCaregivers(cursor: string | undefined, limit?: number): Promise<{ caregivers: SegmentCaregiver[]; next?: string }> {
  const out = await db().send(
    new ScanCommand({ TableName: tableName(), ...SEGMENT_PROJECTION, ...(limit ? { Limit: limit } : {}), ExclusiveStartKey: cursor ? (JSON.parse(cursor) as Record<string, unknown>) : undefined }),
  );
  return { caregivers: (out.Items ?? []).map(segmentFields), ...(out.LastEvaluatedKey ? { next: JSON.stringify(out.LastEvaluatedKey) } : {}) };
}

/**
 * Every caregiver on the 'Cuidadoras' list (GSI1 `CAREGIVERS`, which every caregiver record carries) with her segment
 * fields, a page at a time: the reach of the type and city segments reads this index, so the reach holds no Scan.
 */
async function forEachListedCaregiver(each: (caregivers: SegmentCaregiver[]) => void): Promise<void> {
  const { '#entity': _entity, ...names } = SEGMENT_PROJECTION.ExpressionAttributeNames;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :list', ProjectionExpression: SEGMENT_PROJECTION.ProjectionExpression,
        ExpressionAttributeNames: names, ExpressionAttributeValues: { ':list': CAREGIVER_LIST }, ExclusiveStartKey: start,
      }),
    );
    each((out.Items ?? []).map(segmentFields));
    start = out.LastEvaluatedKey;
  } while (start);
}

async function forEachCaregiver(each: (caregivers: SegmentCaregiver[]) => void): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await scanCaregivers(cursor);
    each(page.caregivers);
    cursor = page.next;
  } while (cursor);
}

async function findOne(search: { kind: 'email'; email: string } | { kind: 'phone'; digits: string }): Promise<SegmentCaregiver | undefined> {
  const claim = search.kind === 'email' ? await findEmailClaim(search.email) : await findPhoneClaim(search.digits);
  if (!claim) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(claim.uid), ConsistentRead: true }));
  return Item ? { ...segmentFields(Item), nome: String(Item.name || Item.email || '') } : undefined;
}

async function saveProgress(id: string, from: string | undefined, to: string | undefined, delivered: number): Promise<boolean> {
  const done = to === undefined;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sendKey(id),
        UpdateExpression: done ? 'SET estado = :done REMOVE #cursor, GSI2PK, GSI2SK ADD escritos :n, lotes :one' : 'SET #cursor = :to ADD escritos :n, lotes :one',
        ConditionExpression: `estado = :sending AND ${from === undefined ? 'attribute_not_exists(#cursor)' : '#cursor = :from'}`,
        ExpressionAttributeNames: { '#cursor': 'cursor' },
        ExpressionAttributeValues: {
          ':sending': 'enviando',
          ':n': delivered,
          ':one': 1,
          ...(done ? { ':done': 'concluido' } : { ':to': to }),
          ...(from === undefined ? {} : { ':from': from }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The reads of the reach and of sending (lambdas/team/notices.ts). */
export const noticeReads: NoticeReads = { findOne, forEachCaregiver, forEachListedCaregiver, readReachCounts };

export const sendNoticeIo: SendNoticeIo = {
  ...noticeReads,
  consumeSendLimit: (operatorId) => consumeOperatorLimit('team-notice', operatorId, teamTexts.noticeLimit(operatorLimits['team-notice'].perOperator)),
  async sendToOne(send, uid, entry) {
    const notice = noticeTransactPut({ id: send.id, userId: uid, mensagem: send.mensagem, status: 'nao lido', createdAt: send.createdAt });
    return transactIfConditionsHold([
      activeCaregiverCheck(uid),
      { Put: { ...notice.Put, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: sendItem(send), ConditionExpression: 'attribute_not_exists(PK)' } },
      auditPut(entry),
    ]);
  },
  async startFanOut(send, entry) {
    if (!(await transactIfConditionsHold([{ Put: { TableName: tableName(), Item: sendItem(send), ConditionExpression: 'attribute_not_exists(PK)' } }, auditPut(entry)]))) {
      throw new Error(`notice send ${send.id} already exists`);
    }
  },
};

/** The fan-out's reads and writes (lambdas/team/notice-fan-out.ts). */
export const fanOutIo: FanOutIo & { listSending(): Promise<string[]> } = { getSend: getNoticeSend, scanCaregivers, writeNoticeOnce: createNoticeOnce, saveProgress, listSending };
