import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { spawnBuiltServer, type Spawned } from './support/processes.ts';
import { createTestDatabase } from './support/test-database.ts';
import { descendantsOf } from './support/process-tree.ts';

/** `npm start`'s program on its embedded default: says where it serves, serves the demo, and keeps data across restarts. */
let dataDir: string;
let running: Spawned | undefined;

afterAll(async () => {
  await running?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// A first start installs and seeds a PostgreSQL: a busy machine may take minutes, and no assertion rests on how long.
async function start(port: number) {
  running = spawnBuiltServer({
    DATABASE_URL: undefined,
    ATELIER_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  await running.waitFor(/Database: {3}.*\n/, 150_000);
  return running.output();
}

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

  it('answers 503 while starting, logged as one plain warning', async () => {
    const db = await createTestDatabase();
    // The start migrates the platform's schema under this lock first: held, the start waits there
    // with its port already open, for as long as the test needs.
    const lock = new pg.Client({ connectionString: db.url });
    await lock.connect();
    await lock.query(`select pg_advisory_lock(hashtext('atelier-migrate:platform'))`);
    const port = await findFreePort();
    const starting = spawnBuiltServer({ DATABASE_URL: db.url, PORT: String(port), LOG_LEVEL: 'info' });
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
    } finally {
      await starting.stop();
      await lock.end();
      await db.drop();
    }
  }, 150_000);

  it('says where it serves, serves the shop on embedded PostgreSQL, and a restart keeps the carts', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-start-'));
    const port = await findFreePort();

    // The README's lines, each with this start's own port and data folder.
    const banner = (await start(port))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('{'));
    expect(banner[0]).toMatch(
      new RegExp(`^Atelier is running at http://localhost:${port} {2}\\(ready in \\d+\\.\\d s\\)$`),
    );
    expect(banner.slice(1)).toEqual([
      `Shop:       http://localhost:${port}/shop`,
      `Dashboard:  http://localhost:${port}/admin`,
      `Second site: http://kiln.localhost:${port}/shop  (each site at http://<slug>.localhost:${port})`,
      'Demo owner: owner@atelier.test / atelier-demo  (protected page /trade: atelier-trade)',
      `Processes:  ${os.availableParallelism()} (ATELIER_PROCESSES; one per core by default)`,
      `Database:   embedded PostgreSQL, data in ${dataDir}/`,
    ]);
    // One serving process per core, beside the primary that started them and PostgreSQL's own.
    const servers = descendantsOf(running!.child.pid!).filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/dist/main.js'),
    );
    expect(servers).toHaveLength(os.availableParallelism() > 1 ? os.availableParallelism() : 0);
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    expect((await client.openPage('/shop')).status).toBe(200);
    expect(
      (
        await client.api('POST', '/api/commerce/shopping-cart/entries', {
          itemId: 'prod_mug',
          sku: 'MUG-MOSS',
          quantity: 2,
        })
      ).status,
    ).toBe(200);
    expect(await running!.stop()).toBe(0);

    await start(port);
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    expect(cart.status).toBe(200);
    expect(cart.json.entries).toHaveLength(1);
    expect(cart.json.entries[0]).toMatchObject({ itemId: 'prod_mug', quantity: 2 });
    const products = await client.graphql(`{ website(slug: "atelier-demo") { collections { products { id } } } }`);
    expect(products.json.data.website.collections[0].products).toHaveLength(8); // seeded once, not twice
  }, 400_000);
});
