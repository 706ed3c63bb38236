import { Logger } from '@aws-lambda-powertools/logger';
import { TransactionCanceledException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SERVICE_NAME } from '../observability/metric-names';

/**
 * DynamoDB cancels a transaction that overlaps another one in flight on the same item (`TransactionCanceledException`
 * with `TransactionConflict` among its reasons), and the SDK does not retry it. Every write that includes a shared
 * counter item meets it under load (docs/decisions/030-transaction-conflicts-and-retries.md). This one helper, put
 * on the table client's middleware stack, sends such a TransactWriteItems again, unchanged, after a jittered pause,
 * up to CONFLICT_ATTEMPTS in all. Nothing of a cancelled transaction was applied, so sending it again is safe; a
 * cancellation with any other reason (a failed condition) goes to the caller at once, as before.
 */
export const CONFLICT_ATTEMPTS = 16;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 500;

const logger = new Logger({ serviceName: SERVICE_NAME });

/** True when a cancellation was only caused by conflicts: every reason is `None` or `TransactionConflict`. */
export function isOnlyConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.includes('TransactionConflict') && codes.every((c) => c === 'None' || c === 'TransactionConflict');
}

/** "Full jitter": a random pause up to an exponentially growing bound, capped (attempt counts from 1). */
export function conflictDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds the retry to a DynamoDB client's middleware stack (and so to a document client made from it). */
export function retryTransactionConflicts(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      for (let attempt = 1; ; attempt++) {
        try {
          return await next(args);
        } catch (error) {
          if (!isOnlyConflict(error)) throw error;
          if (attempt >= CONFLICT_ATTEMPTS) {
            logger.warn('transaction conflicts outlasted the retries', { attempts: attempt });
            throw error;
          }
          await sleep(conflictDelayMs(attempt));
        }
      }
    },
    { step: 'initialize', name: 'retryTransactionConflicts', override: true },
  );
}
