import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureOf } from './signature.ts';

describe('signatureOf', () => {
  it('is the HMAC-SHA256 of the raw body under the secret, in hex after sha256=', () => {
    const body = '{"id":"whev_1","type":"order.created"}';
    const expected = createHmac('sha256', 'whsec_k').update(body).digest('hex');
    expect(signatureOf('whsec_k', body)).toBe(`sha256=${expected}`);
  });
  it('changes with one byte of the body or of the secret', () => {
    expect(signatureOf('k', '{"a":1}')).not.toBe(signatureOf('k', '{"a":2}'));
    expect(signatureOf('k', '{"a":1}')).not.toBe(signatureOf('l', '{"a":1}'));
  });
  it('makes a fresh 256-bit secret each time', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(newSigningSecret()).not.toBe(a);
  });
});
