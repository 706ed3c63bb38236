import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { caregiverCounts, counterUpdates, type CounterDelta } from '../../lambdas/base/counters/counters';
import { caregiverKey, reachStateOfItem } from '../../lambdas/caregivers/data/caregivers';
import { caregiverIndexFields } from '../../lambdas/caregivers/data/caregiver-index';
import { db, tableName } from '../../lambdas/base/table/client';

/**
 * Writes `count` confirmed caregiver records straight into the table (no Cognito users: the notice fan-out reads
 * only the table), all in `cidade`, `concurrency` batches of 25 at a time, and adds them to the counters as the
 * product's sign-up would (one transaction at the end). Returns their ids.
 */
export async function putManyCaregivers(count: number, cidade: string, concurrency = 4): Promise<string[]> {
  const uids = Array.from({ length: count }, () => randomUUID());
  const batches: string[][] = [];
  for (let i = 0; i < uids.length; i += 25) batches.push(uids.slice(i, i + 25));
  let next = 0;
  const written: Record<string, unknown>[] = [];
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      const at = new Date().toISOString();
      let pending = batch.map((uid, i) => ({
        PutRequest: {
          Item: {
            ...caregiverKey(uid),
            entity: 'caregiver',
            uid,
            name: `Cuidadora ${uid.slice(0, 8)}`,
            email: `${uid}@exemplo.com.br`,
            phone: `119${String(i).padStart(8, '0')}`,
            status: 'conta não verificada',
            tipoDeCadastro: 'Cuidador',
            genero: 'Feminino',
            tipodeconta: i % 2 ? 'Plano Mensal' : 'Sem Plano',
            campotipoCadastro: 'Lançamento',
            dataCadastro: at,
            // the 'Cuidadoras' list, as every caregiver record carries it (the reach of a city reads it)
            ...caregiverIndexFields({ uid, name: `Cuidadora ${uid.slice(0, 8)}`, dataCadastro: at }),
            cepPosition: { cep: '01001000', latitude: -23.55, longitude: -46.63, precisao: 'cep', bairro: 'Sé', cidade, timestamp: new Date().toISOString() },
          },
        },
      }));
      written.push(...pending.map((p) => p.PutRequest.Item));
      while (pending.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const counts: Record<string, number> = {};
  for (const item of written) {
    for (const [name, n] of Object.entries(caregiverCounts(reachStateOfItem(item), 1).counts ?? {})) counts[name] = (counts[name] ?? 0) + n;
  }
  const delta: CounterDelta = { counts, signups: { at: String(written[0]?.dataCadastro), delta: written.length } };
  if (written.length) await db().send(new TransactWriteCommand({ TransactItems: counterUpdates(delta) }));
  return uids;
}

/**
 * Every caregiver notice with this text in the table, by a full scan: who holds each (repeats show a caregiver who
 * got it twice, under any id) and the ids used.
 */
export async function holdersOfMessage(mensagem: string): Promise<{ uids: string[]; ids: Set<string> }> {
  const ids = new Set<string>();
  const holders: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :notice AND mensagem = :m', ExpressionAttributeValues: { ':notice': 'notice', ':m': mensagem }, ProjectionExpression: 'PK, id', ExclusiveStartKey: start }),
    );
    for (const item of out.Items ?? []) {
      holders.push(String(item.PK).replace(/^CAREGIVER#/, ''));
      ids.add(String(item.id));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return { uids: holders, ids };
}
