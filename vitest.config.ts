import { defineConfig } from 'vitest/config';

// graphql as Node loads it, its CommonJS build, which Apollo's packages require: one realm for
// schemas, where Vite would otherwise give our imports the ES module build.
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// A page or a job waits on the real app's answers: on a busy 2-core machine a query can take
// seconds, where expect.poll's own default gives up after one.
const expect = { poll: { timeout: 15_000 } };

// The built-in captcha's work (README: ATELIER_CAPTCHA_MAX_NUMBER, 30000 in the field) at a fifteenth:
// every solve in a test, by the test or by Chromium, spent seconds of a shared CPU on hashes. The
// challenge, its answer and every state a form shows are the same, only found sooner.
const env = { ATELIER_CAPTCHA_MAX_NUMBER: '2000' };

// Files run one after another in a worker's process and module graph (isolate: false): the product's
// modules load once per worker instead of once per file, a third of the unit run and seconds per
// integration file. A file that changes process.env or a global puts it back when it ends.

export default defineConfig({
  test: {
    // One PostgreSQL server and one seeded template database for every project of the run.
    globalSetup: ['tests/support/global-setup.ts'],
    // Two files at a time, of any project: each integration or browser file has its own database,
    // platform on free ports, SMTP sink and Chromium, so files share nothing but the server.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'packages/**/src/**/*.test.ts',
            'platform/src/**/*.test.ts',
            'subgraphs/**/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          isolate: false,
          include: ['**/*.integration.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/browser/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect,
          env,
        },
      },
      {
        resolve,
        test: {
          name: 'browser',
          isolate: false,
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect,
          env,
        },
      },
    ],
  },
});
