import { describe, expect, it } from 'vitest';
import { apiKeyStart, bearerKeyOf, hashApiKey, isWellFormedApiKey, newApiKeySecret } from './api-key-secret.ts';

describe('API key secrets', () => {
  it('are well formed, different each time, and hashed to 64 hex characters', () => {
    const a = newApiKeySecret();
    const b = newApiKeySecret();
    expect(isWellFormedApiKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(hashApiKey(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyStart(a)).toBe(a.slice(0, 10));
  });

  it('are read from a Bearer header; anything else after Bearer is malformed', () => {
    const secret = newApiKeySecret();
    expect(bearerKeyOf(`Bearer ${secret}`)).toEqual({ secret });
    expect(bearerKeyOf(`bearer ${secret}`)).toEqual({ secret });
    expect(bearerKeyOf('Bearer atk_short')).toEqual({ malformed: true });
    expect(bearerKeyOf('Bearer')).toEqual({ malformed: true });
    expect(bearerKeyOf(`Bearer ${secret} extra`)).toEqual({ malformed: true });
    expect(bearerKeyOf(undefined)).toBeUndefined();
    expect(bearerKeyOf('Basic dXNlcjpwdw==')).toBeUndefined();
  });
});
