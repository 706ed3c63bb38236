import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableName } from '../../lambdas/base/table/client';
import { addEnrolledOperator } from '../../infra/local/seed';
import { createReadyCaregiver } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { recordCases } from '../reliability/report';
import { countedByScan, overviewCounts } from './helpers/counted-by-scan';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/**
 * Issue 33: the local DynamoDB cancels overlapping transactions as DynamoDB does (TransactionConflict), and every
 * write that includes the shared counter items retries such a cancellation (lambdas/base/table/conflict-retry.ts).
 * Without that retry, the first test's sign-ups answer 500 and the second's concurrent sign-ups do too.
 */
const stack = useLocalStack({ integrityCheck: 'concorrência' });
const OPERATOR = { email: 'conflitos.equipe@exemplo.com.br', password: 'Carey2024!equipe' };

let operator: string;
beforeAll(async () => {
  await addEnrolledOperator(stack(), OPERATOR);
  operator = (await signInOperator(stack(), OPERATOR)).accessToken;
});
afterEach(() => stack().dynamo.injectConflicts(0));

const overview = () => overviewCounts(stack(), operator);

let seq = 0;
const signupForm = () => {
  seq++;
  return {
    name: `Conflito ${seq}`,
    phone: `(31) 9${String(seq).padStart(4, '0')}-${String(2000 + seq).slice(-4)}`,
    email: `conflito.${seq}@exemplo.com.br`,
    password: 'senhaForte1',
    confirmPassword: 'senhaForte1',
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    acceptedTerms: true,
  };
};
const openingsFile = (family: string, count: number) => ({
  families: [{ id: family, name: `Família ${family}` }],
  openings: Array.from({ length: count }, (_, i) => ({
    id: `${family}-${i}`,
    clientId: family,
    createdAt: new Date().toISOString(),
    tipoProfissional: 'Cuidador',
    ...(i % 2 ? {} : { cep: '13015-904', enderecoCompleto: { cidade: 'Campinas' } }),
  })),
  notices: [],
});

describe('transaction conflicts, as DynamoDB raises them', () => {
  it('the local DynamoDB cancels a transaction that overlaps one in flight, with TransactionConflict on the item held', async () => {
    // A client without the product's retry sees the raw cancellation.
    const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack().dynamoEndpoint, maxAttempts: 1 }));
    const write = (n: number) =>
      raw.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: { PK: `CONFLITO#${n}`, SK: 'A' } } },
            { Update: { TableName: tableName(), Key: { PK: 'CONFLITO#HOT', SK: 'A' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          ],
        }),
      );
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => write(n)));
    const cancelled = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(cancelled.length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    for (const error of cancelled) {
      expect(error).toBeInstanceOf(TransactionCanceledException);
      expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'TransactionConflict']);
    }
  });

  it('with a share of transactions cancelled, sign-up, import, alert and support writes retry and succeed, and the counters equal a scan', async () => {
    const caregiver = { ...SAMPLE_ACCOUNT, name: 'Clara Conflito', email: 'clara.conflito@exemplo.com.br', phone: '31988887777' };
    await createReadyCaregiver(stack(), caregiver);
    const token = (await signIn(stack(), caregiver.email, caregiver.password)).accessToken;
    const before = stack().dynamo.conflictCount();
    stack().dynamo.injectConflicts(0.5);

    for (let i = 0; i < 4; i++) expect((await api(stack(), '/api/signup', { method: 'POST', json: signupForm() })).status).toBe(201);
    const imported = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: openingsFile('familia-conflito', 4), token: operator });
    expect(imported.status).toBe(200);
    expect(imported.json.written).toMatchObject({ families: 1, openings: 4 });
    for (const cidade of ['Campinas', 'Recife', 'Manaus']) expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { cidade } })).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const support = await api(stack(), '/api/support', { method: 'POST', json: { nome: 'Quem Escreve', email: 'conflito@exemplo.com.br', whatsapp: '11912345678', mensagem: `Mensagem ${i} com conflito.` } });
      expect(support.json).toEqual({ success: true });
    }

    // The switch really cancelled writes (each one then retried), and nothing was counted twice or lost.
    expect(stack().dynamo.conflictCount() - before).toBeGreaterThanOrEqual(8);
    stack().dynamo.injectConflicts(0);
    await stack().drainStreams();
    const counted = await overview();
    expect(counted).toEqual(await countedByScan());
    expect(counted.caregivers.total).toBe(5);
    expect(counted.alerts).toBe(3);
    expect(counted.supportWaiting).toBe(3);
    expect(counted.openings.open).toBe(4);
    recordCases('concorrência', 'writes with half the transactions cancelled as conflicts', 14);
  });

  it('50 concurrent sign-ups from distinct addresses and 5 concurrent imports all get their normal answer; the counters equal a scan', async () => {
    const start = await overview();
    const conflictsBefore = stack().dynamo.conflictCount();
    // A burst of 50 sign-ups and 5 imports; another burst while none of them met a cancelled transaction (on a quiet
    // machine they always do; a slow one may serialise a whole burst), at most three.
    let rounds = 0;
    do {
      rounds += 1;
      const signups = Array.from({ length: 50 }, (_, i) => api(stack(), '/api/signup', { method: 'POST', json: signupForm(), from: `127.5${rounds - 1}.${1 + Math.floor(i / 200)}.${1 + (i % 200)}` }));
      const imports = Array.from({ length: 5 }, (_, i) => api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: openingsFile(`familia-paralela-${rounds}-${i}`, 6), token: operator }));
      const [signedUp, importedAll] = await Promise.all([Promise.all(signups), Promise.all(imports)]);

      // A sign-up that did not answer 201 brings its function's error lines into the failure (the cause, not only the count).
      const failed = signedUp.filter((r) => r.status !== 201).map((r) => r.status);
      const errors = failed.length ? stack().functionLogs('caregivers/handlers/signup').filter((l) => /"level":"(ERROR|WARN)"/.test(l.line)).map((l) => l.line.slice(0, 600)) : [];
      expect({ failed, errors }).toEqual({ failed: [], errors: [] });
      for (const r of importedAll) {
        expect(r.status).toBe(200);
        expect(r.json.written).toMatchObject({ families: 1, openings: 6 });
      }
    } while (stack().dynamo.conflictCount() === conflictsBefore && rounds < 3);
    // The shared counter items were really contended: some transactions were cancelled and retried.
    expect(stack().dynamo.conflictCount()).toBeGreaterThan(conflictsBefore);
    await stack().drainStreams();
    const end = await overview();
    expect(end).toEqual(await countedByScan());
    expect(end.caregivers.total).toBe(start.caregivers.total + 50 * rounds);
    expect(end.openings.open).toBe(start.openings.open + 30 * rounds);
    recordCases('concorrência', '50 concurrent sign-ups and 5 concurrent imports on the shared counters', 55);
  }, 300_000);
});
