import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const MAX_LINES = 250;
/** Source: code and styles, anywhere in the repo (lambdas, web, infra, bin, contract, scripts, test/bench, test/load…). */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** Not source: installed packages, built or generated output, local state, and hidden folders (.git, .local, .ci). */
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'screenshots', 'test-results']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [relative] : [];
  });
}

const lineCount = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1;

describe(`no source file over ${MAX_LINES} lines outside tests`, () => {
  const files = sourceFiles('');

  it('finds the source files it checks, in every folder (scripts, the bench and the load test too), and no test', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'lambdas/routes.ts', 'infra/local/stack.ts', 'web/src/main.tsx', 'contract/index.ts', 'bin/bench.ts',
        'scripts/move-to-slices.mjs', 'test/bench/openings-distance.ts', 'test/load/cost-model.ts', 'eslint.config.mjs', 'web/src/app/styles.css',
      ]),
    );
    expect(files.some((f) => TEST.test(f) || f.startsWith('node_modules/') || f.startsWith('web/dist/'))).toBe(false);
  });

  it(`each has at most ${MAX_LINES} lines (split the long ones into modules named for what they hold)`, () => {
    const long = files.map((file) => ({ file, lines: lineCount(file) })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
