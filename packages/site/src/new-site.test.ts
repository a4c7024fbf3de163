import { describe, expect, it } from 'vitest';
import {
  canonicalLocale,
  canonicalTimeZone,
  freeSlug,
  RESERVED_SLUGS,
  SITE_LOCALES,
  slugFromTitle,
  slugProblemOf,
  slugRefusalText,
  typedSlug,
} from './new-site.ts';
import { SLUG_PATTERN } from './site-hosts.ts';

describe('slugFromTitle', () => {
  it('makes an address of a title', () => {
    expect(slugFromTitle('My Shop')).toBe('my-shop');
    expect(slugFromTitle('  Café Ölé! ')).toBe('cafe-ole');
    expect(slugFromTitle('Straße & Söhne')).toBe('strasse-sohne');
    expect(slugFromTitle('--Kiln & Co.--')).toBe('kiln-co');
    expect(slugFromTitle('Shop 24/7')).toBe('shop-24-7');
    expect(slugFromTitle('Nia’s Plants')).toBe('nias-plants');
    expect(slugFromTitle("Bob's 'Tools'")).toBe('bobs-tools');
  });
  it('gives "site" for a title with nothing usable in it', () => {
    expect(slugFromTitle('!!!')).toBe('site');
    expect(slugFromTitle('東京')).toBe('site');
    expect(slugFromTitle('')).toBe('site');
  });
  it('cuts a long title to 63 characters, never ending on a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(62)} b`);
    expect(slug).toBe('a'.repeat(62));
    expect(slugFromTitle('word '.repeat(40)).length).toBeLessThanOrEqual(63);
    expect(SLUG_PATTERN.test(slugFromTitle('word '.repeat(40)))).toBe(true);
  });
});

describe('slugProblemOf', () => {
  it('takes lower-case letters, digits and inner hyphens up to 63', () => {
    for (const slug of ['my-shop', 'a', '7', 'shop-2', 'a'.repeat(63)])
      expect(slugProblemOf(slug), slug).toBeUndefined();
  });
  it('refuses other forms as SLUG_INVALID', () => {
    for (const slug of ['', 'My-Shop', '-shop', 'shop-', 'my shop', 'my_shop', 'shop.example', 'a'.repeat(64), 'café'])
      expect(slugProblemOf(slug), slug).toBe('SLUG_INVALID');
  });
  it('refuses the reserved names as SLUG_RESERVED', () => {
    for (const slug of ['www', 'admin', 'api', 'localhost']) expect(slugProblemOf(slug), slug).toBe('SLUG_RESERVED');
    for (const slug of RESERVED_SLUGS) expect(SLUG_PATTERN.test(slug), slug).toBe(true);
  });
  it('reads a typed slug without its spaces or case', () => {
    expect(typedSlug('  My-Shop ')).toBe('my-shop');
  });
});

describe('freeSlug', () => {
  it('keeps a free slug', () => {
    expect(freeSlug('my-shop', new Set())).toBe('my-shop');
  });
  it('numbers a taken one from 2', () => {
    expect(freeSlug('my-shop', new Set(['my-shop']))).toBe('my-shop-2');
    expect(freeSlug('my-shop', new Set(['my-shop', 'my-shop-2', 'my-shop-3']))).toBe('my-shop-4');
    expect(freeSlug('my-shop', new Set(['my-shop', 'my-shop-3']))).toBe('my-shop-2');
  });
  it('numbers a reserved name', () => {
    expect(freeSlug('admin', new Set())).toBe('admin-2');
    expect(freeSlug('www', new Set(['www-2']))).toBe('www-3');
  });
  it('makes a slug of what is not one', () => {
    expect(freeSlug('My Shop', new Set(['my-shop']))).toBe('my-shop-2');
  });
  it('cuts a long slug so that its number fits', () => {
    const long = 'a'.repeat(63);
    expect(freeSlug(long, new Set([long]))).toBe(`${'a'.repeat(61)}-2`);
    const hyphenated = `${'a'.repeat(59)}-bc`;
    expect(freeSlug(hyphenated, new Set([hyphenated]))).toBe(`${'a'.repeat(59)}-b-2`);
    const atHyphen = `${'a'.repeat(61)}-b`;
    expect(freeSlug(atHyphen, new Set([atHyphen]))).toBe(`${'a'.repeat(61)}-2`);
  });
});

describe('slugRefusalText', () => {
  it('offers the free slug in each refusal', () => {
    expect(slugRefusalText('SLUG_TAKEN', { slug: 'my-shop', suggestion: 'my-shop-2' })).toBe(
      'Another site has the address “my-shop”. “my-shop-2” is free.',
    );
    expect(slugRefusalText('SLUG_RESERVED', { slug: 'admin', suggestion: 'admin-2' })).toBe(
      '“admin” is kept for Atelier itself. “admin-2” is free.',
    );
    expect(slugRefusalText('SLUG_INVALID', { slug: 'My Shop', suggestion: 'my-shop' })).toMatch(
      /^Use lower-case letters, digits and hyphens .* at most 63\. “my-shop” is free\.$/,
    );
  });
});

describe('canonicalLocale', () => {
  it('takes a language and region Intl knows, in canonical form', () => {
    expect(canonicalLocale('en-US')).toBe('en-US');
    expect(canonicalLocale('EN-us')).toBe('en-US');
    expect(canonicalLocale('es-419')).toBe('es-419');
    expect(canonicalLocale('zh-Hant-HK')).toBe('zh-Hant-HK');
  });
  it('refuses what is not one', () => {
    for (const tag of ['en_US', 'en', 'fr', 'xx-YY', '', 'en-US-u-ca-buddhist', 'x'.repeat(100), 'i-klingon'])
      expect(canonicalLocale(tag), tag).toBeUndefined();
  });
  it('knows every locale the form offers', () => {
    for (const tag of SITE_LOCALES) expect(canonicalLocale(tag), tag).toBe(tag);
  });
});

describe('canonicalTimeZone', () => {
  it('takes an IANA zone by the name Intl gives it', () => {
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });
  it('refuses what Intl does not know', () => {
    for (const zone of ['Nope/Zone', '', '  ', 'America/'.repeat(20), '+25:00'])
      expect(canonicalTimeZone(zone), zone).toBeUndefined();
  });
});
