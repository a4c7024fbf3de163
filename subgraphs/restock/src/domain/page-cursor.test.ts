import { describe, expect, it } from 'vitest';
import {
  decodeGroupCursor,
  decodeSignUpCursor,
  encodeGroupCursor,
  encodeSignUpCursor,
  pageSize,
} from './page-cursor.ts';

describe('restock page cursors', () => {
  it('read back what they encode', () => {
    expect(decodeGroupCursor(encodeGroupCursor({ waiting: 12, variantId: 'var_1' }))).toEqual({
      waiting: 12,
      variantId: 'var_1',
    });
    const at = new Date('2026-11-20T10:00:00.000Z');
    expect(decodeSignUpCursor(encodeSignUpCursor({ createdAt: at, id: 'su_1' }))).toEqual({
      createdAt: at,
      id: 'su_1',
    });
  });
  it('refuse cursors they did not make', () => {
    for (const bad of [
      '',
      'not a cursor',
      'eyJ4IjoxfQ',
      Buffer.from('{"n":-1,"v":"a"}').toString('base64url'),
      'A'.repeat(600),
    ]) {
      expect(decodeGroupCursor(bad)).toBeNull();
      expect(decodeSignUpCursor(bad)).toBeNull();
    }
    expect(decodeSignUpCursor(Buffer.from('{"t":"yesterday","i":"a"}').toString('base64url'))).toBeNull();
  });
  it('bound page sizes', () => {
    const bounds = { default: 20, max: 100 };
    expect(pageSize(undefined, bounds)).toBe(20);
    expect(pageSize(100, bounds)).toBe(100);
    expect(pageSize(0, bounds)).toBeNull();
    expect(pageSize(101, bounds)).toBeNull();
  });
});
