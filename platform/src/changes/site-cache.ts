import type { SiteChangeKind } from './site-changes.ts';
import type { SiteChangeFeed } from './site-change-feed.ts';

/** What a process keeps of its sites, by host (or any key), until a change of its kinds. */
export interface SiteCache<V> {
  /** The value kept for the key, or the one `load` reads now (kept unless a change came meanwhile). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * The value kept for the key, at once (none while the feed is down): a caller that finds one
   * answers without the promise and the turn of `get`, which every request of a site would pay.
   */
  kept(key: string): { value: V } | undefined;
}

/**
 * A process's memory of something about sites (which site a host names, its theme, whether it
 * serves visitors), forgotten in every process when a change of the given kinds is announced, and
 * not trusted while the feed is down. Entries are by host while a change names a site, which any
 * host may have named: a change forgets them all (changes of these kinds are an owner's rare acts).
 * A value read while a change arrived may be the old one, so it is answered but not kept.
 * At most `max` entries: past that the oldest goes.
 */
export function siteCache<V>(feed: SiteChangeFeed, kinds: readonly SiteChangeKind[], max = 5_000): SiteCache<V> {
  const entries = new Map<string, V>();
  let generation = 0;
  const forget = () => {
    generation++;
    entries.clear();
  };
  feed.onChange(kinds, forget);
  return {
    async get(key, load) {
      // What was kept before the feed went down may have changed since.
      if (!feed.live) forget();
      else if (entries.has(key)) return entries.get(key) as V;
      const readIn = generation;
      const value = await load();
      if (feed.live && readIn === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, value);
      }
      return value;
    },
    kept(key) {
      return feed.live && entries.has(key) ? { value: entries.get(key) as V } : undefined;
    },
  };
}
