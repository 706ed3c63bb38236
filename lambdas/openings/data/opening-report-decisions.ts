import { counterUpdates, openReportCounts } from '../../base/counters/counters';
import { queryAll, tableName, transactIfConditionsHold, type TransactItem } from '../../base/table/client';
import { reportFromItem, type StoredOpeningReport } from './opening-reports';

/** A transaction holds at most 100 items: the reports, the counter and the Registro line. */
const MAX_DECIDED_AT_ONCE = 90;

export type ReportDecision = { decisao: 'descartada'; motivo: string } | { decisao: 'vaga-encerrada' };

/**
 * The open reports of one opening, wherever they are (her partition, or the opening's once she is gone): GSI1's
 * partition of every report, filtered. Reports are few (one per caregiver and opening, rate-limited), so reading
 * them all is cheap at Carey's size (decision 077 says when to index them by opening instead).
 */
async function openReportItemsOf(clientId: string, vagaId: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'clientId = :c AND vagaId = :v AND attribute_not_exists(decididaEm)',
    ExpressionAttributeValues: { ':pk': 'OPENINGREPORTS', ':c': clientId, ':v': vagaId },
  });
}

/**
 * Marks the open reports of one opening decided ('Descartar denúncia' with its reason, or 'Encerrar vaga'), the open
 * count taken down by as many and `extra` (the Registro line) written, in one transaction: each report must still be
 * where it was read and still open, else nothing is written and `changed` is false (a deletion moved one, or another
 * operator decided first). `reports` empty: nothing to decide, nothing written.
 */
export async function decideOpenReports(
  clientId: string,
  vagaId: string,
  decision: ReportDecision,
  at: string,
  extra: (count: number) => TransactItem[] = () => [],
): Promise<{ reports: StoredOpeningReport[]; changed: boolean }> {
  const items = (await openReportItemsOf(clientId, vagaId)).slice(0, MAX_DECIDED_AT_ONCE);
  if (items.length === 0) return { reports: [], changed: false };
  const set = decision.decisao === 'descartada' ? 'SET decididaEm = :at, decisao = :d, motivoDescarte = :m' : 'SET decididaEm = :at, decisao = :d';
  const values = { ':at': at, ':d': decision.decisao, ...(decision.decisao === 'descartada' ? { ':m': decision.motivo } : {}) };
  const updates: TransactItem[] = items.map((item) => ({
    Update: {
      TableName: tableName(),
      Key: { PK: item.PK, SK: item.SK },
      UpdateExpression: set,
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(decididaEm)',
      ExpressionAttributeValues: values,
    },
  }));
  const changed = await transactIfConditionsHold([...updates, ...counterUpdates(openReportCounts(-items.length)), ...extra(items.length)]);
  return { reports: items.map(reportFromItem), changed };
}
