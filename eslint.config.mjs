import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Keeps Lambda bundles small (the general rule; repeated in every block that sets no-restricted-syntax). */
const zodImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the `z` re-export keeps every locale and JSON-schema helper in each Lambda bundle (~450 KB instead of ~110 KB).",
};

/** The slices of lambdas/ (docs/decisions/020-server-by-feature.md); lambdas/base/ is below them all. */
const SLICES = ['account', 'alerts', 'caregivers', 'notices', 'openings', 'subscriptions', 'support', 'team'];

/**
 * One boundary: module specifiers matching `regex` (a string, without `/`: write `\\x2F`) are refused in static
 * imports and exports (no-restricted-imports) and in import() and require() (no-restricted-syntax), with `message`.
 */
function boundary(files, regex, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
      'no-restricted-syntax': [
        'error',
        zodImport,
        { selector: `ImportExpression[source.value=/${regex}/]`, message },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=/${regex}/]`, message },
      ],
    },
  };
}

const sliceData = (slices) => `(^|\\x2F)(${slices.join('|')})\\x2Fdata(\\x2F|$)`;

export const boundaries = [
  // A slice's data/ (its keys and item mapping) is private: other slices use what its store.ts publishes.
  ...SLICES.map((slice) =>
    boundary(
      [`lambdas/${slice}/**/*.ts`],
      sliceData(SLICES.filter((other) => other !== slice)),
      `Another slice's data/ is private to it: import what it publishes in its store.ts (lambdas/<slice>/store.ts), docs/decisions/020.`,
    ),
  ),
  // The base is below every slice.
  boundary(
    ['lambdas/base/**/*.ts'],
    `^(\\.\\.\\x2F)+(${SLICES.join('|')}|routes)(\\x2F|$)`,
    'lambdas/base/ imports no slice (nor lambdas/routes.ts): move what it needs into the base, or let the slice pass it in (docs/decisions/020).',
  ),
  // The contract is shared by the SPA and the API: it depends on neither.
  boundary(
    ['contract/**/*.ts'],
    '^(\\.\\.\\x2F)+(lambdas|infra|bin|test|web|scripts)(\\x2F|$)',
    'contract/ is shared by the SPA and the API: it imports nothing from the server, the SPA or the tools.',
  ),
  // The SPA and the API share one contract (contract/); the web app imports nothing else of the server.
  boundary(
    ['web/**/*.{ts,tsx,mts}'],
    '^(\\.\\.\\x2F)+(lambdas|infra|bin|test|scripts)(\\x2F|$)',
    'The web app imports only the contract (contract/) from outside web/: move the shared shape there.',
  ),
];

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
  ...boundaries,
);
