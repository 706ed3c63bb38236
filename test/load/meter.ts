import { AsyncLocalStorage } from 'node:async_hooks';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Route } from '../../lambdas/routes';
import { tableDefinition } from '../../lambdas/base/table/table-definition';
import type { ApiFunction } from '../../infra/local/gateway';
import { percentile, round } from '../bench/stats';

/** The header the load client names its mix row with, so two rows on one route are measured apart. */
export const ROW_HEADER = 'x-carey-load-row';

/** What one mix row cost on the server side, per request (means over every measured invocation). */
export interface RowCost {
  invocations: number;
  /** Handler time, as Lambda would bill it (the function's own work; no cold start). */
  handlerMs: { mean: number; p50: number; p95: number };
  /** DynamoDB read request units per request, as reported by the local DynamoDB (see docs/capacity.md). */
  readUnits: number;
  /** The part of readUnits read from each secondary index (a single hot index partition shows up here). */
  readUnitsByIndex: Record<string, number>;
  /** Write request units on the table per request (reported) ... */
  writeUnits: number;
  /** ... plus the index writes they cause (computed from the items written: dynalite does not count them). */
  indexWriteUnits: number;
  /** Response body bytes per request. */
  bodyBytes: number;
  /** DynamoDB calls per request. */
  dynamoCalls: number;
  /** Answers by status code, as the handler gave them (including requests the client gave up on at the end). */
  statuses: Record<string, number>;
}

/** What the DynamoDB calls of one request (or of all requests of a row) consumed. */
interface Units {
  reads: number;
  byIndex: Record<string, number>;
  writes: number;
  indexWrites: number;
  calls: number;
}

interface Sample extends Units {
  row: string;
}

interface Totals extends Units {
  durations: number[];
  bytes: number;
  statuses: Record<string, number>;
}

type Capacity = { CapacityUnits?: number } | undefined;

const READ_OPERATIONS = new Set(['Get', 'BatchGet', 'Query', 'Scan', 'TransactGet']);
/** `PutItemCommand` and the document client's `PutCommand` are both `Put`; `TransactWriteItemsCommand` is `TransactWrite`. */
export const operationOf = (commandName: string) => commandName.replace(/Command$/, '').replace(/Items?$/, '');
/** Whether a command (by the name a client's middleware sees) reads. */
export const isRead = (commandName: string) => READ_OPERATIONS.has(operationOf(commandName));
const indexKeys = tableDefinition.globalSecondaryIndexes.map((i) => i.partitionKey as string);

/** Rough DynamoDB item size (names + values), enough to count KB steps of the index copies. */
function itemKb(item: unknown): number {
  return Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item ?? {})) / 1024));
}

/** A key an operation deletes, in the table it deletes from. */
export interface DeletedKey {
  table: string;
  key: Record<string, unknown>;
}

/** The items a write deletes (Delete, BatchWrite's DeleteRequests, TransactWrite's Deletes): their index copies go too. */
export function deletedKeys(operation: string, input: Record<string, unknown>): DeletedKey[] {
  switch (operation) {
    case 'Delete':
      return [{ table: String(input.TableName), key: input.Key as Record<string, unknown> }];
    case 'BatchWrite':
      return Object.entries((input.RequestItems as Record<string, { DeleteRequest?: { Key: Record<string, unknown> } }[]>) ?? {}).flatMap(([table, requests]) =>
        requests.flatMap((r) => (r.DeleteRequest ? [{ table, key: r.DeleteRequest.Key }] : [])),
      );
    case 'TransactWrite':
      return ((input.TransactItems as { Delete?: { TableName: string; Key: Record<string, unknown> } }[]) ?? []).flatMap((t) =>
        t.Delete ? [{ table: t.Delete.TableName, key: t.Delete.Key }] : [],
      );
    default:
      return [];
  }
}

/**
 * Index writes a request causes: DynamoDB bills each secondary index an item enters, leaves or changes in, on top
 * of the table write. A Put of an item with an index key writes that index; an update that sets or removes an
 * index key writes it once (removal) or twice when the item was already there (delete + put, counted as 2); a
 * delete writes each index the deleted item was in (`deleted`: the items as they were, read before the delete).
 */
