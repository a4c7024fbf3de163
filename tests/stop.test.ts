import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import pg from 'pg';
import { HttpClient } from './support/http-client.ts';
import { descendantsOf, isAlive } from './support/process-tree.ts';
import { REPO_ROOT, spawnBuiltServer } from './support/processes.ts';
import { createTestDatabase } from './support/test-database.ts';
import { SHIPPING_ADDRESS } from './support/shipping-address.ts';

/**
 * `npm start` as a user runs it: NODE_ENV unset (so libraries install whatever signal handlers they
 * would in the field), then stopped with SIGTERM to npm itself. Nothing of the product may be left.
 */
const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-stop-'));
  dataDirs.push(dir);
  return dir;
}

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** `npm start` on the embedded database in `dir`, as a user starts it (in a process group of its own, as a terminal would). */
async function npmStart(dir: string, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ATELIER_DATA_DIR: dir, LOG_LEVEL: 'debug' };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete env[name];
  const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  // Until the banner's last line: a first start installs and seeds a PostgreSQL, minutes on a busy machine.
  expect(await waitUntil(() => /Database: {3}.*\n/.test(output), 150_000), output).toBe(true);
  return { npm, exited, output: () => output };
}

/** What the program printed, npm's and turbo's lines before it left out (turbo's summary ends with its time). */
const programLines = (output: string) =>
  output
    .slice(output.indexOf('\n', output.indexOf('Time:')) + 1)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('{'));

