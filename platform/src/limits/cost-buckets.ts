import { createHash } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { connectionErrorReporter } from '../database/connection-loss.ts';
import { createLogger } from '../logger.ts';

const log = createLogger('cost-buckets');

/** A bucket of so many points, refilled at a fixed rate: a request takes what it costs, or waits. */
export interface BucketRule {
  capacity: number;
  restorePerSecond: number;
}

export interface BucketState {
  allowed: boolean;
  /** Points in the bucket after this request (what it cost taken out when allowed). */
  available: number;
  /** When refused: seconds until the bucket holds the cost; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Buckets by key (an API key's id), shared by every process: their levels live in PostgreSQL or Redis. */
export interface CostBuckets {
  readonly rule: BucketRule;
  /** Refills the key's bucket for the time since it was last seen, then takes `cost` out if it holds that much. */
  take(key: string, cost: number): Promise<BucketState>;
  close(): Promise<void>;
}

export interface CostBucketOptions {
  databaseUrl: string;
  /** The PostgreSQL schema whose `cost_bucket` table holds the levels (made by that schema's migration). */
  schema: string;
  /** With REDIS_URL the levels live in Redis instead, shared the same way. */
  redisUrl?: string;
  rule: BucketRule;
}

// One statement: the refill and the take see the same row, locked by the upsert, so two processes
// taking at once cannot both spend the same points.
const level = (t: string) =>
  `least($2::float8, ${t}."available" + extract(epoch from now() - ${t}."updated_at") * $4::float8)`;
const takeSql = (schema: string) => `
  insert into "${schema}"."cost_bucket" as b ("key", "available", "allowed", "updated_at")
  values ($1, $2::float8 - $3::float8, true, now())
  on conflict ("key") do update set
    "allowed" = ${level('b')} >= $3::float8,
    "available" = ${level('b')} - case when ${level('b')} >= $3::float8 then $3::float8 else 0 end,
    "updated_at" = now()
  returning "available", "allowed"`;

// The same in Redis, as one script (atomic there), the time taken from Redis's own clock.
const TAKE_SCRIPT = `
local cap, cost, rate = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local kept = redis.call('HMGET', KEYS[1], 'a', 't')
local a = cap
if kept[1] then a = math.min(cap, tonumber(kept[1]) + (now - tonumber(kept[2])) * rate) end
local allowed = 0
if a >= cost then a = a - cost allowed = 1 end
redis.call('HSET', KEYS[1], 'a', tostring(a), 't', tostring(now))
redis.call('EXPIRE', KEYS[1], math.ceil(cap / rate) + 60)
return { allowed, tostring(a) }`;

const stateOf = (rule: BucketRule, cost: number, allowed: boolean, available: number): BucketState => ({
  allowed,
  available,
  retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - available) / rule.restorePerSecond)),
});

/** This process's buckets, for when the shared store fails: a partner is slowed per process rather than refused. */
function memoryBuckets(rule: BucketRule) {
  const levels = new Map<string, { available: number; at: number }>();
  return (key: string, cost: number): BucketState => {
    const now = Date.now();
    const kept = levels.get(key);
    let available = kept
      ? Math.min(rule.capacity, kept.available + ((now - kept.at) / 1000) * rule.restorePerSecond)
      : rule.capacity;
    const allowed = available >= cost;
    if (allowed) available -= cost;
    levels.set(key, { available, at: now });
    return stateOf(rule, cost, allowed, available);
  };
}

export function openCostBuckets(options: CostBucketOptions): CostBuckets {
  const { rule } = options;
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  const fallback = memoryBuckets(rule);
  const fallBack = (key: string, cost: number) => (error: unknown) => {
    log.warn({ err: error }, 'the shared cost buckets are unavailable; counting in memory meanwhile');
    return fallback(key, cost);
  };
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (err) => log.warn({ err }, 'Redis for cost buckets is unavailable'));
    const prefix = `${options.schema}:cost:`;
    return {
      rule,
      take: (key, cost) =>
        (
          redis.eval(TAKE_SCRIPT, 1, prefix + hashed(key), rule.capacity, cost, rule.restorePerSecond) as Promise<
            [number, string]
          >
        ).then(([allowed, available]) => stateOf(rule, cost, allowed === 1, Number(available)), fallBack(key, cost)),
      close: async () => void redis.disconnect(),
    };
  }
  // A bucket's level lost in a crash costs a partner nothing worth a disk flush per request.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, options: '-c synchronous_commit=off' });
  pool.on('error', connectionErrorReporter(log, 'a cost-bucket database pool'));
  const sql = takeSql(options.schema);
  return {
    rule,
    take: (key, cost) =>
      pool
        .query<{ available: number; allowed: boolean }>(sql, [hashed(key), rule.capacity, cost, rule.restorePerSecond])
        .then(({ rows }) => stateOf(rule, cost, rows[0]!.allowed, rows[0]!.available), fallBack(key, cost)),
    close: () => pool.end(),
  };
}

/** Shopify's numbers: a key may spend 1,000 points at once, and gets 50 back each second. */
export const DEFAULT_COST_BUCKET: BucketRule = { capacity: 1_000, restorePerSecond: 50 };

/** ATELIER_API_COST_BUCKET="<capacity>/<restored per second>", e.g. "2000/100"; malformed stops the start. */
export function parseCostBucketRule(text = process.env.ATELIER_API_COST_BUCKET): BucketRule {
  if (!text) return DEFAULT_COST_BUCKET;
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
    throw new Error(`ATELIER_API_COST_BUCKET: "${text}" is not <capacity>/<restored per second>`);
  return { capacity: Number(match[1]), restorePerSecond: Number(match[2]) };
}
