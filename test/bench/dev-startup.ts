import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { round } from './stats';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Time from launching `npm run dev`'s entry point on a clean state (so it seeds) until it prints the URL, on free
 * ports so it can run beside a developer's own copy. Also checks that Ctrl-C (SIGINT) ends it.
 */
export async function benchDevStartup(): Promise<{ secondsToReady: number; exitedOnSigint: boolean }> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-bench-dev-'));
  const readyFile = path.join(stateDir, 'ready.json');
  const start = Date.now();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['bin/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, CAREY_PORTS: 'free', CAREY_STATE_DIR: path.join(stateDir, 'state'), CAREY_READY_FILE: readyFile },
    stdio: 'ignore',
  });
  try {
    while (!fs.existsSync(readyFile)) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited early with ${child.exitCode}`);
      if (Date.now() - start > 120_000) throw new Error('npm run dev was not ready in 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const secondsToReady = round((Date.now() - start) / 1000, 2);
    child.kill('SIGINT');
    const exitedOnSigint = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    return { secondsToReady, exitedOnSigint };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}
