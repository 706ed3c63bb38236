import { callDynamo, DynamoWireError } from './dynamo-wire';

/**
 * TransactWriteItems and TransactGetItems for dynalite, which lacks them. The caller holds the write lock, so no
 * other write interleaves: each operation is applied as the matching conditional single-item write (all at once:
 * the items are distinct), and if any
 * condition fails every applied operation is undone from a snapshot taken first. Failures are reported the way
 * the real API reports them: TransactionCanceledException with one CancellationReason per item, in order.
 * (Readers may glimpse a partly applied transaction for a moment; writers never do.)
 */
type AttributeMap = Record<string, Record<string, unknown>>;
// dynalite ships no types; its own sizing is used so transactions are measured like its single-item calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { capacityUnits } = require('dynalite/db') as { capacityUnits(item: AttributeMap | undefined | null, isRead: boolean, isConsistent?: boolean): number };
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

  const applied: number[] = [];
  const outcomes = await Promise.allSettled(
    ops.map(async (op, i): Promise<Reason> => {
      try {
        await callDynamo(endpoint, op.operation, op.request);
        applied.push(i);
        return { Code: 'None' };
      } catch (error) {
        if (!(error instanceof DynamoWireError) || error.type !== 'ConditionalCheckFailedException') throw error;
        const reason: Reason = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
        if (op.returnOldOnFailure && snapshots[i]) reason.Item = snapshots[i];
        return reason;
      }
    }),
  );
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) {
    await restore(endpoint, ops, snapshots, applied);
    throw failure.reason;
  }
  const reasons = outcomes.map((o) => (o as PromiseFulfilledResult<Reason>).value);

  const cancelled = reasons.some((r) => r.Code !== 'None');
  // A ConditionCheck must never leave a trace, and a cancelled transaction must leave none at all.
  const toUndo = cancelled ? applied : applied.filter((i) => ops[i].kind === 'ConditionCheck');
  await restore(endpoint, ops, snapshots, toUndo);
  if (cancelled) {
    throw new DynamoWireError(
      'TransactionCanceledException',
      `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
      { CancellationReasons: reasons },
    );
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
    case 'ConditionCheck': {
      if (!request.ConditionExpression) throw new DynamoWireError('ValidationException', 'ConditionCheck requires a ConditionExpression');
      // A no-op conditional update evaluates the condition exactly as the real service would; it is undone after.
      const names = { ...(request.ExpressionAttributeNames as object | undefined), '#txcheck': '__txcheck' };
      return {
        kind,
        table,
        key,
        returnOldOnFailure,
        operation: 'UpdateItem',
        request: { ...request, ExpressionAttributeNames: names, UpdateExpression: 'REMOVE #txcheck' },
      };
    }
  }
}

async function restore(endpoint: URL, ops: Awaited<ReturnType<typeof describe>>[], snapshots: (AttributeMap | undefined)[], indexes: number[]) {
  await Promise.all(
    indexes.map((i) => {
      const before = snapshots[i];
      return before ? callDynamo(endpoint, 'PutItem', { TableName: ops[i].table, Item: before }) : callDynamo(endpoint, 'DeleteItem', { TableName: ops[i].table, Key: ops[i].key });
    }),
  );
}
