import { createHash } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { connectionErrorReporter } from '../database/connection-loss.ts';
import { createLogger } from '../logger.ts';

const log = createLogger('rate-limits');

/** So many points per window of so many seconds, per key. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Points spent in the current window, this one included. */
  consumed: number;
  /** Seconds until the window starts over (0 when it already has). */
  retryAfterSeconds: number;
}

/** One limit, e.g. "new carts per client address". Keys are hashed, so any text may be a key. */
export interface RateLimit {
  readonly rule: LimitRule;
  /** Spends points; refused (allowed: false) once the window's points are spent. */
  consume(key: string, points?: number): Promise<LimitDecision>;
  /** Points spent in the current window, without spending any. */
  spent(key: string): Promise<number>;
  /** Gives points back, e.g. an attempt counted up front that turned out to be fine. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  limit(name: string, rule: LimitRule): RateLimit;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  databaseUrl: string;
  /** The PostgreSQL schema whose `rate_limit` table holds the counts (made by that schema's migration). */
  schema: string;
  /** With REDIS_URL the counts live in Redis instead: faster, and shared the same way by every process. */
  redisUrl?: string;
  /** Rules that replace a limit's default, by `<schema>.<name>` (see parseLimitOverrides). */
  overrides?: Readonly<Record<string, LimitRule>>;
}

/**
 * Operators tune limits without a release: ATELIER_RATE_LIMITS="cart.new-carts=100/600, accounts.login-per-client=10/900"
 * (points per seconds, by `<schema>.<name>`). Malformed entries are refused at start-up, not ignored.
 */
export function parseLimitOverrides(text = process.env.ATELIER_RATE_LIMITS): Record<string, LimitRule> {
  const overrides: Record<string, LimitRule> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+\.[a-z-]+)=(\d+)\/(\d+)$/.exec(entry);
    if (!match || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new Error(`ATELIER_RATE_LIMITS: "${entry}" is not <schema>.<limit>=<points>/<seconds>`);
    }
    overrides[match[1]!] = { points: Number(match[2]), durationSeconds: Number(match[3]) };
  }
  return overrides;
}

/**
 * Limits that hold across every process of the product, because the counts live in the shared
 * PostgreSQL (or Redis), never in one process's memory. Should the store fail, each limit falls
 * back to counting in this process's memory (rate-limiter-flexible's insurance limiter) rather than
 * turning a sign-in or an add to cart into an error.
 */
export function openRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  let pool: pg.Pool | undefined;
  let redis: Redis | undefined;
  const backend = (name: string, rule: LimitRule): RateLimiterAbstract => {
    const keyPrefix = `${options.schema}:${name}`;
    const common = {
      keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }),
    };
    if (options.redisUrl) {
      if (!redis) {
        redis = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
        redis.on('error', (err) =>
          log.warn({ err }, 'Redis for rate limits is unavailable; counting in memory meanwhile'),
        );
      }
      // While connecting, commands wait in ioredis's queue; only a failed command falls back to memory.
      return new RateLimiterRedis({ ...common, storeClient: redis });
    }
    if (!pool) {
      pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
      pool.on('error', connectionErrorReporter(log, 'a rate-limit database pool'));
    }
    return new RateLimiterPostgres({
      ...common,
      storeClient: pool,
      storeType: 'pool',
      schemaName: options.schema,
      tableName: 'rate_limit',
      tableCreated: true,
    });
  };
  return {
    limit(name, defaultRule) {
      const rule = options.overrides?.[`${options.schema}.${name}`] ?? defaultRule;
      return limitOf(backend(name, rule), rule);
    },
    async close() {
      await pool?.end();
      redis?.disconnect();
    },
  };
}

/** A limit over one of rate-limiter-flexible's limiters; keys are hashed, so any text may be a key. */
function limitOf(limiter: RateLimiterAbstract, rule: LimitRule): RateLimit {
  const key = (text: string) => createHash('sha256').update(text).digest('base64url');
  return {
    rule,
    async consume(text, points = 1) {
      try {
        const res = await limiter.consume(key(text), points);
        return {
          allowed: true,
          consumed: res.consumedPoints,
          retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
        };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          allowed: false,
          consumed: refusal.consumedPoints,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
    },
    async spent(text) {
      return (await limiter.get(key(text)))?.consumedPoints ?? 0;
    },
    async refund(text, points = 1) {
      await limiter.reward(key(text), points);
    },
    async reset(text) {
      await limiter.delete(key(text));
    },
  };
}

/**
 * Limits counted in this process's memory only, for a path too hot for a round trip per request
 * (the tracking collector's beacons, thousands a second). Each process counts what it serves: behind
 * a load balancer spreading a client over n processes, the client gets up to n times the rule. The
 * same rule names and overrides as the shared store.
 */
export function openMemoryRateLimitStore(options: Pick<RateLimitStoreOptions, 'schema' | 'overrides'>): RateLimitStore {
  return {
    limit(name, defaultRule) {
      const rule = options.overrides?.[`${options.schema}.${name}`] ?? defaultRule;
      const keyPrefix = `${options.schema}:${name}`;
      return limitOf(new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds }), rule);
    },
    async close() {},
  };
}
