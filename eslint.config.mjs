import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Keeps Lambda bundles small. */
const zodImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the `z` re-export keeps every locale and JSON-schema helper in each Lambda bundle (~450 KB instead of ~110 KB).",
};

/** The slices of lambdas/ (docs/decisions/020-server-by-feature.md); lambdas/base/ is below them all. */
const SLICES = ['account', 'alerts', 'caregivers', 'notices', 'openings', 'subscriptions', 'support', 'team'];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SLICE_DATA = "Another slice's data/ is private to it: import what it publishes in its store.ts (lambdas/<slice>/store.ts), docs/decisions/020.";

/**
 * The boundaries, judged on the path an import resolves to (repo-relative), never on its spelling: so
 * `contract/../lambdas/x` from web/ is what it is, an import of lambdas/. Each: the files it applies to (`files`,
 * a regex on the importing file's repo path; `except` leaves some out), the resolved paths it refuses (`forbid`)
 * and its message. Checked for static imports and exports, `import()` and `require()` (docs/decisions/020, 027).
 */
export const boundaries = [
  // A slice's data/ (its keys and item mapping) is private: other slices use what its store.ts publishes.
  ...SLICES.map((slice) => ({
    files: `^lambdas/${slice}/`,
    forbid: `^lambdas/(${SLICES.filter((other) => other !== slice).join('|')})/data(/|$)`,
    message: SLICE_DATA,
  })),
  // The base is below every slice.
  {
    files: '^lambdas/base/',
    forbid: `^lambdas/(${SLICES.join('|')}|routes)(/|\\.ts$|$)`,
    message: 'lambdas/base/ imports no slice (nor lambdas/routes.ts): move what it needs into the base, or let the slice pass it in (docs/decisions/020).',
  },
  // The team's console sits above the other slices: they import nothing of it (it publishes no store.ts); shared
  // mechanisms (the overview's counters, the Registro's anonymiser for account deletion) live in the base.
  ...SLICES.filter((slice) => slice !== 'team').map((slice) => ({
    files: `^lambdas/${slice}/`,
    forbid: '^lambdas/team(/|$)',
    message: "The team's console (lambdas/team/) is above the other slices: import nothing of it, and put a shared mechanism in lambdas/base/ (docs/decisions/027).",
  })),
  // The server runs below the infrastructure: infra/ may import lambdas/, never the other way (tests may start a stand-in).
  {
    files: '^lambdas/',
    except: '\\.test\\.tsx?$',
    forbid: '^infra(/|$)',
    message: 'lambdas/ never imports infra/: move what both need below the server (lambdas/base/ or contract/), docs/decisions/027.',
  },
  // The contract is shared by the SPA and the API: it depends on neither.
  {
    files: '^contract/',
    forbid: '^(lambdas|infra|bin|test|web|scripts)(/|$)',
    message: 'contract/ is shared by the SPA and the API: it imports nothing from the server, the SPA or the tools.',
  },
  // The SPA and the API share one contract (contract/); the web app imports nothing else of the server.
  {
    files: '^web/',
    forbid: '^(lambdas|infra|bin|test|scripts)(/|$)',
    message: 'The web app imports only the contract (contract/) from outside web/: move the shared shape there.',
  },
];

/** The rule behind `boundaries`: resolves each relative specifier from the importing file and tests the result. */
const importBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const rules = boundaries.filter((b) => new RegExp(b.files).test(file) && !(b.except && new RegExp(b.except).test(file)));
    if (!rules.length) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), node.value)).split(path.sep).join('/');
      for (const rule of rules) if (new RegExp(rule.forbid).test(target)) context.report({ node, message: rule.message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', 'coverage/', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', zodImport],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { carey: { rules: { 'import-boundary': importBoundary } } },
    rules: { 'carey/import-boundary': 'error' },
  },
);
