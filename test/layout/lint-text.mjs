// Lints in-memory files with the repo's eslint.config.mjs (ESLint's Node API), in a process of its own because the
// config is an ES module. Reads [{ filePath, code }] (paths relative to the repo) as JSON on stdin; prints, for each,
// the messages of the boundary rules. Used by test/layout/boundaries.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const eslint = new ESLint({ cwd: root });
const files = JSON.parse(fs.readFileSync(0, 'utf8'));
const out = [];
for (const { filePath, code } of files) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  out.push(result.messages.filter((m) => m.ruleId === 'carey/import-boundary' || m.fatal).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
