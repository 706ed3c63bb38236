import http from 'node:http';
import './level-iterators';
// dynalite ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;
import { callDynamo, DynamoWireError } from './dynamo-wire';
import { transactGetItems, transactWriteItems } from './dynamo-transactions';
import { createKeyLocks } from './key-locks';
import { listen, readBody, stopServer } from './net';
import { createLocalStream, type LocalStreamOptions, type LocalStreamRecord } from './dynamo-stream';
import { sweepExpired } from './dynamo-ttl';
import { createTransactionConflicts, type TransactionConflicts } from './transaction-conflicts';
import { createWritePauses, type WriteMatch, type WritePause } from './write-pauses';

type Attributes = Record<string, unknown>;
type ItemRef = { TableName?: string; Item?: Attributes; Key?: Attributes };
interface WriteInput extends ItemRef {
  RequestItems?: Record<string, { PutRequest?: { Item: Attributes }; DeleteRequest?: { Key: Attributes } }[]>;
  TransactItems?: { Put?: ItemRef; Update?: ItemRef; Delete?: ItemRef; ConditionCheck?: ItemRef; Get?: ItemRef }[];
}

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

export type { LocalStreamOptions, LocalStreamRecord } from './dynamo-stream';

export interface LocalDynamo {
  endpoint: string;
  /**
   * Tests only: the next `count` requests fail as the real service fails when it throttles; with `after`, the
   * throttling starts once that many more requests went through (a fault in the middle of a piece of work).
   */
  throttleNext(count: number, after?: number): void;
  /** Requests received so far (tests count retries with it). */
  requestCount(): number;
  /** Tests only: cancel this share of TransactWriteItems as TransactionConflict (see transaction-conflicts.ts). */
  injectConflicts: TransactionConflicts['injectConflicts'];
  /** Transactions cancelled as conflicts so far. */
  conflictCount: TransactionConflicts['conflictCount'];
  /**
   * DynamoDB's TTL, now: deletes every item of `table` whose `ttlAttribute` (epoch seconds) is at or before `now`
   * and streams each deletion as DynamoDB does (REMOVE by `dynamodb.amazonaws.com`); returns those records.
   */
  sweepTtl(input: { table: string; ttlAttribute: string; now?: Date }): Promise<LocalStreamRecord[]>;
  /** Tests only: holds the next write `match` accepts between the handler's reads and its commit (write-pauses.ts). */
  pauseNextWrite(match: WriteMatch): WritePause;
  stop(): Promise<void>;
}

/**
 * dynalite behind a thin layer that orders writes per item and adds the transaction operations dynalite lacks.
 * `dir` keeps the data (LevelDB) between restarts; without it the data lives in memory.
 */
