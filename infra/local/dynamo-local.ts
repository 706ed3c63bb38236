import http from 'node:http';
// dynalite ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;
import { callDynamo, DynamoWireError } from './dynamo-wire';
import { transactGetItems, transactWriteItems } from './dynamo-transactions';
import { listen, readBody, stopServer } from './net';

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

export interface LocalDynamo {
  endpoint: string;
  /**
   * Tests only: the next `count` requests fail as the real service fails when it throttles; with `after`, the
   * throttling starts once that many more requests went through (a fault in the middle of a piece of work).
   */
  throttleNext(count: number, after?: number): void;
  /** Requests received so far (tests count retries with it). */
  requestCount(): number;
  stop(): Promise<void>;
}

/**
 * dynalite behind a thin layer that serialises writes and adds the transaction operations dynalite lacks.
 * `dir` keeps the data (LevelDB) between restarts; without it the data lives in memory.
 */
export async function startLocalDynamo(options: { port: number; dir?: string }): Promise<LocalDynamo> {
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

  let writeQueue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const run = writeQueue.then(work, work);
    writeQueue = run.catch(() => undefined);
    return run;
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
        reply(200, await serialised(() => transactWriteItems(engineUrl, JSON.parse(body.toString('utf8')), keyNamesOf)));
      } else if (operation === 'TransactGetItems') {
        reply(200, await serialised(() => transactGetItems(engineUrl, JSON.parse(body.toString('utf8')))));
      } else if (WRITE_OPERATIONS.has(operation)) {
        await serialised(() => forward(engineUrl, req, body, res));
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
    async stop() {
      await Promise.all([stopServer(front), stopServer(engine)]);
    },
  };
}

function forward(target: URL, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 500, up.headers);
        up.pipe(res);
        up.on('end', () => resolve());
        up.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}
