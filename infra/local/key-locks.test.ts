import { createKeyLocks } from './key-locks';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('per-item write locks of the local DynamoDB', () => {
  it('lets writes to different items run together', async () => {
    const withKeys = createKeyLocks();
    const started: string[] = [];
    const a = deferred();
    const b = deferred();
    const first = withKeys(['t|A'], async () => (started.push('A'), a.promise));
    const second = withKeys(['t|B'], async () => (started.push('B'), b.promise));
    await settle();
    expect(started).toEqual(['A', 'B']);
    a.resolve();
    b.resolve();
    await Promise.all([first, second]);
  });

  it('runs writes to the same item one after the other, in order, even when one fails', async () => {
    const withKeys = createKeyLocks();
    const started: string[] = [];
    const a = deferred();
    const first = withKeys(['t|A'], async () => (started.push('1'), a.promise));
    const second = withKeys(['t|A'], async () => started.push('2'));
    await settle();
    expect(started).toEqual(['1']);
    a.reject(new Error('condition failed'));
    await expect(first).rejects.toThrow('condition failed');
    await second;
    expect(started).toEqual(['1', '2']);
  });

  it('makes a transaction wait for every item it touches, and later writes to any of them wait for it', async () => {
    const withKeys = createKeyLocks();
    const started: string[] = [];
    const a = deferred();
    const tx = deferred();
    const single = withKeys(['t|A'], async () => (started.push('A'), a.promise));
    const transaction = withKeys(['t|A', 't|B'], async () => (started.push('tx'), tx.promise));
    const afterOnB = withKeys(['t|B'], async () => started.push('B'));
    const other = withKeys(['t|C'], async () => started.push('C'));
    await settle();
    expect(started).toEqual(['A', 'C']);
    a.resolve();
    await settle();
    expect(started).toEqual(['A', 'C', 'tx']);
    tx.resolve();
    await Promise.all([single, transaction, afterOnB, other]);
    expect(started).toEqual(['A', 'C', 'tx', 'B']);
  });
});
