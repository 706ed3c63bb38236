import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/**
 * Loads each module in a fresh tsx process (as `npm run <tool>` does) and lists the local stack's stand-ins it
 * loaded: files of infra/local/ other than its settings and function runner, and the stand-in packages.
 */
function standInsLoadedBy(modules: string[]): Record<string, string[]> {
  const script = `
    const seen = new Set(Object.keys(require.cache));
    const out = {};
    for (const m of ${JSON.stringify(modules)}) {
      require(m);
      out[m] = Object.keys(require.cache).filter((k) => !seen.has(k));
      out[m].forEach((k) => seen.add(k));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  const loaded = JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, string[]>;
  const standIn = (file: string) =>
    /\/node_modules\/(dynalite|cognito-local|aws-ses-v2-local)\//.test(file) ||
    (file.startsWith(path.join(ROOT, 'infra/local/')) && !/\/infra\/local\/(settings|function-runner)\.ts$/.test(file));
  return Object.fromEntries(Object.entries(loaded).map(([m, files]) => [m, files.filter(standIn).map((f) => path.relative(ROOT, f))]));
}

describe('the operator tools import the local settings, not the local stack', () => {
  it('requiring a tool (its AWS path) loads no stand-in', () => {
    const tools = ['./bin/import.ts', './bin/operator.ts', './bin/job.ts', './bin/deletion-receipt.ts', './bin/operator-cli.ts'];
    expect(standInsLoadedBy(tools)).toEqual(Object.fromEntries(tools.map((t) => [t, []])));
  });

  it('while requiring the stack does (the check sees them)', () => {
    const loaded = standInsLoadedBy(['./infra/local/stack.ts'])['./infra/local/stack.ts'];
    expect(loaded).toEqual(expect.arrayContaining(['infra/local/dynamo-local.ts', 'infra/local/cognito-local.ts', 'infra/local/mailbox.ts']));
    expect(loaded.some((f) => f.includes('node_modules/dynalite/'))).toBe(true);
  });
});
