// Test projects split by cost: unit (mocks only), integration (real handlers on the local stand-ins),
// infra (CDK synthesis), web (jsdom), e2e (real Chromium). `npm test` runs them all.
const swc = ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // middy is ESM-only: transform it and point jest at its entry file.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose|@scure/base|@noble/hashes)/)'],
  moduleNameMapper: { '^@middy/([^/]+)$': '<rootDir>/node_modules/@middy/$1/index.js' },
  // The second: each file disables the async storages earlier files made on its worker (decision 100).
  setupFiles: ['<rootDir>/test/setup-env.js', '<rootDir>/test/async-storage-per-file.js'],
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testEnvironment: 'node',
      testMatch: ['<rootDir>/{lambdas,infra,bin,contract}/**/*.test.ts', '<rootDir>/test/{load,helpers,bench,layout}/**/*.test.ts'] },
    { ...common, displayName: 'integration', testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'], slowTestThreshold: 30 },
    { ...common, displayName: 'infra', testEnvironment: 'node',
      testMatch: ['<rootDir>/test/infra/*.test.ts'] },
    { ...common, displayName: 'web', testEnvironment: '<rootDir>/test/jsdom-environment.js',
      testMatch: ['<rootDir>/web/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-after-env.ts'] },
    { ...common, displayName: 'e2e', testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'], globalSetup: '<rootDir>/test/e2e/global-setup.ts' },
  ],
  // Both cores (jest's default is cores − 1: in band on two). Every stack starts on free ports with its own state,
  // so files share nothing (docs/decisions/055).
  maxWorkers: 2,
  // A worker holding more than this after a file is replaced by a fresh one: what jest's per-file module registries
  // still leave behind (jsdom's, the browser files') costs every later collection of a worker that lives for the
  // whole run (docs/decisions/100-suite-time-dead-async-storages.md).
  workerIdleMemoryLimit: '1GB',
  testSequencer: '<rootDir>/test/sequencer.js',
  // Jest's own output, then the run's time and its ten slowest files (what the next change costs).
  reporters: ['default', '<rootDir>/test/slowest-reporter.js'],
  testTimeout: 60000,
};
