import { describe, expect, it } from 'vitest';
import { siteCache } from './site-cache.ts';
import type { Forget, SiteChangeFeed } from './site-change-feed.ts';
import type { SiteChangeKind } from './site-changes.ts';

/** A feed the test drives by hand: what a notice or a lost connection would do. */
function handFeed() {
  const listeners: { kinds: readonly SiteChangeKind[]; forget: Forget }[] = [];
  const feed = {
    live: true,
    onChange(kinds: readonly SiteChangeKind[], forget: Forget) {
      listeners.push({ kinds, forget });
      return () => {};
    },
    stop: async () => {},
    announce(kind: SiteChangeKind) {
      for (const l of listeners) if (l.kinds.includes(kind)) l.forget('site_1');
    },
  };
  return feed satisfies SiteChangeFeed;
}

describe('siteCache', () => {
  it('keeps a value until a change of its kinds, not of others', async () => {
    const feed = handFeed();
    const cache = siteCache<string>(feed, ['theme']);
    let reads = 0;
    const load = async () => `v${++reads}`;
    expect(cache.kept('a.localhost')).toBeUndefined();
    expect(await cache.get('a.localhost', load)).toBe('v1');
    expect(await cache.get('a.localhost', load)).toBe('v1');
    feed.announce('plan');
    expect(await cache.get('a.localhost', load)).toBe('v1');
    expect(cache.kept('a.localhost')).toEqual({ value: 'v1' });
    feed.announce('theme');
    expect(cache.kept('a.localhost')).toBeUndefined();
    expect(await cache.get('a.localhost', load)).toBe('v2');
    // While the feed is down nothing kept is trusted.
    feed.live = false;
    expect(cache.kept('a.localhost')).toBeUndefined();
  });

  it('does not keep a value read while a change arrived', async () => {
    const feed = handFeed();
    const cache = siteCache<string>(feed, ['address']);
    let release!: () => void;
    const slow = cache.get('a.localhost', () => new Promise<string>((r) => (release = () => r('old'))));
    feed.announce('address');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('a.localhost', async () => 'new')).toBe('new');
  });

  it('asks afresh every time while the feed is down', async () => {
    const feed = handFeed();
    const cache = siteCache<number>(feed, ['plan']);
    let reads = 0;
    await cache.get('a', async () => ++reads);
    feed.live = false;
    expect(await cache.get('a', async () => ++reads)).toBe(2);
    expect(await cache.get('a', async () => ++reads)).toBe(3);
    feed.live = true;
    expect(await cache.get('a', async () => ++reads)).toBe(4);
    expect(await cache.get('a', async () => ++reads)).toBe(4);
  });

  it('lets the oldest go past its size', async () => {
    const cache = siteCache<string>(handFeed(), ['theme'], 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });
});
