import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCostBuckets, openRateLimitStore, type CostBuckets, type RateLimitStore } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * With REDIS_URL the limits' counts live in Redis. This machine kind runs Redis on 6379 (DESIGN.md);
 * REDIS_URL names another. Two stores stand for two processes: they share nothing but Redis.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: (RateLimitStore | CostBuckets)[] = [];
let db: TestDatabase;
/** Says plainly that there is no Redis, rather than failing on a count that fell back to memory. */
function pingRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    const fail = (why: string) => (
      socket.destroy(), reject(new Error(`no Redis at ${url} (${why}): start one, or set REDIS_URL`))
    );
    socket.setTimeout(2000, () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
    socket.once(
      'data',
      (data) => (socket.end(), String(data).startsWith('+PONG') ? resolve() : fail(String(data).trim())),
    );
  });
}

beforeAll(async () => {
  await pingRedis(redisUrl);
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await db?.drop();
});

describe('limits in Redis', () => {
  it('hold across processes', async () => {
    const schema = `test${randomBytes(4).toString('hex')}`;
    const open = () => {
      const store = openRateLimitStore({ databaseUrl: db.url, schema, redisUrl });
      stores.push(store);
      return store.limit('attempts', { points: 3, durationSeconds: 60 });
    };
    const first = open();
    const second = open();
    expect((await first.consume('client')).allowed).toBe(true);
    expect((await second.consume('client')).allowed).toBe(true);
    expect((await first.consume('client')).allowed).toBe(true);
    const refused = await second.consume('client');
    expect(refused).toMatchObject({ allowed: false, consumed: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await first.spent('other client')).toBe(0);
    await first.reset('client');
    expect((await second.consume('client')).allowed).toBe(true);
    // Nothing was counted in PostgreSQL.
    expect(await db.query(`select 1 from pg_tables where schemaname = $1`, [schema])).toEqual([]);
  });

  it("hold one API key's cost bucket for every process", async () => {
    const schema = `test${randomBytes(4).toString('hex')}`;
    const open = () => {
      const buckets = openCostBuckets({
        databaseUrl: db.url,
        schema,
        redisUrl,
        rule: { capacity: 100, restorePerSecond: 1 },
      });
      stores.push(buckets);
      return buckets;
    };
    const first = open();
    const second = open();
    expect(await first.take('key_a', 60)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    const refused = await second.take('key_a', 60);
    expect(refused.allowed).toBe(false);
    // About 40 left (a little more for the time since): 20 more points at 1 a second.
    expect(refused.available).toBeGreaterThanOrEqual(40);
    expect(refused.retryAfterSeconds).toBe(Math.ceil(60 - refused.available));
    expect((await second.take('key_b', 60)).allowed).toBe(true);
    expect(await db.query(`select 1 from pg_tables where schemaname = $1`, [schema])).toEqual([]);
  });
});
