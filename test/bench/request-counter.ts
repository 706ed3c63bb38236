import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isRead } from '../load/meter';

/**
 * DynamoDB requests made inside one measured call, by the name the client's middleware sees (the low-level
 * command's: GetItemCommand, QueryCommand, BatchGetItemCommand…, also for the document client's commands).
 */
export interface CountedRequests {
  total: number;
  byCommand: Record<string, number>;
  /** Read request units the local DynamoDB reported for the reads among them (ReturnConsumedCapacity). */
  readUnits: number;
}

type Capacity = { CapacityUnits?: number } | undefined;

let counters = 0;

/**
 * Counts the DynamoDB requests of each measured call, and only those: the client's middleware adds a request to
 * the count of the call it was made in (AsyncLocalStorage), so anything else using the same client at the same
 * time (a stream consumer, another request) is not counted.
 */
export function requestCounter(client: DynamoDBDocumentClient) {
  const calls = new AsyncLocalStorage<CountedRequests>();
  const name = `benchRequestCounter${++counters}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const counted = calls.getStore();
      if (!counted) return next(args);
      counted.total++;
      const command = String(context.commandName);
      counted.byCommand[command] = (counted.byCommand[command] ?? 0) + 1;
      if (!isRead(command)) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      const consumed = (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
      counted.readUnits += (Array.isArray(consumed) ? consumed : [consumed]).reduce((sum, c) => sum + (c?.CapacityUnits ?? 0), 0);
      return out;
    },
    { step: 'initialize', name },
  );
  return {
    /** Runs `work`, returning what it returned and the requests it made. */
    async count<T>(work: () => Promise<T>): Promise<{ value: T; requests: CountedRequests }> {
      const requests: CountedRequests = { total: 0, byCommand: {}, readUnits: 0 };
      const value = await calls.run(requests, work);
      return { value, requests };
    },
    stop: () => client.middlewareStack.remove(name),
  };
}