export async function startLocalDynamo(options: { port: number; dir?: string; stream?: LocalStreamOptions }): Promise<LocalDynamo> {
  const engine = dynalite({ path: options.dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const enginePort = await listen(engine, 0);
  const engineUrl = new URL(`http://127.0.0.1:${enginePort}`);

  const keyNames = new Map<string, string[]>();
  const keyNamesOf = async (table: string) => {
    if (!keyNames.has(table)) {
      const out = (await callDynamo(engineUrl, 'DescribeTable', { TableName: table })) as { Table: { KeySchema: { AttributeName: string }[] } };
      keyNames.set(table, out.Table.KeySchema.map((k) => k.AttributeName));
    }
    return keyNames.get(table)!;
  };

  // Writes to one item are applied one at a time (a transaction holds all its items), writes to different items
  // run together, as in DynamoDB; one queue for every write made the local stack crawl under load.
  const withKeys = createKeyLocks();
  const itemKeys = async (operation: string, body: Buffer): Promise<string[]> => {
    let input: WriteInput = {};
    try {
      input = JSON.parse(body.toString('utf8')) as WriteInput;
    } catch {
      // dynalite answers the malformed request itself
    }
    const keyOf = async (table: unknown, source: Record<string, unknown> | undefined) => {
      const names = await keyNamesOf(String(table)).catch(() => [] as string[]);
      return `${String(table)}|${names.map((n) => JSON.stringify(source?.[n])).join('|')}`;
    };
    switch (operation) {
      case 'PutItem':
        return [await keyOf(input.TableName, input.Item)];
      case 'BatchWriteItem':
        return Promise.all(
          Object.entries(input.RequestItems ?? {}).flatMap(([table, requests]) => requests.map((r) => keyOf(table, r.PutRequest?.Item ?? r.DeleteRequest?.Key))),
        );
      case 'TransactWriteItems':
      case 'TransactGetItems':
        return Promise.all(
          (input.TransactItems ?? []).map((t) => {
            const op = t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck ?? t.Get;
            return keyOf(op?.TableName, op?.Item ?? op?.Key);
          }),
        );
      default:
        return [await keyOf(input.TableName, input.Key)];
    }
  };
  const serialised = async <T>(operation: string, body: Buffer, work: () => Promise<T>): Promise<T> => withKeys(await itemKeys(operation, body), work);
  // A transaction overlapping another in flight on one item is cancelled, as in DynamoDB, rather than queued.
  const conflicts = createTransactionConflicts();
  const transaction = async <T>(body: Buffer, work: () => Promise<T>): Promise<T> => {
    const keys = await itemKeys('TransactWriteItems', body);
    conflicts.enter(keys);
    try {
      return await withKeys(keys, work);
    } finally {
      conflicts.leave(keys);
    }
  };

  const stream = createLocalStream(engineUrl, keyNamesOf, options.stream);
  const withStream = stream.withStream;

  const pauses = createWritePauses();
  let throttled = 0;
  let passBeforeThrottling = 0;
  let received = 0;
  const front = http.createServer(async (req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const body = await readBody(req);
    received++;
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `local-${Date.now()}` });
      res.end(JSON.stringify(payload));
    };
    if (throttled > 0 && passBeforeThrottling > 0) passBeforeThrottling--;
    else if (throttled > 0) {
      throttled--;
      reply(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
        message: 'The level of configured provisioned throughput for the table was exceeded.',
      });
      return;
    }
    try {
      if (WRITE_OPERATIONS.has(operation)) await pauses.hold(operation, body);
      if (operation === 'TransactWriteItems') {
        const input = JSON.parse(body.toString('utf8'));
        reply(200, await transaction(body, () => withStream(operation, input, () => transactWriteItems(engineUrl, input, keyNamesOf))));
      } else if (operation === 'TransactGetItems') {
        reply(200, await serialised(operation, body, () => transactGetItems(engineUrl, JSON.parse(body.toString('utf8')))));
      } else if (WRITE_OPERATIONS.has(operation)) {
        const input = options.stream ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        await serialised(operation, body, () =>
          withStream(operation, input, async () => {
            // A refused write (condition failed, validation) must not reach the stream.
            if ((await forward(engineUrl, req, body, res)) !== 200) throw new RefusedWrite();
          }).catch((error: unknown) => {
            if (!(error instanceof RefusedWrite)) throw error;
          }),
        );
      } else {
        await forward(engineUrl, req, body, res);
      }
    } catch (error) {
      if (error instanceof DynamoWireError) reply(error.statusCode, error.toBody());
      else reply(500, { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) });
    }
  });
  const port = await listen(front, options.port);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    throttleNext: (count, after = 0) => {
      throttled = count;
      passBeforeThrottling = after;
    },
    requestCount: () => received,
    injectConflicts: conflicts.injectConflicts,
    conflictCount: conflicts.conflictCount,
    pauseNextWrite: pauses.pauseNextWrite,
    sweepTtl: async ({ table, ttlAttribute, now = new Date() }) => {
      const keyNames = await keyNamesOf(table);
      const lockOf = (key: Record<string, unknown>) => `${table}|${keyNames.map((n) => JSON.stringify(key[n])).join('|')}`;
      const deleted = await sweepExpired(engineUrl, { table, ttlAttribute, keyNames, now }, (key, work) => withKeys([lockOf(key)], work));
      return stream.ttlDeleted(table, deleted);
    },
    async stop() {
      await Promise.all([stopServer(front), stopServer(engine)]);
    },
  };
}

class RefusedWrite extends Error {}

function forward(target: URL, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<number> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 500, up.headers);
        up.pipe(res);
        up.on('end', () => resolve(up.statusCode ?? 500));
        up.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}
