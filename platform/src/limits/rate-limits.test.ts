import { describe, expect, it } from 'vitest';
import { openRateLimitStore, parseLimitOverrides } from './rate-limits.ts';

describe('parseLimitOverrides', () => {
  it('reads points per seconds by schema and name', () => {
    expect(parseLimitOverrides(' cart.new-carts=100/600, accounts.login-per-client=10/900 ')).toEqual({
      'cart.new-carts': { points: 100, durationSeconds: 600 },
      'accounts.login-per-client': { points: 10, durationSeconds: 900 },
    });
    expect(parseLimitOverrides(undefined)).toEqual({});
  });
  it('refuses what it cannot read', () => {
    for (const text of [
      'cart.new-carts=100',
      'new-carts=1/2',
      'cart.new-carts=0/60',
      'cart.new-carts=1/0',
      'cart.x=a/b',
    ]) {
      expect(() => parseLimitOverrides(text)).toThrow(/ATELIER_RATE_LIMITS/);
    }
  });
});

describe('openRateLimitStore', () => {
  it('keeps limiting, in memory, when its database cannot be reached', async () => {
    const store = openRateLimitStore({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', schema: 'test' });
    try {
      const limit = store.limit('attempts', { points: 2, durationSeconds: 60 });
      expect((await limit.consume('client')).allowed).toBe(true);
      expect((await limit.consume('client')).allowed).toBe(true);
      expect(await limit.consume('client')).toMatchObject({ allowed: false, consumed: 3 });
      expect(await limit.spent('client')).toBe(3);
      await limit.reset('client');
      expect((await limit.consume('client')).allowed).toBe(true);
    } finally {
      await store.close();
    }
  });
});
