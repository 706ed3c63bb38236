import { ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../base/table/client';
import { counterUpdates, readCounterSums, type CounterDelta } from '../../base/counters/counters';
import type { RecountPorts } from '../counter-recount';

/** Only the attributes the counting rules read (counters.ts), so the scan moves as little as it can. */
const COUNTED = {
  ProjectionExpression: '#e, tipodeconta, formaDePagamento, dataCadastro, encerradaEm, localizacao, teamState, deletionRequestedAt, expiresAt, GSI2PK',
  ExpressionAttributeNames: { '#e': 'entity' },
};

async function* scanItems(): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new ScanCommand({ TableName: tableName(), ...COUNTED, ExclusiveStartKey }));
    yield out.Items ?? [];
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

async function addToCounters(delta: CounterDelta, now: Date): Promise<void> {
  const items = counterUpdates(delta, now);
  if (items.length) await db().send(new TransactWriteCommand({ TransactItems: items }));
}

export const recountPorts: RecountPorts = { scanItems, readCounterSums, addToCounters };
