/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * dynalite 4 stops the level iterators behind Query and Scan by calling `iterator.return()`, which abstract-level 3
 * iterators do not have (they have `close()`). Every Query and Scan therefore left an iterator open, registered on
 * the database until it closed, holding its snapshot of the data: about 8 KB a query that never came back. The
 * load test (`npm run load -- --steady`) showed the stack's memory climbing without any new records. Giving the
 * iterators the `return()` dynalite expects closes them when their stream ends.
 */
type Closable = { prototype: { close(): Promise<void>; return?: () => Promise<void> } };
const level = require('abstract-level') as Record<'AbstractIterator' | 'AbstractKeyIterator' | 'AbstractValueIterator', Closable>;

export const iteratorClasses = [level.AbstractIterator, level.AbstractKeyIterator, level.AbstractValueIterator];

for (const iterator of iteratorClasses) {
  iterator.prototype.return ??= function (this: { close(): Promise<void> }) {
    return this.close();
  };
}
