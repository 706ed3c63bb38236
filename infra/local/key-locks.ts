/**
 * Per-item write ordering for the local DynamoDB: work on a set of keys starts once every earlier work that shares
 * a key with it has finished, while work on other keys goes ahead at once. A transaction takes all its keys in one
 * step, so two transactions cannot each hold part of what the other needs (no deadlock).
 */
export function createKeyLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return function withKeys<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const run = Promise.all(unique.map((k) => tails.get(k))).then(work);
    const tail = run.catch(() => undefined);
    for (const k of unique) tails.set(k, tail);
    void tail.then(() => {
      for (const k of unique) if (tails.get(k) === tail) tails.delete(k);
    });
    return run;
  };
}
