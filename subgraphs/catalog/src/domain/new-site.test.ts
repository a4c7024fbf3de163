import { describe, expect, it } from 'vitest';
import { checkNewSite, slugVerdict, STARTER_COLLECTIONS } from './new-site.ts';

const good = {
  title: '  My Shop ',
  slug: 'my-shop',
  theme: 'ledger',
  currency: 'EUR',
  locale: 'fr-FR',
  timeZone: 'Europe/Paris',
};
const none = new Set<string>();

describe('checkNewSite', () => {
  it('takes a whole, valid site, its title trimmed', () => {
    expect(checkNewSite(good, none)).toEqual({ ok: true, value: { ...good, title: 'My Shop' } });
  });

  it('gives what is left out its default: the atelier theme, USD, en-US and America/New_York', () => {
    expect(checkNewSite({ title: 'Shop', slug: 'shop', theme: undefined }, none)).toEqual({
      ok: true,
      value: {
        title: 'Shop',
        slug: 'shop',
        theme: 'atelier',
        currency: 'USD',
        locale: 'en-US',
        timeZone: 'America/New_York',
      },
    });
  });

  it('keeps a locale, a time zone and a slug by their canonical names', () => {
    const checked = checkNewSite({ ...good, slug: ' My-Shop ', locale: 'FR-fr', timeZone: 'europe/paris' }, none);
    expect(checked.ok && checked.value).toMatchObject({ slug: 'my-shop', locale: 'fr-FR', timeZone: 'Europe/Paris' });
  });

  it('refuses every bad field at once, each on its path, with its code and words', () => {
    const checked = checkNewSite(
      { title: ' ', slug: 'My Shop!', theme: 'nope', currency: 'XYZ', locale: 'en_US', timeZone: 'Mars/Olympus' },
      none,
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual([
      { field: ['input', 'title'], code: 'TITLE_REQUIRED', message: 'A title is required.' },
      {
        field: ['input', 'slug'],
        code: 'SLUG_INVALID',
        message:
          'Use lower-case letters, digits and hyphens for the address (not a hyphen first or last), at most 63. “my-shop” is free.',
      },
      { field: ['input', 'theme'], code: 'THEME_NOT_FOUND', message: 'There is no shipped theme called nope.' },
      {
        field: ['input', 'currency'],
        code: 'CURRENCY_INVALID',
        message: 'Choose one of the store currencies, such as USD, EUR or JPY.',
      },
      {
        field: ['input', 'locale'],
        code: 'LOCALE_INVALID',
        message: 'Choose a language and region, such as en-US or fr-FR.',
      },
      {
        field: ['input', 'timeZone'],
        code: 'TIME_ZONE_INVALID',
        message: 'Choose a time zone, such as America/New_York.',
      },
    ]);
  });

  it('refuses a title past 200 characters', () => {
    const checked = checkNewSite({ ...good, title: 'x'.repeat(201) }, none);
    expect(!checked.ok && checked.errors.map((e) => e.code)).toEqual(['TITLE_TOO_LONG']);
  });

  it('refuses a currency that is a name of Object’s prototype', () => {
    const checked = checkNewSite({ ...good, currency: 'toString' }, none);
    expect(!checked.ok && checked.errors.map((e) => e.code)).toEqual(['CURRENCY_INVALID']);
  });

  it('refuses a reserved name and a taken one, offering a free one', () => {
    const reserved = checkNewSite({ ...good, slug: 'admin' }, none);
    expect(!reserved.ok && reserved.errors).toEqual([
      {
        field: ['input', 'slug'],
        code: 'SLUG_RESERVED',
        message: '“admin” is kept for Atelier itself. “admin-2” is free.',
      },
    ]);
    const taken = checkNewSite(good, new Set(['my-shop', 'my-shop-2']));
    expect(!taken.ok && taken.errors).toEqual([
      {
        field: ['input', 'slug'],
        code: 'SLUG_TAKEN',
        message: 'Another site has the address “my-shop”. “my-shop-3” is free.',
      },
    ]);
  });
});

describe('slugVerdict', () => {
  it('says a free slug is free, and suggests itself', () => {
    expect(slugVerdict('my-shop', none)).toEqual({ slug: 'my-shop', suggestion: 'my-shop', problem: undefined });
  });
  it('suggests from what was typed when it is not a slug', () => {
    expect(slugVerdict('Café Noir', new Set(['cafe-noir']))).toMatchObject({
      slug: 'café noir',
      suggestion: 'cafe-noir-2',
      problem: { code: 'SLUG_INVALID', field: ['input', 'slug'] },
    });
  });
  it('names the field it is asked for', () => {
    expect(slugVerdict('www', none, ['slug']).problem).toMatchObject({ field: ['slug'], code: 'SLUG_RESERVED' });
  });
});

describe('a new site’s collections', () => {
  it('are a shop, a blog and a page, at addresses of their own', () => {
    expect(STARTER_COLLECTIONS.map((c) => c.type)).toEqual(['products', 'blog', 'page']);
    expect(new Set(STARTER_COLLECTIONS.map((c) => c.urlId)).size).toBe(STARTER_COLLECTIONS.length);
  });
});
