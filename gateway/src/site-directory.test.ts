import { describe, expect, it } from 'vitest';
import type { SiteCache } from '@atelier/platform';
import { createSiteDirectory } from './site-directory.ts';

/** A cache that keeps everything: what the feed's cache does between changes. */
function keepingCache<V>(): SiteCache<V> {
  const kept = new Map<string, V>();
  return {
    async get(key, load) {
      if (!kept.has(key)) kept.set(key, await load());
      return kept.get(key) as V;
    },
    kept: (key) => (kept.has(key) ? { value: kept.get(key) as V } : undefined),
  };
}

describe('site directory', () => {
  it('maps hosts to sites, the bare local names to the default, and asks once per address', async () => {
    const asked: string[] = [];
    const sites: Record<string, string> = {
      's:atelier-demo': 'site_demo',
      's:kiln': 'site_kiln',
      'd:shop.example.com': 'site_kiln',
    };
    const directory = createSiteDirectory(
      async ({ slug, domain }) => {
        const key = slug ? `s:${slug}` : `d:${domain}`;
        asked.push(key);
        return sites[key];
      },
      'atelier-demo',
      keepingCache(),
    );
    expect(directory.keptSiteIdFor('localhost:3000')).toBeUndefined();
    expect(await directory.siteIdFor('localhost:3000')).toBe('site_demo');
    expect(directory.keptSiteIdFor('127.0.0.1:3000')).toEqual({ siteId: 'site_demo' });
    expect(await directory.siteIdFor('127.0.0.1:3000')).toBe('site_demo');
    expect(await directory.siteIdFor('kiln.localhost:3000')).toBe('site_kiln');
    expect(await directory.siteIdFor('SHOP.example.com')).toBe('site_kiln');
    expect(await directory.siteIdFor('nobody.localhost:3000')).toBeUndefined();
    expect(await directory.siteIdFor('bad host')).toBeUndefined();
    expect(await directory.siteIdFor('nobody.localhost')).toBeUndefined();
    expect(asked).toEqual(['s:atelier-demo', 's:kiln', 'd:shop.example.com', 's:nobody']);
    // Known without asking: a site, a host that names none (asked once), a host that cannot name one.
    expect(directory.keptSiteIdFor('kiln.localhost')).toEqual({ siteId: 'site_kiln' });
    expect(directory.keptSiteIdFor('nobody.localhost')).toEqual({ siteId: undefined });
    expect(directory.keptSiteIdFor('bad host')).toEqual({ siteId: undefined });
    expect(asked).toHaveLength(4);
  });
});
