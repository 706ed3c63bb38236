import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { amplifyUiTheme } from './amplify-ui-theme.mts';
import { serviceWorker } from './service-worker-plugin.mts';

// The SPA lives in web/; `npm run build` writes web/dist, which CloudFront (and the local gateway) serve.
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [
    react(),
    amplifyUiTheme({ stylesheets: [path.resolve(import.meta.dirname, 'src/theme/kit.css'), path.resolve(import.meta.dirname, 'src/app/styles.css'), path.resolve(import.meta.dirname, 'src/app/openings-page.css')] }),
    // /sw.js: the installable app's worker (docs/decisions/075-installable-app.md).
    serviceWorker({
      entry: path.resolve(import.meta.dirname, 'src/service-worker/sw.ts'),
      // The pictures every page shows too: a return visit takes them from the cache, not the phone's data plan.
      publicFiles: [
        '/favicon.svg',
        '/icons/carey-192.png',
        '/img/logo.svg',
        '/img/avatar-padrao.svg',
        ...[1, 2, 3, 4, 5, 6].map((n) => `/img/familias/${n}.svg`),
        '/img/lojas/app-store.svg',
        '/img/lojas/google-play.svg',
      ],
      publicDir: path.resolve(import.meta.dirname, 'public'),
      leaveOut: /[\\/]web[\\/]src[\\/]features[\\/]team[\\/]|common-passwords/,
    }),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Vite inlines small assets as data: URLs by default; keep them files (and the CSP simple).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
