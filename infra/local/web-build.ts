import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
const WEB = path.join(ROOT, 'web');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/** True when web/dist is missing or older than anything it is built from. */
function webBuildIsStale(): boolean {
  const index = path.join(WEB, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.mts', 'amplify-ui-theme.mts', 'service-worker-plugin.mts'].map((p) => path.join(WEB, p)).filter(fs.existsSync);
  return sources.some((s) => newestMtime(s) > builtAt);
}

/**
 * Builds the SPA (`npm run build:web`) when web/dist is stale, so `npm run dev` and the end-to-end tests always
 * serve the code in the working tree. Returns whether it built.
 */
export function buildWebIfStale(): boolean {
  if (!fs.existsSync(path.join(WEB, 'index.html')) || !webBuildIsStale()) return false;
  buildWeb();
  return true;
}

/** `npm run build:web`, whatever web/dist holds. */
export function buildWeb(): void {
  // A production build whoever calls (jest sets NODE_ENV=test, which would give React's development build): the tests
  // and `npm run dev` serve what CloudFront serves.
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
}