export function indexWriteUnits(operation: string, input: Record<string, unknown>, deleted: readonly Record<string, unknown>[] = []): number {
  const fromPut = (item: Record<string, unknown> | undefined) => (item ? indexKeys.filter((k) => k in item).length * itemKb(item) : 0);
  const fromUpdate = (update: Record<string, unknown>) => {
    const expression = String(update.UpdateExpression ?? '');
    const names = Object.entries((update.ExpressionAttributeNames as Record<string, string> | undefined) ?? {});
    const mentioned = indexKeys.filter((k) => new RegExp(`\\b${k}\\b`).test(expression) || names.some(([alias, name]) => name === k && expression.includes(alias)));
    const removes = /\bREMOVE\b/.test(expression);
    return mentioned.length * (removes ? 1 : 2);
  };
  const fromDeletes = deleted.reduce((sum, item) => sum + fromPut(item), 0);
  switch (operation) {
    case 'Put':
      return fromPut(input.Item as Record<string, unknown>);
    case 'Update':
      return fromUpdate(input);
    case 'BatchWrite':
      return Object.values((input.RequestItems as Record<string, { PutRequest?: { Item: Record<string, unknown> } }[]>) ?? {})
        .flat()
        .reduce((sum, r) => sum + fromPut(r.PutRequest?.Item), fromDeletes);
    case 'TransactWrite':
      return ((input.TransactItems as { Put?: { Item: Record<string, unknown> }; Update?: Record<string, unknown> }[]) ?? []).reduce(
        (sum, t) => sum + (t.Put ? fromPut(t.Put.Item) : t.Update ? fromUpdate(t.Update) : 0),
        fromDeletes,
      );
    case 'Delete':
      return fromDeletes;
    default:
      return 0;
  }
}

const sumCapacity = (c: Capacity | Capacity[]) => (Array.isArray(c) ? c : [c]).reduce((sum, x) => sum + (x?.CapacityUnits ?? 0), 0);

/**
 * Measures every handler invocation of the local stack: its time, the DynamoDB units its calls consumed (asks
 * the local DynamoDB for ConsumedCapacity on every call) and the bytes it answered, per load-mix row.
 */
export function createMeter() {
  const current = new AsyncLocalStorage<Sample>();
  const totals = new Map<string, Totals>();
  let inFlight = 0;

  function instrument(client: DynamoDBDocumentClient) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const sample = current.getStore();
        const input = args.input as Record<string, unknown>;
        if (!sample) return next(args);
        input.ReturnConsumedCapacity = 'TOTAL';
        const name = operationOf(context.commandName ?? '');
        // What a delete removes, read before it (outside the sample: the read is the meter's, not the request's).
        const deleted = await current.exit(() =>
          Promise.all(deletedKeys(name, input).map(async ({ table, key }) => (await client.send(new GetCommand({ TableName: table, Key: key }))).Item)),
        );
        const output = await next(args);
        const units = sumCapacity((output.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
        sample.calls++;
        if (READ_OPERATIONS.has(name)) {
          sample.reads += units;
          if (typeof input.IndexName === 'string') sample.byIndex[input.IndexName] = (sample.byIndex[input.IndexName] ?? 0) + units;
        } else {
          sample.writes += units;
          sample.indexWrites += indexWriteUnits(name, input, deleted.filter((item): item is Record<string, unknown> => item !== undefined));
        }
        return output;
      },
      { step: 'initialize', name: 'loadCapacityMeter', override: true },
    );
  }

  function wrapHandler(route: Route, handler: ApiFunction): ApiFunction {
    return async (event, context) => {
      const headers = (event as { headers?: Record<string, string> }).headers ?? {};
      const row = headers[ROW_HEADER] ?? `${route.method} ${route.path}`;
      const sample: Sample = { row, reads: 0, byIndex: {}, writes: 0, indexWrites: 0, calls: 0 };
      inFlight++;
      const start = process.hrtime.bigint();
      try {
        const result = await current.run(sample, () => handler(event, context));
        const t = totals.get(row) ?? { durations: [], reads: 0, byIndex: {}, writes: 0, indexWrites: 0, bytes: 0, calls: 0, statuses: {} };
        const status = String(result.statusCode ?? 200);
        t.statuses[status] = (t.statuses[status] ?? 0) + 1;
        t.durations.push(Number(process.hrtime.bigint() - start) / 1e6);
        t.reads += sample.reads;
        for (const [index, units] of Object.entries(sample.byIndex)) t.byIndex[index] = (t.byIndex[index] ?? 0) + units;
        t.writes += sample.writes;
        t.indexWrites += sample.indexWrites;
        t.calls += sample.calls;
        t.bytes += Buffer.byteLength(result.body ?? '');
        totals.set(row, t);
        return result;
      } finally {
        inFlight--;
      }
    };
  }

  function report(): Record<string, RowCost> {
    return Object.fromEntries(
      [...totals].map(([row, t]) => {
        const n = t.durations.length;
        return [
          row,
          {
            invocations: n,
            handlerMs: { mean: round(t.durations.reduce((a, b) => a + b, 0) / n, 2), p50: round(percentile(t.durations, 50), 2), p95: round(percentile(t.durations, 95), 2) },
            readUnits: round(t.reads / n, 3),
            readUnitsByIndex: Object.fromEntries(Object.entries(t.byIndex).map(([index, units]) => [index, round(units / n, 3)])),
            writeUnits: round(t.writes / n, 3),
            indexWriteUnits: round(t.indexWrites / n, 3),
            bodyBytes: Math.round(t.bytes / n),
            dynamoCalls: round(t.calls / n, 2),
            statuses: t.statuses,
          },
        ];
      }),
    );
  }

  return {
    instrument,
    wrapHandler,
    report,
    reset: () => totals.clear(),
    inFlight: () => inFlight,
  };
}
