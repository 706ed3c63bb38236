import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export interface ServiceWorkerOptions {
  /** The worker's source (web/src/service-worker/sw.ts). */
  entry: string;
  /** Files of web/public the shell needs without the network (site paths). */
  publicFiles: string[];
  /** web/public itself: the cache's name changes with those files' contents too (their names never do). */
  publicDir: string;
  /**
   * Chunks whose entry module (or, for a shared chunk, every module) matches stay out of the precache: the team's
   * console and the common-password list (220 KB, only for choosing a password) are fetched when used.
   */
  leaveOut: RegExp;
}

/**
 * Writes /sw.js at the site's root (docs/decisions/075-installable-app.md): the worker's source bundled by esbuild,
 * with the list of the build's JavaScript and CSS it precaches and a cache name that changes with that list and with
 * the contents of the public files it precaches.
 * Only `vite build`; the dev server has no worker.
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  return {
    name: 'carey-service-worker',
    apply: 'build',
    async generateBundle(_output, bundle) {
      const built = Object.values(bundle)
        .filter((file) => /\.(js|css)$/.test(file.fileName))
        .filter((file) => file.type !== 'chunk' || !leftOut(file.facadeModuleId ? [file.facadeModuleId] : file.moduleIds, options.leaveOut))
        .map((file) => `/${file.fileName}`)
        .sort();
      const precache = ['/index.html', ...options.publicFiles, ...built];
      const hash = createHash('sha256').update(precache.join('\n'));
      for (const file of options.publicFiles) hash.update(readFileSync(path.join(options.publicDir, file)));
      const version = hash.digest('hex').slice(0, 16);
      const result = await build({
        entryPoints: [options.entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: { __CAREY_PRECACHE__: JSON.stringify(precache), __CAREY_VERSION__: JSON.stringify(version) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0].text });
    },
  };
}

const leftOut = (ids: readonly string[], pattern: RegExp) => ids.length > 0 && ids.every((id) => pattern.test(id));
