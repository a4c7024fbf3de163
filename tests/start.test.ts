import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { spawnBuiltServer } from './support/processes.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * `npm start`'s program as it starts: plain words when its port is taken or its number of processes cannot
 * be run, a 503 while it is not ready.
 * What a start prints and serves on a new data folder, and a restart on it, are stop.test.ts's first test.
 */
describe('npm start', () => {
  it('says so plainly when its port is taken', async () => {
    const net = await import('node:net');
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-busy-'));
    try {
      const busy = spawnBuiltServer({
        DATABASE_URL: undefined,
        ATELIER_DATA_DIR: dir,
        PORT: String(port),
      });
      await busy.waitFor(/already in use/, 60_000);
      expect(await busy.stop()).toBe(1);
      expect(busy.output()).toContain(
        `Port ${port} is already in use. Stop what runs there, or start with PORT=<another port>.`,
      );
      expect(busy.output()).not.toMatch(/at .*:\d+:\d+/);
    } finally {
      blocker.close();
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 90_000);

  it('refuses a number of processes it cannot run, in one plain line', async () => {
    const refused = spawnBuiltServer({ ATELIER_PROCESSES: '0', PORT: String(await findFreePort()) });
    await refused.waitFor(/Atelier could not start/, 60_000);
    const code = await new Promise((resolve) =>
      refused.child.exitCode !== null ? resolve(refused.child.exitCode) : refused.child.once('exit', resolve),
    );
    expect(code).toBe(1);
    expect(refused.output()).toContain(
      'Atelier could not start: ATELIER_PROCESSES: "0" is not a number of processes from 1 to 64',
    );
    expect(refused.output()).not.toMatch(/at .*:\d+:\d+/);
  });

  it('answers 503 while starting, logged as one plain warning; then serves in production mode, introspection open', async () => {
    const db = await createTestDatabase();
    // The start migrates the platform's schema under this lock first: held, the start waits there
    // with its port already open, for as long as the test needs.
    const lock = new pg.Client({ connectionString: db.url });
    await lock.connect();
    await lock.query(`select pg_advisory_lock(hashtext('atelier-migrate:platform'))`);
    const port = await findFreePort();
    // As `npm start` runs it: NODE_ENV=production, where Apollo would close introspection by default.
    const starting = spawnBuiltServer({
      DATABASE_URL: db.url,
      PORT: String(port),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    try {
      const listening = () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(false));
        });
      await expect.poll(listening, { timeout: 60_000, interval: 100 }).toBe(true);
      const early = await new HttpClient(`http://127.0.0.1:${port}`).request('GET', '/shop', {
        headers: { 'X-Request-Id': 'while-starting-0001' },
      });
      expect([early.status, early.headers.get('retry-after'), early.text]).toEqual([503, '1', 'Atelier is starting…']);
      await lock.query(`select pg_advisory_unlock(hashtext('atelier-migrate:platform'))`);
      await starting.waitFor(/Atelier is running at/, 90_000);
      const lines = starting
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
      expect(lines.filter((l) => l.requestId === 'while-starting-0001')).toEqual([
        expect.objectContaining({
          level: 'warn',
          component: 'http',
          msg: 'request completed',
          res: { statusCode: 503 },
        }),
      ]);
      expect(lines.find((l) => l.requestId === 'while-starting-0001')).not.toHaveProperty('err');
      expect(starting.output()).not.toMatch(/"stack"/);
      const introspection = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      expect(await introspection.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await starting.stop();
      await lock.end();
      await db.drop();
    }
  }, 150_000);
});
