import { describe, expect, it } from 'vitest';
import { costLine, explorerRequest, refusalCode } from './api-explorer-answer.ts';

describe('the API explorer’s requests and answers', () => {
  it('sends a key as a partner’s server would, and no key as the signed-in owner', () => {
    const withKey = explorerRequest('atk_abc', { query: '{ site { id } }' });
    expect(withKey.credentials).toBe('omit');
    expect(withKey.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer atk_abc' });
    expect(withKey.body).toBe('{"query":"{ site { id } }"}');
    const asOwner = explorerRequest('', { query: '{ me { id } }' });
    expect(asOwner.credentials).toBe('same-origin');
    expect(asOwner.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('writes the cost and the bucket left after it, or nothing for an answer without them', () => {
    const cost = {
      requestedQueryCost: 9,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 990.6, restoreRate: 50 },
    };
    expect(costLine({ cost })).toBe('Cost 9 · 990 of 1,000 points left, 50 restored a second');
    expect(costLine(undefined)).toBeNull();
    expect(costLine({ cost: { requestedQueryCost: 'nine' } })).toBeNull();
  });

  it('names the code of a refused request', () => {
    expect(refusalCode([{ message: 'no', extensions: { code: 'API_KEY_INVALID' } }])).toBe('API_KEY_INVALID');
    expect(refusalCode([{ message: 'no' }])).toBeNull();
    expect(refusalCode(undefined)).toBeNull();
  });
});
