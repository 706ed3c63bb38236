import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { OpeningReportReason } from '../../../contract';
import { ACTIVE_CAREGIVER, caregiverKey, refusalOfInactive } from '../../caregivers/store';
import { reportedOpeningKey } from '../../caregivers/caregiver';
import { conflict } from '../../base/errors';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { reportTexts } from '../report-texts';
import { messages } from '../../base/messages';
import { scrubIdentifiers } from '../../base/identifiers';
import { counterUpdates, openReportCounts } from '../../base/counters/counters';

/**
 * A report as stored: in her partition (her export and her deletion find it there); once her account is deleted, in
 * the opening's, without her (decision 077). `decididaEm` once the team decided: discarded, or the opening closed.
 */
export interface StoredOpeningReport {
  /** Absent once her account is deleted. */
  uid?: string;
  clientId: string;
  vagaId: string;
  motivo: OpeningReportReason;
  texto?: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601: when the team decided on it ('Descartar denúncia' or 'Encerrar vaga'). */
  decididaEm?: string;
  decisao?: 'descartada' | 'vaga-encerrada';
  /** 'Descartar denúncia': why, as the operator wrote it. */
  motivoDescarte?: string;
}

// Keys: the only place that spells them.
const REPORT_PREFIX = 'OPENINGREPORT#';
const reportKey = (uid: string, clientId: string, vagaId: string) => ({ ...caregiverKey(uid), SK: `${REPORT_PREFIX}${clientId}#${vagaId}` });
/** GSI1: every report, newest first (the console's 'Atendimento' reads the newest and groups them by opening). */
const ALL_REPORTS = 'OPENINGREPORTS';
const allReportsIndexKey = (r: Pick<StoredOpeningReport, 'createdAt' | 'clientId' | 'vagaId'>, author: string) => ({ GSI1PK: ALL_REPORTS, GSI1SK: `${r.createdAt}#${author}#${r.clientId}#${r.vagaId}` });
/** A report whose author's account was deleted: in the opening's partition, under a random id. */
const ANONYMOUS_PREFIX = 'ANONYMOUS#';
const anonymousReportKey = (r: Pick<StoredOpeningReport, 'clientId' | 'vagaId'>, id: string) => ({ PK: `${REPORT_PREFIX}${r.clientId}#${r.vagaId}`, SK: `${ANONYMOUS_PREFIX}${id}` });
/** How often a report's move is tried again after the team decided on it meanwhile; then the deletion job retries. */
const MOVE_ATTEMPTS = 5;

export function reportFromItem(item: Record<string, unknown>): StoredOpeningReport {
  return {
    ...(typeof item.uid === 'string' ? { uid: item.uid } : {}),
    clientId: String(item.clientId),
    vagaId: String(item.vagaId),
    motivo: item.motivo as OpeningReportReason,
    ...(typeof item.texto === 'string' ? { texto: item.texto } : {}),
    createdAt: String(item.createdAt),
    ...(typeof item.decididaEm === 'string' ? { decididaEm: item.decididaEm, decisao: item.decisao as StoredOpeningReport['decisao'] } : {}),
    ...(typeof item.motivoDescarte === 'string' ? { motivoDescarte: item.motivoDescarte } : {}),
  };
}

/**
 * Stores her report and adds the opening to the set hidden from her, in one transaction: both or neither. A second
 * report of the same opening is a 409 in Portuguese; an account being deleted (or gone) gets the usual 403.
 */
export async function saveOpeningReport(report: StoredOpeningReport & { uid: string }): Promise<void> {
  const { uid, clientId, vagaId } = report;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...reportKey(uid, clientId, vagaId), entity: 'opening-report', ...report, ...allReportsIndexKey(report, uid) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: caregiverKey(uid),
              UpdateExpression: 'ADD reportedOpenings :key',
              ConditionExpression: ACTIVE_CAREGIVER,
              ExpressionAttributeValues: { ':key': new Set([reportedOpeningKey(clientId, vagaId)]) },
            },
          },
          ...counterUpdates(openReportCounts(1)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = (i: number) => error.CancellationReasons?.[i]?.Code === 'ConditionalCheckFailed';
      if (failed(0)) throw conflict(reportTexts.alreadyReported);
      if (failed(1)) throw await refusalOfInactive(uid);
    }
    throw error;
  }
}

