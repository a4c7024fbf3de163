import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'platform/src/**/*.test.ts', 'subgraphs/**/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
        },
      },
      {
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
        test: {
          name: 'browser',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
