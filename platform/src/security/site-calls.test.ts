import { describe, expect, it } from 'vitest';
import { signSiteCall, verifySiteCall } from './site-calls.ts';

const secret = 's'.repeat(40);

describe('site calls', () => {
  it('are believed when signed, fresh and unaltered', () => {
    const header = signSiteCall(secret, 'site_kiln', 1_000_000);
    expect(verifySiteCall(secret, header, 1_000_000 + 30_000)).toBe('site_kiln');
    expect(verifySiteCall(secret, header, 1_000_000 + 61_000)).toBeUndefined();
    expect(verifySiteCall('t'.repeat(40), header, 1_000_000)).toBeUndefined();
    expect(verifySiteCall(secret, header.replace('site_kiln', 'site_demo'), 1_000_000)).toBeUndefined();
    expect(verifySiteCall(secret, 'site_demo', 1_000_000)).toBeUndefined();
    expect(verifySiteCall(secret, undefined)).toBeUndefined();
  });
});
