import fs from 'node:fs';

/** Debian's Chromium, started the way this machine needs (no sandbox as root, no background network calls). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * The browser the end-to-end tests drive: Debian's `chromium-headless-shell` (the same Chromium, its Blink and V8, of
 * the same version, without the browser's own user interface), when it is installed (`.ci/run` installs it), else
 * `chromium`. It costs about a sixth less CPU a page (docs/decisions/101-suite-time-bench-imports-and-headless-shell.md).
 * It has no Push API, so the installed-app file, which shows a push, keeps `CHROMIUM_PATH`; the benchmarks keep it too.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);