describe('stopping', () => {
  it('`npm start` says where it serves, on embedded PostgreSQL; SIGTERM to it stops everything within seconds, and the next start finds the data', async () => {
    const dataDir = await newDataDir();
    const port = await findFreePort();
    const { npm, exited, output: outputOf } = await npmStart(dataDir, port);
    let output = outputOf();
    // The README's lines, first of what the program prints, each with this start's own port and data folder.
    const banner = programLines(output);
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
    // One serving process per core, beside the primary that started them (npm ran it) and PostgreSQL's own.
    const servers = descendantsOf(npm.pid!).filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/dist/main.js'),
    );
    expect(servers).toHaveLength(1 + (os.availableParallelism() > 1 ? os.availableParallelism() : 0));

    // A cart to find again, and a request whose id should travel into the subgraphs' logs.
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    expect((await client.openPage('/shop')).status).toBe(200);
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', {
      itemId: 'prod_mug',
      sku: 'MUG-MOSS',
      quantity: 2,
    });
    expect(added.status).toBe(200);
    await client.request('POST', '/graphql', {
      body: { query: '{ shoppingCart { totalQuantity } me { id } }' },
      headers: {
        'X-Request-Id': 'trace-me-0123456789',
        cookie: `atelier-cart=${client.cookies.get('atelier-cart')}; atelier-session=${'S'.repeat(43)}`,
      },
    });

    const product = descendantsOf(npm.pid!);
    expect(product.length).toBeGreaterThan(2); // node, PostgreSQL and its workers
    npm.kill('SIGTERM');
    const code = await exited;
    expect(
      await waitUntil(() => product.every((pid) => !isAlive(pid)), 10_000),
      `left running: ${product.filter(isAlive)}`,
    ).toBe(true);
    output = outputOf();
    expect(await portIsClosed(port)).toBe(true);
    expect(code).toBe(0);

    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    const traced = lines.filter((l) => l.requestId === 'trace-me-0123456789');
    expect(traced.some((l) => String(l.component).startsWith('subgraph:'))).toBe(true);
    expect(traced.some((l) => l.component === 'http')).toBe(true);
    expect(output).not.toContain(client.cookies.get('atelier-cart'));
    expect(output).not.toContain('S'.repeat(43));
    expect(lines.some((l) => l.msg === 'stopping')).toBe(true);
    // Expected events of a stop are plain lines: no error, no stack.
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(output).not.toMatch(/"stack"/);

    // Started again as `npm start` starts it (its build is there now), on the same data folder.
    const again = spawnBuiltServer({
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
      ATELIER_DATA_DIR: dataDir,
      PORT: String(port),
      // What is asked of it is the data: the cluster was shown above.
      ATELIER_PROCESSES: '1',
    });
    await again.waitFor(/Atelier is running at/, 60_000);
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    expect(cart.status).toBe(200);
    expect(cart.json.entries).toEqual([expect.objectContaining({ itemId: 'prod_mug', quantity: 2 })]);
    const products = await client.graphql(`{ website(slug: "atelier-demo") { collections { products { id } } } }`);
    expect(products.json.data.website.collections[0].products).toHaveLength(8); // seeded once, not twice
    const node = again.child.pid!;
    const tree = [node, ...descendantsOf(node)];
    const againExited = new Promise<number | null>((resolve) =>
      again.child.once('exit', (exitCode) => resolve(exitCode)),
    );
    again.child.kill('SIGINT');
    expect(await againExited).toBe(0);
    expect(await waitUntil(() => tree.every((pid) => !isAlive(pid)), 10_000)).toBe(true);
  }, 400_000);

  it('Ctrl-C (SIGINT to the whole process group, PostgreSQL included) stops everything quietly', async () => {
    const port = await findFreePort();
    const { npm, exited, output } = await npmStart(await newDataDir(), port);
    const product = descendantsOf(npm.pid!);
    process.kill(-npm.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(
      await waitUntil(() => product.every((pid) => !isAlive(pid)), 10_000),
      `left running: ${product.filter(isAlive)}`,
    ).toBe(true);
    expect(await portIsClosed(port)).toBe(true);
    const lines = output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
    // PostgreSQL, signalled too, ends the job runner's connections: one plain line, no stack.
    expect(output()).not.toMatch(/"stack"/);
  }, 120_000);

  it('SIGTERM refuses new connections at once and lets the checkouts in flight finish: each answered, each paid', async () => {
    const db = await createTestDatabase();
    const port = await findFreePort();
    // A drain longer than any slow machine needs to see the port closed: it ends when the checkouts do.
    const server = spawnBuiltServer({
      DATABASE_URL: db.url,
      PORT: String(port),
      LOG_LEVEL: 'info',
      NODE_ENV: undefined,
      ATELIER_STOP_DRAIN_MS: '120000',
    });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const holder = new pg.Client({ connectionString: db.url });
    try {
      await server.waitFor(/Atelier is running at/, 90_000);
      await db.query(`update cart.stock_level set qty_in_stock = 100 where variant_id = 'var_mug_cream'`);
      const shoppers = await Promise.all(
        Array.from({ length: 7 }, async () => {
          const client = new HttpClient(`http://127.0.0.1:${port}`);
          await client.openPage('/shop');
          expect(
            (
              await client.api('POST', '/api/commerce/shopping-cart/entries', {
                itemId: 'prod_mug',
                sku: 'MUG-CREAM',
                quantity: 1,
              })
            ).status,
          ).toBe(200);
          return client;
        }),
      );
      // Each checkout takes the mug's stock in its order's transaction: while the test holds that
      // row, every one of them is in flight, waiting on it, for as long as the test needs.
      await holder.connect();
      await holder.query('begin');
      await holder.query(`select 1 from cart.stock_level where variant_id = 'var_mug_cream' for update`);
      const address = SHIPPING_ADDRESS;
      const checkouts = shoppers.map((client, i) =>
        client.graphql(
          `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status } userErrors { code } } }`,
          {
            input: {
              idempotencyKey: `drain-test-checkout-${i}-${Date.now()}`,
              email: `shopper${i}@example.com`,
              shippingAddress: address,
              cardNumber: '4242 4242 4242 4242',
            },
          },
        ),
      );
      const waiting = async () =>
        Number(
          (
            await db.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update cart.stock_level%'`,
            )
          )[0].n,
        );
      await expect.poll(waiting, { timeout: 60_000, interval: 100 }).toBe(7);

      server.child.kill('SIGTERM');
      await expect.poll(() => portIsClosed(port), { timeout: 30_000, interval: 50 }).toBe(true);
      expect(server.child.exitCode).toBeNull(); // still finishing what it took
      await holder.query('commit');

      const answers = await Promise.all(checkouts);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.json.data.placeOrder).toEqual({
          order: { id: expect.any(String), status: 'PAID' },
          userErrors: [],
        });
      }
      expect(await exited).toBe(0);
      const ids = answers.map((a) => a.json.data.placeOrder.order.id);
      expect(await db.query(`select status from cart.shop_order where id = any($1)`, [ids])).toEqual(
        Array(7).fill({ status: 'PAID' }),
      );
      expect(await db.query(`select qty_in_stock from cart.stock_level where variant_id = 'var_mug_cream'`)).toEqual([
        { qty_in_stock: 93 },
      ]);

      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
      // Each serving process (one per core) tells of the requests it was running: seven in all.
      const draining = lines.filter((l) => l.msg === 'letting the requests in flight finish');
      expect(draining.length).toBeGreaterThan(0);
      expect(draining.reduce((sum, l) => sum + l.requests, 0)).toBe(7);
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
      expect(server.output()).not.toMatch(/"stack"/);
    } finally {
      await holder.end().catch(() => {});
      await server.stop();
      await db.drop();
    }
  }, 240_000);
});
