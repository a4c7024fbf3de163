import { describe, expect, it } from 'vitest';
import { cleanupCutoffs } from './cart-policy.ts';

describe('cleanupCutoffs', () => {
  it('keeps carts 30 days after their last change and express carts a day', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(cleanupCutoffs(now)).toEqual({
      abandonedCarts: new Date('2026-10-22T12:00:00Z'),
      orphanedExpressCarts: new Date('2026-11-20T12:00:00Z'),
    });
  });
});
