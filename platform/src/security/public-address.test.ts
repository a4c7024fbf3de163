import { describe, expect, it } from 'vitest';
import { hostsAllowedFrom, isPrivateAddress } from './public-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('hostsAllowedFrom', () => {
  it('reads a comma-separated setting, lower-cased, blanks dropped', () => {
    expect([...hostsAllowedFrom(' Intranet.local, ,127.0.0.1')]).toEqual(['intranet.local', '127.0.0.1']);
    expect(hostsAllowedFrom(undefined).size).toBe(0);
  });
});
