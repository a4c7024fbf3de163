import { describe, expect, it } from 'vitest';
import { KEY_ERRORS } from '../partners/key-errors.ts';
import { KeyRefusal, keyRefusalIn } from './key-refusal.ts';

describe('keyRefusalIn', () => {
  it('finds a key’s refusal among errors, with the answer’s status and its details', () => {
    const refusal = keyRefusalIn(
      [
        { message: 'other', extensions: { code: 'BAD_USER_INPUT' } },
        {
          message: "This API key's scopes do not include RESTOCK, which Mutation.sendRestockNotices needs.",
          extensions: { code: 'API_KEY_SCOPE', requiredScope: 'RESTOCK', field: 'Mutation.sendRestockNotices' },
        },
      ],
      403,
    );
    expect(refusal).toBeInstanceOf(KeyRefusal);
    expect({ ...refusal, message: refusal?.message }).toEqual({
      status: 403,
      code: 'API_KEY_SCOPE',
      message: "This API key's scopes do not include RESTOCK, which Mutation.sendRestockNotices needs.",
      details: { requiredScope: 'RESTOCK', field: 'Mutation.sendRestockNotices' },
    });
  });

  it('reads the status an error thrown before Apollo carries, and keeps it out of the details', () => {
    const thrown = KEY_ERRORS.throttled(30, { allowed: false, available: 4, retryAfterSeconds: 13 });
    const refusal = keyRefusalIn([thrown]);
    expect([refusal?.status, refusal?.code, refusal?.details]).toEqual([429, 'THROTTLED', { retryAfterSeconds: 13 }]);
    expect(keyRefusalIn([KEY_ERRORS.malformed()])?.status).toBe(401);
  });

  it('leaves every other error alone', () => {
    expect(keyRefusalIn([{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], 500)).toBeUndefined();
    expect(keyRefusalIn([{ message: 'no extensions' }])).toBeUndefined();
  });
});
