import { describe, expect, it } from 'vitest';
import { SubgraphConnectionError } from './subgraph-fetch.ts';
import { mayRepeat } from './subgraph-retry.ts';

const failure = (code: string, syscall: string | undefined, reused: boolean) =>
  new SubgraphConnectionError(
    'http://127.0.0.1:4001/graphql',
    Object.assign(new Error(syscall ? `${syscall} ${code}` : 'socket hang up'), { code, syscall }),
    reused,
  );

describe('mayRepeat', () => {
  it('repeats a query, never a mutation, that met a reset after it went out on a kept connection', () => {
    for (const error of [failure('ECONNRESET', 'read', true), failure('ECONNRESET', undefined, true)]) {
      expect(mayRepeat(error, 'query Q__cart__0 { shoppingCart { id } }')).toBe(true);
      expect(mayRepeat(error, '{ shoppingCart { id } }')).toBe(true);
      expect(mayRepeat(error, 'mutation M__cart__0 { placeOrder { id } }')).toBe(false);
    }
  });

  it('repeats a mutation that could not be written on a kept connection: the subgraph never had it', () => {
    expect(mayRepeat(failure('ECONNRESET', 'write', true), 'mutation M { addToCart { id } }')).toBe(true);
    expect(mayRepeat(failure('EPIPE', 'write', true), 'mutation M { addToCart { id } }')).toBe(true);
  });

  it('repeats nothing on a fresh connection, nor other failures, nor what is not ours to judge', () => {
    expect(mayRepeat(failure('ECONNRESET', 'read', false), '{ a }')).toBe(false);
    expect(mayRepeat(failure('ECONNREFUSED', 'connect', false), '{ a }')).toBe(false);
    expect(mayRepeat(failure('ETIMEDOUT', 'read', true), '{ a }')).toBe(false);
    expect(mayRepeat(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), '{ a }')).toBe(false);
    expect(mayRepeat(failure('ECONNRESET', 'read', true), undefined)).toBe(false);
    expect(mayRepeat(failure('ECONNRESET', 'read', true), 'subscription S { a }')).toBe(false);
  });
});
