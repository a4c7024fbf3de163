import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

describe('unsubscribe tokens', () => {
  const token = unsubscribeToken('secret-1', 'newsletter', 'site_1', 'ada@example.com');

  it('read back as the site and address they were made for', () => {
    expect(readUnsubscribeToken('secret-1', 'newsletter', token)).toEqual({
      siteId: 'site_1',
      email: 'ada@example.com',
    });
  });
  it('are refused under another secret', () => {
    expect(readUnsubscribeToken('secret-2', 'newsletter', token)).toBeNull();
  });
  it('are refused for another list: a restock link does not unsubscribe from the newsletter', () => {
    const restock = unsubscribeToken('secret-1', 'restock', 'site_1', 'ada@example.com');
    expect(readUnsubscribeToken('secret-1', 'restock', restock)).toEqual({
      siteId: 'site_1',
      email: 'ada@example.com',
    });
    expect(readUnsubscribeToken('secret-1', 'newsletter', restock)).toBeNull();
    expect(readUnsubscribeToken('secret-1', 'restock', token)).toBeNull();
  });
  it('keep the restock links mailed before the lists shared this rule', () => {
    // The signature restock's own rule made: its HMAC over "restock-unsubscribe\n<site>\n<address>".
    const sig = createHmac('sha256', 'secret-1')
      .update('restock-unsubscribe\nsite_1\nada@example.com')
      .digest('base64url');
    const mailed = `${Buffer.from('site_1').toString('base64url')}.${Buffer.from('ada@example.com').toString('base64url')}.${sig}`;
    expect(unsubscribeToken('secret-1', 'restock', 'site_1', 'ada@example.com')).toBe(mailed);
  });
  it('are refused when the address is changed', () => {
    const [site, , sig] = token.split('.');
    const forged = `${site}.${Buffer.from('eve@example.com').toString('base64url')}.${sig}`;
    expect(readUnsubscribeToken('secret-1', 'newsletter', forged)).toBeNull();
  });
  it('are refused when malformed', () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', `${token}!`, 'x'.repeat(2000)])
      expect(readUnsubscribeToken('secret-1', 'newsletter', bad)).toBeNull();
  });
});
