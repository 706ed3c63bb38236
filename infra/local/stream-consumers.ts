import { NEW_OPENING_FILTER } from '../../lambdas/openings/data/opening-stream';
import { tableStreamConsumers } from '../../lambdas/routes';
import type { LocalStreamRecord } from './dynamo-local';
import type { FunctionLogs } from './function-logs';
import { localFunction } from './function-runner';

type Consumer = (event: { Records: LocalStreamRecord[] }) => Promise<{ batchItemFailures?: { itemIdentifier: string }[] } | void>;

/**
 * The table stream's consumers (DynamoDB Streams → Lambda in AWS): records go to each consumer of the route table
 * in write order, in batches, with the same event filter as in AWS. A failed batch is retried from the reported
 * record, three times, then logged and skipped (AWS retries until the record expires). Each consumer runs with its
 * needs' variables (`values`: see localFunction).
 */
export function startStreamConsumers(values: Readonly<Record<string, string | undefined>>, logs?: FunctionLogs) {
  const consumers = new Map(tableStreamConsumers.map((c) => [c.handler, localFunction<Consumer>(values, c.handler, c.needs, logs)]));
  const load = (handler: string): Consumer => async (event) => consumers.get(handler)!(event);
  const wanted = NEW_OPENING_FILTER.eventName as readonly string[];
  const queue: LocalStreamRecord[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  const deliver = async (handler: string, records: LocalStreamRecord[]) => {
    let batch = records;
    for (let attempt = 1; batch.length; attempt++) {
      const failed = await load(handler)({ Records: batch })
        .then((out) => out?.batchItemFailures?.[0]?.itemIdentifier)
        .catch(() => batch[0].dynamodb.SequenceNumber);
      if (failed === undefined) return;
      if (attempt >= 3) {
        console.error(JSON.stringify({ level: 'error', message: 'stream records skipped after retries', handler, from: failed }));
        return;
      }
      batch = batch.slice(Math.max(0, batch.findIndex((r) => r.dynamodb.SequenceNumber === failed)));
    }
  };
  const pump = async () => {
    while (queue.length && !stopped) {
      const batch = queue.splice(0, 100).filter((r) => wanted.includes(r.eventName));
      if (!batch.length) continue;
      for (const consumer of tableStreamConsumers) await deliver(consumer.handler, batch);
    }
  };
  const kick = () => {
    running ??= pump().finally(() => {
      running = undefined;
      if (queue.length && !stopped) kick();
    });
  };
  return {
    push: (records: LocalStreamRecord[]) => {
      queue.push(...records);
      // After the write's reply is on its way: the writer never waits for the consumers, as in AWS.
      setImmediate(kick);
    },
    drain: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (running || queue.length) {
        if (!running) kick();
        await running;
      }
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
