import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A handler only wires (schemas, ports, one call): its use case and rules live elsewhere. */
const MAX_HANDLER_LINES = 30;

/** Every handler file: any slice's `handlers` folder (lambdas/<slice>/handlers/*.ts). */
function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    const inHandlers = dir.split(sep).at(-1) === 'handlers';
    return inHandlers && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = handlerFiles(__dirname).map((path) => relative(__dirname, path));

describe('handlers only wire', () => {
  it("finds every slice's handlers", () => {
    expect(files).toContain(join('openings', 'handlers', 'list-openings.ts'));
    expect(files).toContain(join('team', 'handlers', 'list-openings.ts'));
  });

  it.each(files)(`%s has at most ${MAX_HANDLER_LINES} lines`, (file) => {
    const lines = readFileSync(join(__dirname, file), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_HANDLER_LINES);
  });
});
