import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OpeningSituation } from '../../../contract/team-openings';
import { db, tableName } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { CLOSED_OPENINGS } from '../../openings/store';
import { ALL_OPENINGS, filterPartition, storedFromItem } from '../../openings/store';
import { filterValue, type OpeningFilters, type StoredOpening } from '../../openings/opening';


export interface OpeningsPageQuery extends OpeningFilters {
  situacao: OpeningSituation;
  /** Sort-key bounds (both included): ISO day prefixes of `createdAt`. */
  from: string;
  to: string;
  limit: number;
  cursor?: string;
}

/** How many Queries one closed-openings page may read while its Função/Cidade filter skips items. */
const MAX_CLOSED_READS = 5;

/**
 * One page of the console's openings, newest first, within publication days. Open ones: one ranged Query of the
 * index the caregivers' list uses (the filter copies for Função/Cidade). Closed ones: ranged Queries of their own
 * partition, Função/Cidade checked here (closing deletes the copies), a few reads at most, so a page may come back
 * short with a cursor to go on.
 */
export async function queryTeamOpenings(q: OpeningsPageQuery): Promise<{ items: StoredOpening[]; nextCursor: string | null }> {
  const copies = q.situacao === 'abertas' ? filterPartition(q) : undefined;
  const [index, pkName, skName, partition] = copies
    ? [undefined, 'PK', 'SK', copies]
    : ['GSI1', 'GSI1PK', 'GSI1SK', q.situacao === 'abertas' ? ALL_OPENINGS : CLOSED_OPENINGS];
  const keyNames = index ? ['PK', 'SK', pkName, skName] : ['PK', 'SK'];
  const { cursor: _cursor, limit: _limit, ...bounds } = q;
  const scope = cursorScope('equipe-vagas', bounds);
  const start = await decodePartitionCursor(q.cursor, keyNames, partition, scope, pkName);
  const wanted = (o: StoredOpening) => q.situacao === 'abertas' || matchesFilters(o, q);

  const items: StoredOpening[] = [];
  let lastKey: Record<string, unknown> | undefined = start;
  for (let reads = 0; reads < (q.situacao === 'abertas' ? 1 : MAX_CLOSED_READS) && items.length < q.limit; reads++) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        ...(index ? { IndexName: index } : {}),
        KeyConditionExpression: `${pkName} = :pk AND ${skName} BETWEEN :from AND :to`,
        ExpressionAttributeValues: { ':pk': partition, ':from': q.from, ':to': q.to },
        ScanIndexForward: false,
        Limit: q.limit - items.length,
        ExclusiveStartKey: lastKey,
      }),
    );
    items.push(...(out.Items ?? []).map(storedFromItem).filter(wanted));
    lastKey = out.LastEvaluatedKey;
    if (!lastKey) break;
  }
  return { items, nextCursor: await encodeCursor(lastKey, scope) };
}

/** The caregivers' comparison of Função and Cidade (accents, case and spaces ignored). */
export function matchesFilters(o: StoredOpening, filters: OpeningFilters): boolean {
  const same = (a: string | undefined, b: string | undefined) => !b || filterValue(a ?? '') === filterValue(b);
  return same(o.tipoProfissional, filters.tipoProfissional) && same(o.enderecoCompleto?.cidade, filters.cidade);
}
