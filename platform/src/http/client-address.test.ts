import { describe, expect, it } from 'vitest';
import { clientAddressReader, clientKeyOf, trustProxySetting } from './client-address.ts';

describe('trustProxySetting', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
  });
  it('reads hop counts and address lists', () => {
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
  it('refuses true, which would let clients choose their address', () => {
    expect(() => trustProxySetting('true')).toThrow(/choose its own address/);
  });
});

describe('clientKeyOf', () => {
  it('counts IPv4 clients by address, also when mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('counts IPv6 clients by their /64', () => {
    expect(clientKeyOf('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(clientKeyOf('2001:db8:85a3:1::42')).toBe('2001:db8:85a3:1::/64');
    expect(clientKeyOf('2001:0DB8:85A3:0001:ffff::1')).toBe('2001:db8:85a3:1::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8:85a3:2::1')).not.toBe(clientKeyOf('2001:db8:85a3:1::1'));
  });
  it('keeps anything else as it is', () => {
    expect(clientKeyOf(undefined)).toBe('unknown');
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});

describe('clientAddressReader', () => {
  const request = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as never;

  it('reads the peer, and X-Forwarded-For only from trusted proxies, as Express does', () => {
    expect(clientAddressReader(false)(request('10.0.0.5', '203.0.113.9'))).toBe('10.0.0.5');
    expect(clientAddressReader(1)(request('10.0.0.5', '198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddressReader('loopback, 10.0.0.0/8')(request('10.0.0.5', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddressReader('loopback')(request('10.0.0.5', '203.0.113.9'))).toBe('10.0.0.5');
  });
});
