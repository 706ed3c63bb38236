// Jest gives every test file its own module registry, so each file that loads a module holding an AsyncLocalStorage
// (lambdas/base/env.ts, the observability module, the local stack's function logs, Powertools, jest-circus itself)
// makes a new one. Node keeps every storage that has been used in a list it walks at each promise, tick and timer the
// process makes, and writes each one's value onto every new async resource: by the last files of a worker of
// `npm test` (a hundred files or more), each promise paid for hundreds of storages of files long finished. And a
// resource that lives as long as the process (Node's own fetch keeps one timer it re-arms) keeps a value of each
// storage it ever saw, and through it a finished file's whole module registry: the worker grew ~30 MB a file.
//
// So each file starts by disabling the storages the files before it made on this worker, and a file's `new
// AsyncLocalStorage()` takes one of those back before making another: within a file each is a storage of its own, as
// before; across files their number stays what one file uses, and a long-lived resource's stale value of a storage is
// replaced the next time it is armed. docs/decisions/100-suite-time-dead-async-storages.md.
const hooks = require('node:async_hooks');

const KEY = Symbol.for('carey.test.asyncStorages');
if (!hooks[KEY]) {
  const state = { made: [], free: [] };
  const Original = hooks.AsyncLocalStorage;
  hooks.AsyncLocalStorage = class AsyncLocalStorage extends Original {
    constructor(...args) {
      const reused = state.free.pop();
      if (reused) {
        state.made.push(reused);
        return reused;
      }
      super(...args);
      state.made.push(this);
    }
  };
  hooks[KEY] = state;
}
const state = hooks[KEY];
for (const storage of state.made.splice(0)) {
  storage.disable();
  state.free.push(storage);
}
