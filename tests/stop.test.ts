import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atelier/platform';
import { HttpClient } from './support/http-client.ts';
import { descendantsOf, isAlive } from './support/process-tree.ts';
import { REPO_ROOT, spawnTs } from './support/processes.ts';

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
  expect(await waitUntil(() => output.includes('Atelier is running at'), 90_000), output).toBe(true);
  return { npm, exited, output: () => output };
}

describe('stopping', () => {
  it('SIGTERM to `npm start` stops everything within seconds, and the next start finds the data', async () => {
    const dataDir = await newDataDir();
    const port = await findFreePort();
    const { npm, exited, output: outputOf } = await npmStart(dataDir, port);
    let output = outputOf();
    expect(output).toContain(`Database:   embedded PostgreSQL, data in ${dataDir}/`);

    // A cart to find again, and a request whose id should travel into the subgraphs' logs.
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    await client.openPage('/shop');
    const added = await client.api('POST', '/api/commerce/shopping-cart/entries', { itemId: 'prod_mug', sku: 'MUG-MOSS', quantity: 2 });
    expect(added.status).toBe(200);
    await client.request('POST', '/graphql', {
      body: { query: '{ shoppingCart { totalQuantity } me { id } }' },
      headers: { 'X-Request-Id': 'trace-me-0123456789', cookie: `atelier-cart=${client.cookies.get('atelier-cart')}; atelier-session=${'S'.repeat(43)}` },
    });

    const product = descendantsOf(npm.pid!);
    expect(product.length).toBeGreaterThan(2); // node, PostgreSQL and its workers
    npm.kill('SIGTERM');
    const code = await exited;
    expect(await waitUntil(() => product.every((pid) => !isAlive(pid)), 10_000), `left running: ${product.filter(isAlive)}`).toBe(true);
    output = outputOf();
    expect(await portIsClosed(port)).toBe(true);
    expect(code).toBe(0);

    const lines = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    const traced = lines.filter((l) => l.requestId === 'trace-me-0123456789');
    expect(traced.some((l) => String(l.component).startsWith('subgraph:'))).toBe(true);
    expect(traced.some((l) => l.component === 'http')).toBe(true);
    expect(output).not.toContain(client.cookies.get('atelier-cart'));
    expect(output).not.toContain('S'.repeat(43));
    expect(lines.some((l) => l.msg === 'stopping')).toBe(true);

    const again = spawnTs('server/src/main.ts', { DATABASE_URL: undefined, NODE_ENV: undefined, ATELIER_DATA_DIR: dataDir, PORT: String(port) });
    await again.waitFor(/Atelier is running at/, 60_000);
    const cart = await client.api('GET', '/api/commerce/shopping-cart');
    expect(cart.json.entries).toEqual([expect.objectContaining({ itemId: 'prod_mug', quantity: 2 })]);
    const node = again.child.pid!;
    const tree = [node, ...descendantsOf(node)];
    const againExited = new Promise<number | null>((resolve) => again.child.once('exit', (exitCode) => resolve(exitCode)));
    again.child.kill('SIGINT');
    expect(await againExited).toBe(0);
    expect(await waitUntil(() => tree.every((pid) => !isAlive(pid)), 10_000)).toBe(true);
  }, 180_000);

  it('Ctrl-C (SIGINT to the whole process group, PostgreSQL included) stops everything quietly', async () => {
    const port = await findFreePort();
    const { npm, exited, output } = await npmStart(await newDataDir(), port);
    const product = descendantsOf(npm.pid!);
    process.kill(-npm.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(await waitUntil(() => product.every((pid) => !isAlive(pid)), 10_000), `left running: ${product.filter(isAlive)}`).toBe(true);
    expect(await portIsClosed(port)).toBe(true);
    const lines = output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
  }, 120_000);
});
