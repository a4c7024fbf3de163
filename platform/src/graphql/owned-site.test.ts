import { describe, expect, it } from 'vitest';
import { ownersSite } from './owned-site.ts';

/** A request as a subgraph's context describes it: signed in or not, its site, and whether its visitor owns that site. */
const request = (signedIn: boolean, siteId: string | undefined, owns: boolean) => ({
  signedIn,
  siteId,
  ownsSite: async () => owns,
});

describe('ownersSite', () => {
  it('is the website asked about when it is the request’s site and the signed-in visitor owns it', async () => {
    expect(await ownersSite('site_a', request(true, 'site_a', true))).toBe('site_a');
  });

  it('is null for another site than the request’s, a visitor who owns none, or no one signed in', async () => {
    expect(await ownersSite('site_b', request(true, 'site_a', true))).toBeNull();
    expect(await ownersSite('site_a', request(true, 'site_a', false))).toBeNull();
    expect(await ownersSite('site_a', request(false, 'site_a', true))).toBeNull();
    expect(await ownersSite('site_a', request(true, undefined, true))).toBeNull();
  });
});
