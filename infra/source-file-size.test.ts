import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['lambdas', 'bin', 'infra', 'web/src', 'contract'];
const MAX_LINES = 250;
/** Source: code and styles. Data and generated files (JSON fixtures, built output) are not held to it. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'cdk.out'].includes(entry.name) ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [relative] : [];
  });
}

const lineCount = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1;

describe(`no source file over ${MAX_LINES} lines outside tests`, () => {
  const files = FOLDERS.flatMap(sourceFiles);

  it('finds the source files it checks', () => {
    expect(files).toEqual(expect.arrayContaining(['lambdas/routes.ts', 'infra/local/stack.ts', 'web/src/main.tsx', 'contract/index.ts']));
    expect(files.some((f) => TEST.test(f))).toBe(false);
  });

  it(`each has at most ${MAX_LINES} lines (split the long ones into modules named for what they hold)`, () => {
    const long = files.map((file) => ({ file, lines: lineCount(file) })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
