import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '..');

/**
 * The heavy packages a tsx process loaded running `args`: its require cache at exit, through a hook loaded first.
 * `npm run bench` starts a parent and a process per part (and `npm test` runs every part, test/integration/bench-parts.test.ts):
 * what the parent loads at its start, each of those processes pays for again (docs/decisions/101-suite-time-bench-parts.md).
 */
function heavyLoadedBy(args: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-bench-imports-'));
  const hook = path.join(dir, 'hook.js');
  const out = path.join(dir, 'loaded.json');
  fs.writeFileSync(hook, `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));`);
  try {
    spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--require', hook, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    const loaded = JSON.parse(fs.readFileSync(out, 'utf8')) as string[];
    const heavy = /\/node_modules\/(aws-cdk-lib|playwright-core|lighthouse|dynalite|cognito-local|esbuild\/lib\/main|@aws-sdk\/client-[a-z-]+)\/|\/infra\/local\/stack\.ts$/;
    return [...new Set(loaded.filter((f) => heavy.test(f)).map((f) => heavy.exec(f)![1] ?? 'infra/local/stack.ts'))].sort();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("npm run bench's parent loads what a part needs only when it runs that part", () => {
  it('the parent, up to choosing its part, loads none of the CDK, the browser, the local stack or the AWS clients', () => {
    // An unknown part fails after every module of bin/bench.ts is loaded and before any part runs.
    expect(heavyLoadedBy(['bin/bench.ts', '--part=none', `--out=${path.join(os.tmpdir(), 'carey-none.json')}`])).toEqual([]);
  });

  it('while loading the cost part\'s stage costs does load the CDK (the check sees it)', () => {
    expect(heavyLoadedBy(['-e', "require('./test/load/stage-costs')"])).toContain('aws-cdk-lib');
  });
});
