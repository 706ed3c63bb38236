import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The end-to-end tests drive the built SPA: build it when web/dist is missing or older than its sources. */
export default function globalSetup() {
  if (!fs.existsSync(path.join(ROOT, 'web', 'index.html'))) return;
  const index = path.join(ROOT, 'web', 'dist', 'index.html');
  const sources = [path.join(ROOT, 'web', 'src'), path.join(ROOT, 'web', 'public')].filter(fs.existsSync);
  const stale = !fs.existsSync(index) || sources.some((s) => newestMtime(s) > fs.statSync(index).mtimeMs) || fs.statSync(path.join(ROOT, 'web', 'index.html')).mtimeMs > fs.statSync(index).mtimeMs;
  if (stale) execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
