import { startJobRunner } from '@atelier/platform';
import { startPlatform } from '@atelier/server';

/**
 * Fills the run's template database once: every subgraph's migrations and the demo seed, and
 * pg-boss's own schema (with no schedule), so a test file's copy starts ready. Runs in a process of
 * its own so that none of its pools lives on in the test runner. Prints the origin the demo's data
 * was seeded with, for test platforms to point at themselves.
 */
const databaseUrl = process.env.DATABASE_URL!;
const platform = await startPlatform({ databaseUrl, port: 0, seedDemo: true, jobs: 'none' });
await platform.stop();
const jobs = await startJobRunner(databaseUrl, []);
await jobs.stop();
process.stdout.write(`SEEDED_ORIGIN=${platform.url}\n`);
process.exit(0);
