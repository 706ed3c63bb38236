import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditDetails, AuditEntry, AuditPage } from '../../../contract/team';
import { db, queryAll, tableName, transactIfConditionsHold } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { auditExpiry, type ReadAuditPage } from '../audit';
import { AUDIT_PARTITION, auditPut, targetPartition } from './table';

/**
 * Two-step lines (docs/decisions/029-registro-cannot-be-bent.md): the line goes to the Registro's partition as
 * 'pendente' before the action; each finished step (a file's part, a Cognito call) is a new item of its own
 * partition under the line's id, never an update of the line. Reading the Registro puts them together: one row.
 */
const STEPS_PARTITION = 'AUDIT#STEPS';
const stepKey = (lineId: string, step: number) => ({ PK: STEPS_PARTITION, SK: `${lineId}#${String(step).padStart(5, '0')}` });
const KEY_NAMES = ['PK', 'SK'] as const;

/** Writes the pending line once: a second start of the same line (a part sent again) writes nothing. */
export function startPendingAudit(entry: AuditEntry): Promise<boolean> {
  return transactIfConditionsHold([
    auditPut({ ...entry, state: 'pendente' }),
    { Put: { TableName: tableName(), Item: { ...stepKey(entry.id, 0), entity: 'audit-step', at: entry.at, expiresAt: auditExpiry(entry.at) }, ConditionExpression: 'attribute_not_exists(PK)' } },
  ]);
}

/** Records one finished step of a pending line (step 1, 2… of `details.partes`); a step recorded before stays as it was. */
export async function completeAuditStep(lineId: string, step: number, details: AuditDetails, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...stepKey(lineId, step), entity: 'audit-step', at, details, expiresAt: auditExpiry(at) }, ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** A pending line with its finished steps: counts added up, 'concluida' once every step is in. */
async function withSteps(entry: AuditEntry): Promise<AuditEntry> {
  const out = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND begins_with(SK, :id)', ExpressionAttributeValues: { ':pk': STEPS_PARTITION, ':id': `${entry.id}#` } }));
  const steps = (out.Items ?? []).filter((item) => item.SK !== stepKey(entry.id, 0).SK);
  const { details: started, ...line } = entry;
  const details: AuditDetails = { ...started };
  for (const step of steps) {
    for (const [key, value] of Object.entries((step.details ?? {}) as AuditDetails)) {
      details[key] = typeof value === 'number' && key !== 'partes' ? Number(details[key] ?? 0) + value : value;
    }
  }
  const expected = Number(entry.details?.partes ?? 1);
  return { ...line, ...(Object.keys(details).length ? { details } : {}), state: steps.length >= expected ? 'concluida' : 'pendente' };
}

/** 'yyyy-mm-dd' in São Paulo (UTC−3 all year since 2019) to the ISO instant its day starts. */
const saoPauloDayStart = (day: string) => new Date(`${day}T00:00:00-03:00`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export interface AuditQuery {
  /** her id, or part of her e-mail or name as the lines keep it */
  operator?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export function auditFromItem(item: Record<string, unknown>): AuditEntry {
  const { id, at, actorId, actorLabel, action, targetId, targetLabel, details, state, targetDeleted, reason, receiptHash, changedFields } = item as unknown as AuditEntry;
  const optional = { actorLabel, targetId, targetLabel, details, state, targetDeleted, reason, receiptHash, changedFields };
  return { id, at, actorId, action, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined && v !== false)) };
}

/**
 * The Registro's pages, newest first, within the dates (a key range) and with the operator and action (a filter on
 * the read page). A filtered read may find nothing on a page yet have more: it keeps reading a few pages for a line.
 */
export function auditPageReader(query: AuditQuery): ReadAuditPage {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': AUDIT_PARTITION, ':from': query.from ? saoPauloDayStart(query.from) : '0', ':to': query.to ? saoPauloDayStart(nextDay(query.to)) : '9' };
  if (query.action) {
    filters.push('#action = :action');
    values[':action'] = query.action;
  }
  if (query.operator) {
    filters.push('(actorId = :op OR contains(actorLabel, :op))');
    values[':op'] = query.operator;
  }
  // A cursor continues only the query that issued it (another date range would put its key out of range).
  const scope = cursorScope('registro', { ...query });
  return async (limit, cursor) => {
    let start = await decodePartitionCursor(cursor, KEY_NAMES, AUDIT_PARTITION, scope);
    for (let round = 0; ; round++) {
      const out = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
          ...(query.action ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: start,
        }),
      );
      const entries = await Promise.all((out.Items ?? []).map(auditFromItem).map((e) => (e.state === 'pendente' ? withSteps(e) : e)));
      const next = out.LastEvaluatedKey as Record<string, string> | undefined;
      if (entries.length > 0 || !next || round >= 4) return { entries, cursor: await encodeCursor(next, scope) } satisfies AuditPage;
      start = next;
    }
  };
}

/** One line by its key, as the Registro shows it (tests and the console's two-step actions). */
export async function getAuditLine(at: string, id: string): Promise<AuditEntry | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: AUDIT_PARTITION, SK: `${at}#${id}` } }));
  return out.Item ? (out.Item.state === 'pendente' ? withSteps(auditFromItem(out.Item)) : auditFromItem(out.Item)) : undefined;
}

/** The Registro's lines about one record (its `targetId`), oldest first: an opening's history. */
export async function listAuditEntriesAbout(targetId: string): Promise<AuditEntry[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': targetPartition(targetId) } });
  return items.map(auditFromItem);
}
