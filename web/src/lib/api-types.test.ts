import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every source file of the SPA. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const root = join(__dirname, '..');
const files = sources(root);

describe('the SPA calls its API through the contract', () => {
  it('reads the files of the SPA', () => {
    expect(files.map((f) => relative(root, f))).toContain(join('lib', 'api-client.ts'));
  });

  it('declares no API answer of its own: every apiRequest/useApiResource names a contract type', () => {
    const inline = files.filter((f) => /(apiRequest|useApiResource)<\s*\{/.test(readFileSync(f, 'utf8')));
    expect(inline.map((f) => relative(root, f))).toEqual([]);
  });

  it('spells no API path: every call passes one of the contract\'s paths (apiPaths, teamApiPaths, fillPath)', () => {
    const spelled = files.filter((f) => /(apiRequest|useApiResource)(<[^>(]*>)?\(\s*['`]/.test(readFileSync(f, 'utf8')));
    expect(spelled.map((f) => relative(root, f))).toEqual([]);
  });
});
