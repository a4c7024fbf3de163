import { describe, expect, it } from 'vitest';
import { checkAdditionalFields } from './additional-fields.ts';

describe('checkAdditionalFields', () => {
  it('accepts nothing, or JSON text', () => {
    expect(checkAdditionalFields(undefined)).toEqual({ ok: true, value: null });
    expect(checkAdditionalFields(null)).toEqual({ ok: true, value: null });
    // The JSON text of null is what a page without a form sends: no answers, like an absent field.
    expect(checkAdditionalFields('null')).toEqual({ ok: true, value: null });
    expect(checkAdditionalFields(' null ')).toEqual({ ok: true, value: null });
    expect(checkAdditionalFields('{"monogram":"AA"}')).toEqual({ ok: true, value: '{"monogram":"AA"}' });
  });
  it('refuses text that is not JSON', () => {
    expect(checkAdditionalFields('{not json')).toEqual({
      ok: false,
      code: 'INVALID_ADDITIONAL_FIELDS',
      message: 'Additional fields must be a JSON string.',
    });
  });
  it('refuses JSON that is not an object of answers', () => {
    for (const text of ['5', 'true', '"null"', '"text"', '[1,2]']) {
      expect(checkAdditionalFields(text)).toEqual({
        ok: false,
        code: 'INVALID_ADDITIONAL_FIELDS',
        message: 'Additional fields must be a JSON object of answers by field id.',
      });
    }
  });
  it('refuses more than 16 KB, counted in UTF-8 bytes', () => {
    const at = (n: number, char = 'a') => JSON.stringify({ note: char.repeat(n) });
    expect(checkAdditionalFields(at(16 * 1024 - 11)).ok).toBe(true); // {"note":""} is 11 bytes
    expect(checkAdditionalFields(at(16 * 1024 - 10))).toEqual({
      ok: false,
      code: 'ADDITIONAL_FIELDS_TOO_LARGE',
      message: 'Additional fields may be at most 16 KB.',
    });
    expect(checkAdditionalFields(at(9000, 'é')).ok).toBe(false); // 9,000 characters, 18,000 bytes
  });
});
