import { callDynamo, DynamoWireError } from './dynamo-wire';

/**
 * TransactWriteItems and TransactGetItems for dynalite, which lacks them. The caller holds the write lock, so no
 * other write interleaves: every condition is judged first, on the items as they are, by dynalite's own rules; only
 * when all hold is each operation applied as the matching conditional single-item write (all at once: the items are
 * distinct). A cancelled transaction writes nothing, so no reader ever sees it (DynamoDB's read-committed reads).
 * Failures are reported the way the real API reports them: TransactionCanceledException with one CancellationReason
 * per item, in order. (Readers may glimpse a committed transaction partly applied for a moment; writers never do.)
 */
type AttributeMap = Record<string, Record<string, unknown>>;
// dynalite ships no types; its own sizing is used so transactions are measured like its single-item calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { capacityUnits, checkConditional } = require('dynalite/db') as {
  capacityUnits(item: AttributeMap | undefined | null, isRead: boolean, isConsistent?: boolean): number;
  /** Nothing when the request's condition (ConditionExpression, parsed below, or Expected) holds on the item; else its error. */
  checkConditional(data: Record<string, unknown>, item: AttributeMap | undefined): unknown;
};
// Parses the request's expressions as its single-item call would (a message when they are invalid).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { validateExpressions } = require('dynalite/validations') as { validateExpressions(data: Record<string, unknown>): string | undefined };
type TransactItem = {
  ConditionCheck?: Record<string, unknown>;
  Put?: Record<string, unknown>;
  Delete?: Record<string, unknown>;
  Update?: Record<string, unknown>;
};

interface Reason {
  Code: string;
  Message?: string;
  Item?: AttributeMap;
}

export async function transactWriteItems(endpoint: URL, input: { TransactItems?: TransactItem[]; ReturnConsumedCapacity?: string }, keyNamesOf: (table: string) => Promise<string[]>) {
  const items = input.TransactItems ?? [];
  if (items.length === 0 || items.length > 100) {
    throw new DynamoWireError('ValidationException', `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100 and greater than or equal to 1`);
  }
  const ops = await Promise.all(items.map(async (item) => describe(item, keyNamesOf)));
  const seen = new Set<string>();
  for (const op of ops) {
    const id = `${op.table}|${JSON.stringify(op.key)}`;
    if (seen.has(id)) throw new DynamoWireError('ValidationException', 'Transaction request cannot include multiple operations on one item');
    seen.add(id);
  }

  // The items are distinct and held by the caller, so they are read, and then written, all at once: the shorter a
  // transaction holds its items, the closer its conflict window is to the real service's.
  const snapshots = await Promise.all(
    ops.map(async (op) => (await callDynamo(endpoint, 'GetItem', { TableName: op.table, Key: op.key, ConsistentRead: true })).Item as AttributeMap | undefined),
  );

  // Judged before anything is written: writing first and undoing a cancelled transaction after let a reader see, for a
  // moment, writes that never happened (the console's overview read a counter a cancelled webhook's transaction had
  // moved). The items are held, so what is judged here is what the writes below meet.
  const judged = ops.map((op, i) => judge(op, snapshots[i]));
  if (judged.some((r) => r.Code !== 'None')) throw cancellation(judged);

  const writes = ops.flatMap((op, i) => (op.operation ? [i] : []));
  const applied: number[] = [];
  const outcomes = await Promise.allSettled(
    writes.map(async (i) => {
      await callDynamo(endpoint, ops[i].operation!, ops[i].request);
      applied.push(i);
    }),
  );
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) {
    // A write refused after its condition held (its size, its key): nothing of the transaction stays.
    await restore(endpoint, ops, snapshots, applied);
    throw failure.reason;
  }
  // As DynamoDB bills transactions: two write units per item and KB (the larger of the item before and after).
  const units = ops.reduce((sum, op, i) => sum + 2 * Math.max(capacityUnits(snapshots[i], false), op.kind === 'Put' ? capacityUnits(op.request.Item as AttributeMap, false) : 0), 0);
  return consumed(input, ops[0].table, units);
}

