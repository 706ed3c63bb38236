// The order of the files on two workers: the longest first, so that no long file starts last and runs alone at the
// end. Jest knows a file's time from its last run on this machine; on a fresh clone (CI) it knows nothing and would go
// by file size alone, which starts the browser files too late. Without a cached time, a file's time is estimated
// from its size and its project (a line of e2e costs far more than a line of unit test).
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

// A small file can run long (the fuzz file sends 10,000 requests from 95 lines): such a file says so near its top,
// `@suiteSeconds 290`, from the ten slowest files `npm test` prints (test/slowest-reporter.js), and is ordered by that.
const declaredMs = (file) => {
  const head = fs.readFileSync(file, 'utf8').slice(0, 4000);
  const found = /@suiteSeconds (\d+)/.exec(head);
  return found ? Number(found[1]) * 1000 : undefined;
};

// Milliseconds per byte of test file, roughly, from a two-worker run (2026-11-24): an e2e file of 30 KB takes ~40 s.
const MS_PER_BYTE = { e2e: 1.5, integration: 1, infra: 2, web: 0.5, unit: 0.1 };
// What a file costs before its first test: a local stack and Chromium (e2e), a stack (integration); the infra project
// is one file that loads its parts (test/infra/parts) and synthesises each app once: about a minute.
const FIXED_MS = { e2e: 15_000, integration: 5_000, infra: 60_000, web: 1_000, unit: 0 };

class LongestFirst extends Sequencer {
  sort(tests) {
    const estimate = (test) => {
      const project = test.context.config.displayName?.name ?? 'unit';
      return declaredMs(test.path) ?? (FIXED_MS[project] ?? 0) + (test.context.hasteFS.getSize(test.path) ?? 0) * (MS_PER_BYTE[project] ?? 1);
    };
    for (const test of tests) test.duration = this.time(test) ?? estimate(test);
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || b.duration - a.duration);
  }
}

module.exports = LongestFirst;
