import { describe, expect, it } from 'vitest';
import { hashToken, isWellFormedToken, newId, newOpaqueToken } from './tokens.ts';

describe('tokens', () => {
  it('are 43 url-safe characters, different every time, and recognised', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(isWellFormedToken(a)).toBe(true);
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken(undefined)).toBe(false);
  });
  it('are stored as a SHA-256 that does not contain them', () => {
    const token = newOpaqueToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
  it('make prefixed ids', () => {
    expect(newId('cart')).toMatch(/^cart_[0-9a-f]{24}$/);
  });
});
