import { DynamoWireError } from './dynamo-wire';
import { CONFLICT_WINDOW_MS, createTransactionConflicts } from './transaction-conflicts';

const reasonsOf = (work: () => void) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DynamoWireError);
    expect((error as DynamoWireError).type).toBe('TransactionCanceledException');
    return ((error as DynamoWireError).extra.CancellationReasons as { Code: string }[]).map((r) => r.Code);
  }
  return undefined;
};

describe('transaction conflicts of the local DynamoDB', () => {
  it('cancels a transaction naming an item another one in flight holds, marking only that item', () => {
    const conflicts = createTransactionConflicts();
    conflicts.enter(['A', 'HOT']);
    expect(reasonsOf(() => conflicts.enter(['B', 'HOT']))).toEqual(['None', 'TransactionConflict']);
    expect(reasonsOf(() => conflicts.enter(['C']))).toBeUndefined();
    conflicts.leave(['A', 'HOT']);
    expect(reasonsOf(() => conflicts.enter(['B', 'HOT']))).toBeUndefined();
    expect(conflicts.conflictCount()).toBe(1);
  });

  it('past the time a DynamoDB transaction takes, lets a newcomer through (it then queues behind the slow local one)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const conflicts = createTransactionConflicts();
      conflicts.enter(['HOT']);
      jest.setSystemTime(1_000_000 + CONFLICT_WINDOW_MS - 1);
      expect(reasonsOf(() => conflicts.enter(['HOT']))).toEqual(['TransactionConflict']);
      jest.setSystemTime(1_000_000 + CONFLICT_WINDOW_MS);
      expect(reasonsOf(() => conflicts.enter(['HOT']))).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('cancels the share of transactions a test asks for, on their last item, then stops when told', () => {
    const conflicts = createTransactionConflicts();
    conflicts.injectConflicts(0.25);
    const outcomes = Array.from({ length: 8 }, (_, i) => {
      const keys = [`K${i}`, `COUNTER${i}`];
      const reasons = reasonsOf(() => conflicts.enter(keys));
      if (!reasons) conflicts.leave(keys);
      return reasons;
    });
    expect(outcomes.filter(Boolean)).toEqual([['None', 'TransactionConflict'], ['None', 'TransactionConflict']]);
    conflicts.injectConflicts(0);
    expect(reasonsOf(() => conflicts.enter(['Z']))).toBeUndefined();
  });
});
