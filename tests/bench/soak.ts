import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { findFreePort, resolveDatabase } from '@atelier/platform';
import { HttpClient } from '../support/http-client.ts';
import { descendantsOf } from '../support/process-tree.ts';
import { spawnBuiltServer } from '../support/processes.ts';

/** Resident memory of a process in MB (/proc, Linux); 0 for one that is gone. */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Least-squares slope of y over x. */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den ? num / den : 0;
}

/** Adds a cart takes before the bench starts another (a shopper's cart, not one that grows for ever). */
const ADDS_PER_CART = 20;

/**
 * `npm run bench -- soak`: the compiled server as `npm start` runs it (one process per core) under 50
 * connections adding to carts for SOAK_MINUTES (30 by default), its memory (every serving process's
 * resident set, summed) read every minute. Prints each minute's adds per second and memory, and the
 * memory's slope after the warm-up (the first 5 minutes, or the first third of a shorter soak).
 */
export async function benchSoak(): Promise<void> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 30);
  const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
  process.env.ATELIER_DATA_DIR ??= '.data/bench';
  const database = await resolveDatabase();
  const port = await findFreePort();
  const unlimited = '1000000/60';
  const server = spawnBuiltServer({
    DATABASE_URL: database.url,
    ATELIER_DATA_DIR: undefined,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ATELIER_RATE_LIMITS: `cart.adds=${unlimited}, cart.new-carts=${unlimited}`,
  });
  try {
    await server.waitFor(/Database: {3}.*\n/, 300_000);
    const processes = server.output().match(/Processes: {2}(\d+)/)?.[1] ?? '?';
    const base = `http://127.0.0.1:${port}`;
    const memory = () => [server.child.pid!, ...descendantsOf(server.child.pid!)].reduce((s, p) => s + rssMb(p), 0);
    console.log(`soak: ${minutes} min, ${connections} connections adding to carts, ${processes} processes`);
    let adds = 0;
    let failures = 0;
    let firstFailure = '';
    const until = performance.now() + minutes * 60_000;
    const shopper = async () => {
      while (performance.now() < until) {
        const client = new HttpClient(base);
        await client.openPage('/shop');
        for (let i = 0; i < ADDS_PER_CART && performance.now() < until; i++) {
          // Products whose stock is not counted: a soak of hours must not sell out.
          const added = await client.api(
            'POST',
            '/api/commerce/shopping-cart/entries',
            i % 2
              ? { itemId: 'prod_gift_card', sku: 'GIFT-25', quantity: 1 }
              : { itemId: 'prod_field_guide', quantity: 1 },
          );
          if (added.status === 200) adds++;
          else if (!failures++) firstFailure = `${added.status} ${added.text.slice(0, 200)}`;
        }
      }
    };
    const samples: { x: number; y: number }[] = [];
    let counted = 0;
    const sampler = setInterval(() => {
      const minute = samples.length + 1;
      const mb = memory();
      samples.push({ x: minute, y: mb });
      console.log(
        `  minute ${String(minute).padStart(2)}  ${((adds - counted) / 60).toFixed(0).padStart(5)} adds/s  memory ${mb.toFixed(0)} MB`,
      );
      counted = adds;
    }, 60_000);
    await Promise.all(Array.from({ length: connections }, shopper));
    clearInterval(sampler);
    const warm = Math.min(5, Math.floor(samples.length / 3));
    const after = samples.slice(warm);
    console.log(
      `soak: ${adds} adds, ${failures} not 200; memory ${samples[0]?.y.toFixed(0)} MB at minute 1, ${samples.at(-1)?.y.toFixed(0)} MB at the end;` +
        ` slope after minute ${warm}: ${slope(after).toFixed(2)} MB/min over ${after.length} samples`,
    );
    if (failures) console.log(`soak: the first add not answered 200: ${firstFailure}`);
  } finally {
    await server.stop();
    await database.stop();
  }
}
