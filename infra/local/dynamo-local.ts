import http from 'node:http';
import './level-iterators';
// dynalite ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;
import { callDynamo, DynamoWireError } from './dynamo-wire';
import { transactGetItems, transactWriteItems } from './dynamo-transactions';
import { createKeyLocks } from './key-locks';
import { listen, readBody, stopServer } from './net';
import { createTransactionConflicts, type TransactionConflicts } from './transaction-conflicts';

type Attributes = Record<string, unknown>;
type ItemRef = { TableName?: string; Item?: Attributes; Key?: Attributes };
interface WriteInput extends ItemRef {
  RequestItems?: Record<string, { PutRequest?: { Item: Attributes }; DeleteRequest?: { Key: Attributes } }[]>;
  TransactItems?: { Put?: ItemRef; Update?: ItemRef; Delete?: ItemRef; ConditionCheck?: ItemRef; Get?: ItemRef }[];
}

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

type AttributeMap = Record<string, Record<string, unknown>>;

/** A DynamoDB Streams record (NEW_IMAGE view), the shape Lambda receives from a table's stream. */
export interface LocalStreamRecord {
  eventID: string;
  eventName: 'INSERT' | 'MODIFY';
  eventVersion: '1.1';
  eventSource: 'aws:dynamodb';
  awsRegion: string;
  eventSourceARN: string;
  dynamodb: { ApproximateCreationDateTime: number; Keys: AttributeMap; NewImage: AttributeMap; SequenceNumber: string; SizeBytes: number; StreamViewType: 'NEW_IMAGE' };
}

/**
 * The table's stream, emulated for items put whole (PutItem, BatchWriteItem and TransactWriteItems puts) that
 * pass `filter`, the local stand-in of the event source's filter: only those cost an extra read (to tell INSERT
 * from MODIFY). Records are handed over after the write succeeded, in write order.
 */
export interface LocalStreamOptions {
  filter: (item: AttributeMap) => boolean;
  onRecords: (records: LocalStreamRecord[]) => void;
}

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

  let sequence = 0;
  /** Runs a write; when it puts streamed items, reads their old versions first and emits records after. */
  const withStream = async <T>(operation: string, input: Record<string, unknown>, write: () => Promise<T>): Promise<T> => {
    const stream = options.stream;
    const puts = stream ? putsOf(operation, input).filter((p) => stream.filter(p.item)) : [];
    if (!stream || !puts.length) return write();
    const keyed = await Promise.all(
      puts.map(async (p) => {
        const Keys = Object.fromEntries((await keyNamesOf(p.table)).map((k) => [k, p.item[k]]));
        const old = await callDynamo(engineUrl, 'GetItem', { TableName: p.table, Key: Keys, ConsistentRead: true });
        return { ...p, Keys, existed: !!old.Item };
      }),
    );
    const result = await write();
    stream.onRecords(
      keyed.map(({ table, item, Keys, existed }) => {
        const SequenceNumber = String(++sequence).padStart(21, '0');
        return {
          eventID: SequenceNumber,
          eventName: existed ? 'MODIFY' : 'INSERT',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: 'us-east-1',
          eventSourceARN: `arn:aws:dynamodb:us-east-1:000000000000:table/${table}/stream/local`,
          dynamodb: { ApproximateCreationDateTime: Math.floor(Date.now() / 1000), Keys, NewImage: item, SequenceNumber, SizeBytes: JSON.stringify(item).length, StreamViewType: 'NEW_IMAGE' },
        };
      }),
    );
    return result;
  };

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
    async stop() {
      await Promise.all([stopServer(front), stopServer(engine)]);
    },
  };
}

class RefusedWrite extends Error {}

/** The items an operation puts whole, by table. */
function putsOf(operation: string, input: Record<string, unknown>): { table: string; item: AttributeMap }[] {
  if (operation === 'PutItem') return [{ table: String(input.TableName), item: input.Item as AttributeMap }];
  if (operation === 'BatchWriteItem') {
    const requests = (input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: AttributeMap } }[]>;
    return Object.entries(requests).flatMap(([table, list]) => list.flatMap((r) => (r.PutRequest ? [{ table, item: r.PutRequest.Item }] : [])));
  }
  if (operation === 'TransactWriteItems') {
    const items = (input.TransactItems ?? []) as { Put?: { TableName: string; Item: AttributeMap } }[];
    return items.flatMap((t) => (t.Put ? [{ table: t.Put.TableName, item: t.Put.Item }] : []));
  }
  return [];
}

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
