import type { SiteChangeNotice } from './site-changes.ts';

/** What a writer needs of this process's feed: to send a notice and wait until every process forgot. */
export interface Announcer {
  announce(notice: SiteChangeNotice): Promise<void>;
}

/**
 * The feeds this process runs, by database: a subgraph's service announcing a change finds the
 * feed of its own database here, without every service being handed one. (A test may run several
 * platforms, on several databases, in one process.)
 */
const feeds = new Map<string, Announcer>();

/** One database however its URL is written: host, port and name. */
export function databaseKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return url;
  }
}

export const feedOf = (key: string): Announcer | undefined => feeds.get(key);

export function registerFeed(key: string, feed: Announcer): () => void {
  feeds.set(key, feed);
  return () => {
    if (feeds.get(key) === feed) feeds.delete(key);
  };
}
