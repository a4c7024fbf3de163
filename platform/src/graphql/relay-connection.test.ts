import { describe, expect, it } from 'vitest';
import { EMPTY_CONNECTION, relayConnection } from './relay-connection.ts';

describe('a Relay connection', () => {
  it('take its cursors from its first and last edge, and its page facts from the service', () => {
    const page = { totalCount: 7, hasNextPage: true, hasPreviousPage: false };
    expect(relayConnection([{ cursor: 'a' }, { cursor: 'b' }], page).pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: 'a',
      endCursor: 'b',
    });
    expect(EMPTY_CONNECTION).toEqual({
      edges: [],
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });
});
