import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A handler only wires (schemas, ports, one call): its use case and rules live elsewhere. */
const MAX_HANDLER_LINES = 30;

/** The folders of Lambda entry points: API handlers, scheduled jobs and stream consumers, Cognito triggers. */
const ENTRY_FOLDERS = ['handlers', 'jobs', 'triggers'];

/**
 * Every entry point: any slice's `handlers`, `jobs` or `triggers` folder (lambdas/<slice>/<folder>/*.ts). The base's
 * own `jobs/` holds the manual-run machinery every job shares, not an entry point.
 */
function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(__dirname, path) === join('base', 'jobs') ? [] : handlerFiles(path);
    const inEntries = ENTRY_FOLDERS.includes(dir.split(sep).at(-1)!);
    return inEntries && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = handlerFiles(__dirname).map((path) => relative(__dirname, path));

describe('handlers, jobs and triggers only wire', () => {
  it("finds every slice's handlers, jobs and triggers", () => {
    expect(files).toContain(join('openings', 'handlers', 'list-openings.ts'));
    expect(files).toContain(join('team', 'handlers', 'list-openings.ts'));
    expect(files).toContain(join('alerts', 'jobs', 'send-alert-digests.ts'));
    expect(files).toContain(join('alerts', 'jobs', 'match-new-openings.ts'));
    expect(files).toContain(join('caregivers', 'triggers', 'custom-message.ts'));
    expect(files).not.toContain(join('base', 'jobs', 'manual-run.ts'));
  });

  it.each(files)(`%s has at most ${MAX_HANDLER_LINES} lines`, (file) => {
    const lines = readFileSync(join(__dirname, file), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_HANDLER_LINES);
  });
});
