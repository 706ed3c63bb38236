import http from 'node:http';
import { createTableInput } from '../../lambdas/base/table/table-definition';
import { callDynamo, DynamoWireError } from './dynamo-wire';
import { transactWriteItems } from './dynamo-transactions';
import { listen, readBody, stopServer } from './net';
// dynalite ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;

/**
 * A reader at every step: the transaction layer talks to dynalite through a door that, after each write it lets
 * through, reads the counter item as any reader could at that moment. DynamoDB's reads are read-committed: a
 * transaction that is cancelled is never seen, not even for a moment (the console's overview once read a counter
 * that a cancelled webhook transaction had moved, then put back: docs/testing.md, 'Flakes are bugs').
 */
const TABLE = 'transactions';
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
const COUNTER = { PK: { S: 'COUNTERS#0' }, SK: { S: 'TOTAL' } };
const RECORD = { PK: { S: 'CAREGIVER#ana' }, SK: { S: 'PROFILE' } };
const MARKER = { PK: { S: 'STRIPE_EVENT#evt_2' }, SK: { S: 'EVENT' } };

let engine: http.Server;
let door: http.Server;
let engineUrl: URL;
let doorUrl: URL;
/** The counter's value a reader saw after each write that reached dynalite. */
let seen: number[] = [];

const getItem = async (key: object) => (await callDynamo(engineUrl, 'GetItem', { TableName: TABLE, Key: key, ConsistentRead: true })).Item as Record<string, { N?: string }> | undefined;
const counter = async () => Number((await getItem(COUNTER))?.n?.N);

beforeAll(async () => {
  engine = dynalite({ createTableMs: 0 });
  engineUrl = new URL(`http://127.0.0.1:${await listen(engine, 0)}`);
  await callDynamo(engineUrl, 'CreateTable', createTableInput(TABLE));
  door = http.createServer(async (req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const input = JSON.parse((await readBody(req)).toString('utf8')) as unknown;
    let status = 200;
    let answer: unknown;
    try {
      answer = await callDynamo(engineUrl, operation, input);
    } catch (error) {
      if (!(error instanceof DynamoWireError)) throw error;
      [status, answer] = [error.statusCode, error.toBody()];
    }
    if (WRITES.has(operation)) seen.push(await counter());
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(answer));
  });
  doorUrl = new URL(`http://127.0.0.1:${await listen(door, 0)}`);
});
afterAll(() => Promise.all([stopServer(door), stopServer(engine)]));

beforeEach(async () => {
  await callDynamo(engineUrl, 'PutItem', { TableName: TABLE, Item: { ...COUNTER, n: { N: '5' } } });
  await callDynamo(engineUrl, 'PutItem', { TableName: TABLE, Item: { ...RECORD, v: { N: '2' } } });
  await callDynamo(engineUrl, 'DeleteItem', { TableName: TABLE, Key: MARKER });
  seen = [];
});

/** A webhook's transaction as the product writes it: its event's marker, her record at the version it read, a counter. */
const webhookTransaction = (versionRead: number) =>
  transactWriteItems(
    doorUrl,
    {
      TransactItems: [
        { Put: { TableName: TABLE, Item: { ...MARKER, entity: { S: 'stripe-event' } }, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Update: { TableName: TABLE, Key: RECORD, UpdateExpression: 'SET #v = :next', ConditionExpression: 'attribute_exists(PK) AND #v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': { N: String(versionRead) }, ':next': { N: String(versionRead + 1) } } } },
        { Update: { TableName: TABLE, Key: COUNTER, UpdateExpression: 'ADD n :d', ExpressionAttributeValues: { ':d': { N: '-1' } } } },
      ],
    },
    async () => ['PK', 'SK'],
  );

describe('the local DynamoDB: what readers see of a transaction', () => {
  it('a transaction cancelled by a condition is never seen by a reader, at any step, and leaves nothing', async () => {
    // Her record moved on (version 2) since the transaction read it (version 1): another event's transaction won.
    const outcome = await webhookTransaction(1).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(DynamoWireError);
    expect((outcome as DynamoWireError).type).toBe('TransactionCanceledException');
    expect(((outcome as DynamoWireError).extra.CancellationReasons as { Code: string }[]).map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(seen.filter((n) => n !== 5)).toEqual([]);
    expect(await counter()).toBe(5);
    expect(await getItem(MARKER)).toBeUndefined();
    expect((await getItem(RECORD))?.v).toEqual({ N: '2' });
  });

  it('a transaction whose conditions hold is written whole (the reader above sees its writes)', async () => {
    await webhookTransaction(2);
    expect(seen).toContain(4);
    expect(await counter()).toBe(4);
    expect(await getItem(MARKER)).toBeDefined();
    expect((await getItem(RECORD))?.v).toEqual({ N: '3' });
  });

  it('an invalid expression is refused as the single-item call refuses it, with nothing written', async () => {
    const outcome = await transactWriteItems(
      doorUrl,
      { TransactItems: [{ Update: { TableName: TABLE, Key: COUNTER, UpdateExpression: 'ADD n :d', ExpressionAttributeValues: { ':d': { N: '1' } } } }, { ConditionCheck: { TableName: TABLE, Key: RECORD, ConditionExpression: '#missing = :v', ExpressionAttributeValues: { ':v': { N: '2' } } } }] },
      async () => ['PK', 'SK'],
    ).catch((error: unknown) => error);
    expect((outcome as DynamoWireError).type).toBe('ValidationException');
    expect(seen).toEqual([]);
    expect(await counter()).toBe(5);
  });
});
