import { describe, expect, it } from 'vitest';
import { INTERNAL_HEADERS } from '../http/internal-headers.ts';
import { signEdgeCall, verifyEdgeCall } from './edge-calls.ts';

const secret = 's'.repeat(40);
const headers = { [INTERNAL_HEADERS.siteId]: 'site_kiln', [INTERNAL_HEADERS.cartToken]: 'c'.repeat(43) };
const reading = (values: Record<string, string>) => (name: string) => values[name];

describe('edge calls', () => {
  it('are believed when signed, fresh and sent with the very headers they cover', () => {
    const proof = signEdgeCall(secret, headers, 1_000_000);
    expect(verifyEdgeCall(secret, proof, reading(headers), 1_000_000 + 30_000)).toBe(true);
    expect(verifyEdgeCall(secret, proof, reading(headers), 1_000_000 + 61_000)).toBe(false);
    expect(verifyEdgeCall('t'.repeat(40), proof, reading(headers), 1_000_000)).toBe(false);
    expect(
      verifyEdgeCall(secret, proof, reading({ ...headers, [INTERNAL_HEADERS.siteId]: 'site_demo' }), 1_000_000),
    ).toBe(false);
    expect(verifyEdgeCall(secret, proof, reading({ ...headers, [INTERNAL_HEADERS.siteCall]: '1' }), 1_000_000)).toBe(
      false,
    );
    expect(verifyEdgeCall(secret, `${proof}.x`, reading(headers), 1_000_000)).toBe(false);
    expect(verifyEdgeCall(secret, undefined, reading(headers), 1_000_000)).toBe(false);
  });
});
