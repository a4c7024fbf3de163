import { describe, expect, it } from 'vitest';
import {
  decodeErrorGroupCursor,
  encodeErrorGroupCursor,
  errorExampleOf,
  errorGroupPageSize,
} from './error-group-cursor.ts';

describe('error group pages', () => {
  it('reads back the cursors it gives out, and nothing else', () => {
    const cursor = { lastSeen: '2026-11-26T10:00:00.123456Z', fingerprint: 'a1b2' };
    expect(decodeErrorGroupCursor(encodeErrorGroupCursor(cursor))).toEqual(cursor);
    expect(decodeErrorGroupCursor('not a cursor')).toBeNull();
    expect(decodeErrorGroupCursor(Buffer.from('["2026-11-26", "a"]').toString('base64url'))).toBeNull();
    expect(decodeErrorGroupCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeNull();
  });

  it('takes 1 to 100 groups a page, 20 when not said', () => {
    expect(errorGroupPageSize(undefined)).toBe(20);
    expect(errorGroupPageSize(100)).toBe(100);
    expect(errorGroupPageSize(0)).toBeNull();
    expect(errorGroupPageSize(101)).toBeNull();
  });

  it('reads an example whatever was stored', () => {
    expect(errorExampleOf({ stack: 'at x', url: 'https://a.test/', custom: { cart: 2 }, templateId: '' })).toEqual({
      stack: 'at x',
      url: 'https://a.test/',
      userAgent: null,
      templateId: null,
      custom: '{"cart":2}',
    });
    expect(errorExampleOf(null)).toEqual({ stack: null, url: null, userAgent: null, templateId: null, custom: null });
  });
});
