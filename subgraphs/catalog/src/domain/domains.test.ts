import { describe, expect, it } from 'vitest';
import { DOMAIN_ERRORS, domainAddition, domainName, domainToRemove } from './domains.ts';

describe('a site’s custom domains', () => {
  it('are stored as host names, other input refused with what to type', () => {
    expect(domainName('Shop.Example.COM')).toBe('shop.example.com');
    expect(domainName('https://shop.example.com/path')).toEqual({ field: ['domain'], code: 'DOMAIN_INVALID', message: 'Enter a domain name such as shop.example.com, without http:// or a path.' });
    expect(domainToRemove('  Shop.Example.com ')).toBe('shop.example.com');
  });

  it('are added up to 20 a site', () => {
    expect(domainAddition('site_a', null, 0)).toBe('add');
    expect(domainAddition('site_a', null, 19)).toBe('add');
    expect(domainAddition('site_a', null, 20)).toEqual({ field: ['domain'], code: 'TOO_MANY_DOMAINS', message: 'A site may have at most 20 domains.' });
  });

  it('serve one site: another’s is refused, the site’s own is kept as it is, even at the limit', () => {
    expect(domainAddition('site_a', 'site_b', 3)).toEqual(DOMAIN_ERRORS.taken);
    expect(DOMAIN_ERRORS.taken.message).toBe('This domain already serves another site.');
    expect(domainAddition('site_a', 'site_a', 20)).toBe('has-it');
  });
});
