import { describe, expect, it } from 'vitest';
import { checkAddress, checkEmail, countryCode, isIdempotencyKey } from './checkout-input.ts';

describe('checkout input', () => {
  it('takes a whole address, tidied, with the country and region in upper case', () => {
    const checked = checkAddress({
      name: '  Ada  Lovelace ',
      line1: '1 Main St',
      city: 'Portland',
      region: 'or',
      postalCode: '97201',
      country: 'us',
    });
    expect(checked).toEqual({
      ok: true,
      address: {
        name: 'Ada Lovelace',
        line1: '1 Main St',
        line2: null,
        city: 'Portland',
        region: 'OR',
        postalCode: '97201',
        country: 'US',
      },
    });
  });

  it('names every missing part at once', () => {
    const checked = checkAddress({ name: '', line1: ' ', city: null, country: 'USA' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((p) => p.field.at(-1))).toEqual(['name', 'line1', 'city', 'country']);
    expect(checked.problems[0]!.message).toBe('Please enter the name.');
    expect(checkAddress(null).ok).toBe(false);
  });

  it('refuses a part longer than 200 characters', () => {
    const checked = checkAddress({ name: 'x'.repeat(201), line1: 'a', city: 'b', country: 'DE' });
    expect(checked.ok ? null : checked.problems[0]!.code).toBe('ADDRESS_TOO_LONG');
  });

  it('checks the email with the product’s one address rule', () => {
    expect(checkEmail('ada@example.com')).toBeNull();
    expect(checkEmail('')!.code).toBe('EMAIL_REQUIRED');
    expect(checkEmail('ada@')!.code).toBe('EMAIL_INVALID');
    expect(checkEmail(42)!.code).toBe('EMAIL_REQUIRED');
  });

  it('knows a country code and an idempotency key', () => {
    expect(countryCode(' gb ')).toBe('GB');
    expect(countryCode('GBR')).toBeNull();
    expect(isIdempotencyKey('a'.repeat(16))).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has space in it, long enough')).toBe(false);
  });
});
