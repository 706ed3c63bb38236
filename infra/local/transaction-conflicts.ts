import { DynamoWireError } from './dynamo-wire';

/**
 * Transaction conflicts as DynamoDB raises them (docs/decisions/030-transaction-conflicts-and-retries.md): a
 * TransactWriteItems that names an item another TransactWriteItems still in flight holds is cancelled at once with
 * `TransactionCanceledException`, its `CancellationReasons` saying `TransactionConflict` for the items held and
 * `None` for the others, exactly the shape the AWS SDK v3 surfaces. (The layer used to make it wait instead,
 * which no client of the real service ever sees.)
 *
 * An item counts as held for the first CONFLICT_WINDOW_MS of a transaction, about what a transaction takes in
 * DynamoDB; a local one can take many times that on a busy machine, and a newcomer after the window waits behind it
 * (as before) instead of being cancelled for the emulator's slowness, so conflicts come about as often as in AWS.
 *
 * Tests can also ask for a share of all transactions to be cancelled that way (`injectConflicts`): the conflict
 * is then reported on the transaction's last item, where the counter updates sit.
 */
export const CONFLICT_WINDOW_MS = 50;

export interface TransactionConflicts {
  /** Holds `keys` for a transaction, or throws the cancellation when another one in flight holds one of them. */
  enter(keys: readonly string[]): void;
  leave(keys: readonly string[]): void;
  /** Tests only: from now on cancel this share (0–1) of TransactWriteItems as conflicts; 0 turns it off. */
  injectConflicts(share: number): void;
  /** Transactions cancelled as conflicts so far (held items and injected). */
  conflictCount(): number;
}

export function createTransactionConflicts(): TransactionConflicts {
  // Per item: how many transactions hold it, and when the latest of them started.
  const held = new Map<string, { count: number; since: number }>();
  let share = 0;
  // A running sum rather than a random draw: the share asked for, evenly spread, the same in every run.
  let owed = 0;
  let conflicts = 0;

  const cancel = (codes: string[]) => {
    conflicts++;
    return new DynamoWireError(
      'TransactionCanceledException',
      `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
      { CancellationReasons: codes.map((Code) => (Code === 'None' ? { Code } : { Code, Message: 'Transaction is ongoing for the item' })) },
    );
  };

  return {
    enter(keys) {
      const now = Date.now();
      const codes = keys.map((k) => ((held.get(k)?.since ?? -Infinity) > now - CONFLICT_WINDOW_MS ? 'TransactionConflict' : 'None'));
      if (codes.includes('TransactionConflict')) throw cancel(codes);
      owed += share;
      if (owed >= 1 && keys.length) {
        owed -= 1;
        throw cancel(keys.map((_, i) => (i === keys.length - 1 ? 'TransactionConflict' : 'None')));
      }
      for (const k of keys) held.set(k, { count: (held.get(k)?.count ?? 0) + 1, since: now });
    },
    leave(keys) {
      for (const k of keys) {
        const entry = held.get(k);
        if (entry && entry.count > 1) entry.count--;
        else held.delete(k);
      }
    },
    injectConflicts(next) {
      share = Math.min(1, Math.max(0, next));
      owed = 0;
    },
    conflictCount: () => conflicts,
  };
}
