import { describe, expect, it } from 'vitest';
import { domainAddition, domainName, domainToRemove } from './domains.ts';

describe('a site’s custom domains', () => {
  it('are stored as host names, other input refused with what to type', () => {
    expect(domainName('Shop.Example.COM')).toEqual({ ok: true, value: 'shop.example.com' });
    expect(domainName('https://shop.example.com/path')).toEqual({
      ok: false,
      errors: [
        {
          field: ['domain'],
          code: 'DOMAIN_INVALID',
          message: 'Enter a domain name such as shop.example.com, without http:// or a path.',
        },
      ],
    });
    expect(domainToRemove('  Shop.Example.com ')).toBe('shop.example.com');
  });

  it('are added up to 20 a site', () => {
    expect(domainAddition('site_a', null, 0)).toEqual({ ok: true, value: 'add' });
    expect(domainAddition('site_a', null, 19)).toEqual({ ok: true, value: 'add' });
    expect(domainAddition('site_a', null, 20)).toEqual({
      ok: false,
      errors: [{ field: ['domain'], code: 'TOO_MANY_DOMAINS', message: 'A site may have at most 20 domains.' }],
    });
  });

  it('serve one site: another’s is refused, the site’s own is kept as it is, even at the limit', () => {
    expect(domainAddition('site_a', 'site_b', 3)).toEqual({
      ok: false,
      errors: [{ field: ['domain'], code: 'DOMAIN_TAKEN', message: 'This domain already serves another site.' }],
    });
    expect(domainAddition('site_a', 'site_a', 20)).toEqual({ ok: true, value: 'has-it' });
  });
});
