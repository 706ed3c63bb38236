import { BatchWriteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { OpeningReportReason } from '../../../contract';
import { ACTIVE_CAREGIVER, caregiverKey, refusalOfInactive } from '../../caregivers/store';
import { reportedOpeningKey } from '../../caregivers/caregiver';
import { conflict } from '../../base/errors';
import { db, queryAll, tableName } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { reportTexts } from '../report-texts';

/** A report as stored: in her partition (her export and her deletion find it there), never outside it. */
export interface StoredOpeningReport {
  uid: string;
  clientId: string;
  vagaId: string;
  motivo: OpeningReportReason;
  texto?: string;
  /** ISO 8601 */
  createdAt: string;
}

// Keys: the only place that spells them.
const REPORT_PREFIX = 'OPENINGREPORT#';
const reportKey = (uid: string, clientId: string, vagaId: string) => ({ ...caregiverKey(uid), SK: `${REPORT_PREFIX}${clientId}#${vagaId}` });
/** GSI1: every report, newest first (the console's 'Atendimento' reads the newest and groups them by opening). */
const ALL_REPORTS = 'OPENINGREPORTS';

function fromItem(item: Record<string, unknown>): StoredOpeningReport {
  return {
    uid: String(item.uid),
    clientId: String(item.clientId),
    vagaId: String(item.vagaId),
    motivo: item.motivo as OpeningReportReason,
    ...(typeof item.texto === 'string' ? { texto: item.texto } : {}),
    createdAt: String(item.createdAt),
  };
}

/**
 * Stores her report and adds the opening to the set hidden from her, in one transaction: both or neither. A second
 * report of the same opening is a 409 in Portuguese; an account being deleted (or gone) gets the usual 403.
 */
export async function saveOpeningReport(report: StoredOpeningReport): Promise<void> {
  const { uid, clientId, vagaId, createdAt } = report;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...reportKey(uid, clientId, vagaId), entity: 'opening-report', ...report, GSI1PK: ALL_REPORTS, GSI1SK: `${createdAt}#${uid}#${clientId}#${vagaId}` },
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
  return items.map(fromItem).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** Deletes all her reports (account deletion; idempotent). The set on her record goes with the record. */
export async function deleteReportsOf(uid: string): Promise<number> {
  const keys = (await listReportsOf(uid)).map((r) => reportKey(r.uid, r.clientId, r.vagaId));
  for (let i = 0; i < keys.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests?.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = out.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
  return keys.length;
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
  return { reports: (out.Items ?? []).map(fromItem), cursor: await encodeCursor(out.LastEvaluatedKey, REPORTS_SCOPE) };
}
