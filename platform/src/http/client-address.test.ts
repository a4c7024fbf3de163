import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './client-address.ts';

describe('trustProxySetting', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
  });
  it('reads true, hop counts and address lists', () => {
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