function consumed(input: { ReturnConsumedCapacity?: string }, table: string, units: number) {
  const wanted = input.ReturnConsumedCapacity === 'TOTAL' || input.ReturnConsumedCapacity === 'INDEXES';
  return wanted ? { ConsumedCapacity: [{ TableName: table, CapacityUnits: units }] } : {};
}

export async function transactGetItems(endpoint: URL, input: { TransactItems?: { Get: Record<string, unknown> }[]; ReturnConsumedCapacity?: string }) {
  const items = input.TransactItems ?? [];
  if (items.length === 0 || items.length > 100) {
    throw new DynamoWireError('ValidationException', 'TransactItems must have between 1 and 100 items');
  }
  const responses = [];
  let units = 0;
  for (const { Get } of items) {
    const out = await callDynamo(endpoint, 'GetItem', { ...Get, ConsistentRead: true });
    responses.push(out.Item ? { Item: out.Item } : {});
    units += 2 * capacityUnits(out.Item as AttributeMap | undefined, true, true);
  }
  return { Responses: responses, ...consumed(input, String(items[0].Get.TableName), units) };
}

async function describe(item: TransactItem, keyNamesOf: (table: string) => Promise<string[]>) {
  const kinds = (['ConditionCheck', 'Put', 'Delete', 'Update'] as const).filter((k) => item[k]);
  if (kinds.length !== 1) throw new DynamoWireError('ValidationException', 'TransactItems can only contain one of Check, Put, Update or Delete');
  const kind = kinds[0];
  const { ReturnValuesOnConditionCheckFailure, ...request } = item[kind] as Record<string, unknown>;
  const table = String(request.TableName);
  const keyNames = await keyNamesOf(table);
  const source = (kind === 'Put' ? request.Item : request.Key) as AttributeMap | undefined;
  if (!source) throw new DynamoWireError('ValidationException', `${kind} must name the item`);
  const key = Object.fromEntries(keyNames.map((k) => [k, source[k]]));
  const returnOldOnFailure = ReturnValuesOnConditionCheckFailure === 'ALL_OLD';
  switch (kind) {
    case 'Put':
      return { kind, table, key, returnOldOnFailure, operation: 'PutItem', request };
    case 'Delete':
      return { kind, table, key, returnOldOnFailure, operation: 'DeleteItem', request };
    case 'Update':
      return { kind, table, key, returnOldOnFailure, operation: 'UpdateItem', request };
    case 'ConditionCheck':
      if (!request.ConditionExpression) throw new DynamoWireError('ValidationException', 'ConditionCheck requires a ConditionExpression');
      // Judged only (judge below): nothing is written.
      return { kind, table, key, returnOldOnFailure, operation: undefined, request };
  }
}

/** One operation's condition on the item as it is: 'None' when it holds (or it has none). */
function judge(op: Awaited<ReturnType<typeof describe>>, item: AttributeMap | undefined): Reason {
  const data = { ...op.request };
  const invalid = validateExpressions(data);
  if (invalid) throw new DynamoWireError('ValidationException', invalid);
  if (!checkConditional(data, item)) return { Code: 'None' };
  return { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...(op.returnOldOnFailure && item ? { Item: item } : {}) };
}

function cancellation(reasons: Reason[]) {
  return new DynamoWireError(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
    { CancellationReasons: reasons },
  );
}

async function restore(endpoint: URL, ops: Awaited<ReturnType<typeof describe>>[], snapshots: (AttributeMap | undefined)[], indexes: number[]) {
  await Promise.all(
    indexes.map((i) => {
      const before = snapshots[i];
      return before ? callDynamo(endpoint, 'PutItem', { TableName: ops[i].table, Item: before }) : callDynamo(endpoint, 'DeleteItem', { TableName: ops[i].table, Key: ops[i].key });
    }),
  );
}
