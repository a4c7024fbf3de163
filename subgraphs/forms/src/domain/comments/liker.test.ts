import { describe, expect, it } from 'vitest';
import { likerKey } from './liker.ts';

const SECRET = 'server-secret';
const SITE = 'site_a';
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OFFICE = '198.51.100.7';

describe('who a like is kept under', () => {
  it('is the visitor’s id when the browser sent one: two people behind one address are two likers', () => {
    const a = likerKey(SECRET, SITE, { visitorId: ID, clientAddress: OFFICE });
    const b = likerKey(SECRET, SITE, { visitorId: OTHER_ID, clientAddress: OFFICE });
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('is the same for the same id whatever the address (the phone moving between networks): one like', () => {
    expect(likerKey(SECRET, SITE, { visitorId: ID, clientAddress: OFFICE })).toBe(
      likerKey(SECRET, SITE, { visitorId: ID, clientAddress: '203.0.113.9' }),
    );
  });

  it('falls back to the address only when the browser sent no id', () => {
    const byAddress = likerKey(SECRET, SITE, { visitorId: undefined, clientAddress: OFFICE });
    expect(likerKey(SECRET, SITE, { visitorId: null, clientAddress: OFFICE })).toBe(byAddress);
    expect(likerKey(SECRET, SITE, { visitorId: undefined, clientAddress: '203.0.113.9' })).not.toBe(byAddress);
    // An id never meets an address, even one written as the id.
    expect(likerKey(SECRET, SITE, { visitorId: ID, clientAddress: OFFICE })).not.toBe(
      likerKey(SECRET, SITE, { visitorId: undefined, clientAddress: ID }),
    );
  });

  it('keeps neither the id nor the address, and differs by site and by secret', () => {
    const key = likerKey(SECRET, SITE, { visitorId: ID, clientAddress: OFFICE })!;
    expect(key).not.toContain(ID.slice(0, 8));
    expect(likerKey(SECRET, 'site_b', { visitorId: ID, clientAddress: OFFICE })).not.toBe(key);
    expect(likerKey('another-secret', SITE, { visitorId: ID, clientAddress: OFFICE })).not.toBe(key);
  });

  it('refuses an id of another shape rather than count it by address', () => {
    for (const visitorId of ['', 'not-a-uuid', ID.toUpperCase(), `${ID}x`, OFFICE])
      expect(likerKey(SECRET, SITE, { visitorId, clientAddress: OFFICE }), visitorId).toBeUndefined();
  });
});