/** Her reports, newest first (her export). */
export async function listReportsOf(uid: string): Promise<StoredOpeningReport[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': caregiverKey(uid).PK, ':prefix': REPORT_PREFIX },
  });
  return items.map(reportFromItem).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * Her account's deletion: each of her reports moves out of her partition into the opening's, without her id and with
 * her name, e-mail and phone taken out of its text and of the team's discard reason (`scrub`), in one transaction
 * per report: the copy, and the deletion of hers only while it is as read (open, or decided when it was read). A
 * decision committed between the read and the move ('Descartar denúncia', 'Encerrar vaga') fails the move: the
 * report is read again and moved as decided, so the copy never reopens it. `beforeMove` runs before each try (the
 * Registro's lines about the opening lose her too). Counted as it was. Idempotent; answers how many moved.
 */
export async function anonymiseReportsOf(uid: string, scrub: readonly string[], beforeMove: (report: StoredOpeningReport) => Promise<void> = async () => {}): Promise<number> {
  let moved = 0;
  for (const first of await listReportsOf(uid)) {
    let report: StoredOpeningReport | undefined = first;
    for (let attempt = 1; report; attempt++) {
      if (attempt > MOVE_ATTEMPTS) throw new Error('opening report kept changing during its move');
      await beforeMove(report);
      if (await moveWithoutHer(uid, report, scrub)) {
        moved++;
        break;
      }
      report = await getReport(uid, report.clientId, report.vagaId);
    }
  }
  return moved;
}

async function moveWithoutHer(uid: string, report: StoredOpeningReport, scrub: readonly string[]): Promise<boolean> {
  const { uid: _uid, ...rest } = report;
  void _uid;
  const scrubbed = (field: 'texto' | 'motivoDescarte') => {
    const text = report[field];
    return text === undefined ? {} : { [field]: scrubIdentifiers(text, scrub, messages.removedText) };
  };
  const anonymous = { ...rest, ...scrubbed('texto'), ...scrubbed('motivoDescarte') };
  const id = randomUUID();
  const asRead = report.decididaEm === undefined
    ? { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(decididaEm)' }
    : { ConditionExpression: 'decididaEm = :read', ExpressionAttributeValues: { ':read': report.decididaEm } };
  return transactIfConditionsHold([
    {
      Put: {
        TableName: tableName(),
        Item: { ...anonymousReportKey(report, id), entity: 'opening-report', ...anonymous, ...allReportsIndexKey(report, `${ANONYMOUS_PREFIX}${id}`) },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Delete: { TableName: tableName(), Key: reportKey(uid, report.clientId, report.vagaId), ...asRead } },
  ]);
}

/** One of her reports as it is now (strongly consistent), or undefined once it is gone (moved). */
async function getReport(uid: string, clientId: string, vagaId: string): Promise<StoredOpeningReport | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: reportKey(uid, clientId, vagaId), ConsistentRead: true }));
  return out.Item ? reportFromItem(out.Item) : undefined;
}

const REPORTS_KEY_NAMES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const REPORTS_SCOPE = cursorScope('denuncias');

/**
 * One page of every caregiver's reports, newest first: at most `limit` (one Query of GSI1), from where a signed
 * cursor of this list says (lambdas/base/table/cursor.ts; any other cursor is a 400); `cursor` null on the last page.
 */
export async function listNewestReports(limit: number, cursor?: string): Promise<{ reports: StoredOpeningReport[]; cursor: string | null }> {
  const start = await decodePartitionCursor(cursor, REPORTS_KEY_NAMES, ALL_REPORTS, REPORTS_SCOPE, 'GSI1PK');
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ALL_REPORTS },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  return { reports: (out.Items ?? []).map(reportFromItem), cursor: await encodeCursor(out.LastEvaluatedKey, REPORTS_SCOPE) };
}
