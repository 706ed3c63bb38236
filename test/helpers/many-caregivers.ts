import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { caregiverKey } from '../../lambdas/caregivers/data/caregivers';
import { db, tableName } from '../../lambdas/base/table/client';

/**
 * Writes `count` confirmed caregiver records straight into the table (no Cognito users: the notice fan-out reads
 * only the table), all in `cidade`, `concurrency` batches of 25 at a time. Returns their ids.
 */
export async function putManyCaregivers(count: number, cidade: string, concurrency = 4): Promise<string[]> {
  const uids = Array.from({ length: count }, () => randomUUID());
  const batches: string[][] = [];
  for (let i = 0; i < uids.length; i += 25) batches.push(uids.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
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
            dataCadastro: new Date().toISOString(),
            cepPosition: { cep: '01001000', latitude: -23.55, longitude: -46.63, precisao: 'cep', bairro: 'Sé', cidade, timestamp: new Date().toISOString() },
          },
        },
      }));
      while (pending.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
