import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { PartOutput } from './bench-results';

/** Runs one part in a child process (asynchronously, so several can run side by side) and reads its output. */
export function runInChild(script: string, name: string, env: Record<string, string>): Promise<PartOutput> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carey-bench-')), `${name}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve(__dirname, '../node_modules/.bin/tsx'), [script, `--part=${name}`, `--out=${out}`], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !fs.existsSync(out)) return reject(new Error(`${name} (${JSON.stringify(env)}) failed`));
      const output = JSON.parse(fs.readFileSync(out, 'utf8')) as PartOutput;
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
      resolve(output);
    });
  });
}
