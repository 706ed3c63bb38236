import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * test/async-storage-per-file.js (a setup file of every jest project) in a process of its own, loaded again for each
 * "file" as jest does: the storages of earlier files are disabled and taken back, one file's storages stay distinct.
 */
const SETUP = path.resolve(__dirname, '../async-storage-per-file.js');

function inFreshProcess(body: string): unknown {
  const script = `
    const hooks = require('node:async_hooks');
    const startFile = () => { delete require.cache[${JSON.stringify(SETUP)}]; require(${JSON.stringify(SETUP)}); };
    Promise.resolve((() => { ${body} })()).then((out) => process.stdout.write(JSON.stringify(out)));
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('async storages of earlier test files', () => {
  it('are disabled when the next file starts, and its storages are those taken back, each distinct', () => {
    expect(
      inFreshProcess(`
        startFile();
        const a = new hooks.AsyncLocalStorage();
        const b = new hooks.AsyncLocalStorage();
        a.enterWith('file 1');
        const before = a.getStore();
        startFile();
        const after = a.getStore();
        const c = new hooks.AsyncLocalStorage();
        const d = new hooks.AsyncLocalStorage();
        const e = new hooks.AsyncLocalStorage();
        return {
          before, after,
          reused: [c, d].every((s) => s === a || s === b),
          distinct: new Set([c, d, e]).size,
          eIsNew: e !== a && e !== b,
          ownValues: c.run('c', () => d.run('d', () => [c.getStore(), d.getStore(), e.getStore()])),
        };
      `),
    ).toEqual({ before: 'file 1', after: undefined, reused: true, distinct: 3, eIsNew: true, ownValues: ['c', 'd', null] });
  });

  it('stay as many as one file makes, over fifty files', () => {
    expect(
      inFreshProcess(`
        const seen = new Set();
        for (let file = 0; file < 50; file++) {
          startFile();
          for (let i = 0; i < 4; i++) { const s = new hooks.AsyncLocalStorage(); seen.add(s); s.run(file, () => s.getStore()); }
        }
        return seen.size;
      `),
    ).toBe(4);
  });

  it('propagate their value to what a file awaits, as an untouched storage does', () => {
    expect(
      inFreshProcess(`
        startFile();
        new hooks.AsyncLocalStorage().run(1, () => undefined);
        startFile();
        const s = new hooks.AsyncLocalStorage();
        let seen;
        s.run('kept', () => Promise.resolve().then(() => { seen = s.getStore(); }));
        return new Promise((r) => setImmediate(() => r(seen)));
      `),
    ).toBe('kept');
  });
});
