import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

describe('unsubscribe tokens', () => {
  const token = unsubscribeToken('secret-1', 'site_1', 'ada@example.com');

  it('read back as the site and address they were made for', () => {
    expect(readUnsubscribeToken('secret-1', token)).toEqual({ siteId: 'site_1', email: 'ada@example.com' });
  });
  it('are refused under another secret', () => {
    expect(readUnsubscribeToken('secret-2', token)).toBeNull();
  });
  it('are refused when the address is changed', () => {
    const [site, , sig] = token.split('.');
    const forged = `${site}.${Buffer.from('eve@example.com').toString('base64url')}.${sig}`;
    expect(readUnsubscribeToken('secret-1', forged)).toBeNull();
  });
  it('are refused when malformed', () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', `${token}!`, 'x'.repeat(2000)])
      expect(readUnsubscribeToken('secret-1', bad)).toBeNull();
  });
});
