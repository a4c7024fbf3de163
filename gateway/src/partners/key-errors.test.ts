import { describe, expect, it } from 'vitest';
import { KEY_ERROR_CODES, KEY_ERRORS } from './key-errors.ts';

describe('KEY_ERROR_CODES', () => {
  it('holds the code of every key refusal, and no other', () => {
    const bucket = { allowed: false, available: 3, retryAfterSeconds: 7 };
    const errors = [
      KEY_ERRORS.malformed(),
      KEY_ERRORS.unknown(),
      KEY_ERRORS.otherSite(),
      KEY_ERRORS.scope('Website.orders', 'ORDERS_READ'),
      KEY_ERRORS.tooCostly(2000, 1000),
      KEY_ERRORS.throttled(20, bucket),
    ];
    expect(errors).toHaveLength(Object.keys(KEY_ERRORS).length);
    expect(new Set(errors.map((error) => error.extensions.code))).toEqual(KEY_ERROR_CODES);
  });
});
