import { DynamoWireError } from './dynamo-wire';

/**
 * Transaction conflicts as DynamoDB raises them (docs/decisions/030-transaction-conflicts-and-retries.md): a
 * TransactWriteItems that names an item another TransactWriteItems still in flight holds is cancelled at once with
 * `TransactionCanceledException`, its `CancellationReasons` saying `TransactionConflict` for the items held and
 * `None` for the others, exactly the shape the AWS SDK v3 surfaces. (The layer used to make it wait instead,
 * which no client of the real service ever sees.)
 *
 * Tests can also ask for a share of all transactions to be cancelled that way (`injectConflicts`): the conflict
 * is then reported on the transaction's last item, where the counter updates sit.
 */
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
  const held = new Map<string, number>();
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
      const codes = keys.map((k) => (held.has(k) ? 'TransactionConflict' : 'None'));
      if (codes.includes('TransactionConflict')) throw cancel(codes);
      owed += share;
      if (owed >= 1 && keys.length) {
        owed -= 1;
        throw cancel(keys.map((_, i) => (i === keys.length - 1 ? 'TransactionConflict' : 'None')));
      }
      for (const k of keys) held.set(k, (held.get(k) ?? 0) + 1);
    },
    leave(keys) {
      for (const k of keys) {
        const n = (held.get(k) ?? 1) - 1;
        if (n > 0) held.set(k, n);
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
