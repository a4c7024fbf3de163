import { defineConfig } from 'vitest/config';

// graphql as Node loads it, its CommonJS build, which Apollo's packages require: one realm for
// schemas, where Vite would otherwise give our imports the ES module build.
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'platform/src/**/*.test.ts', 'subgraphs/**/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['**/*.integration.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/browser/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'browser',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page waits on the real app's answers: on a busy 2-core machine a query can take seconds,
          // where expect.poll's own default gives up after one.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
