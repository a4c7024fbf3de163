import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseKey, feedOf } from './feed-registry.ts';

/**
 * What changed of a site that processes keep in memory: which hosts name it (a domain added or
 * removed, a new site's slug), the theme that draws it, whether it serves visitors (its plan),
 * whether its restock sign-ups ask for a captcha (which its product pages draw), or its tracking
 * settings (which every page draws for its script), or its API keys (which the gateway keeps once checked).
 * The kinds are the caches' concerns, not the tables': a cache forgets on the kinds it holds.
 */
export const SITE_CHANGE_KINDS = ['address', 'theme', 'plan', 'restock', 'tracking', 'keys'] as const;
export type SiteChangeKind = (typeof SITE_CHANGE_KINDS)[number];

export interface SiteChange {
  kind: SiteChangeKind;
  websiteId: string;
}

/** A change as it travels: with an id, which every process that forgot it answers with. */
export interface SiteChangeNotice extends SiteChange {
  id: string;
}

/** The PostgreSQL channel every process listens on, and the one each answers on once it forgot. */
export const SITE_CHANGES_CHANNEL = 'atelier_site_changes';
export const SITE_CHANGES_SEEN_CHANNEL = 'atelier_site_changes_seen';

/**
 * Tells every process (this one too) that a site changed. Call it once the change has committed
 * (never inside its transaction: the others would ask before they could see it). PostgreSQL's
 * NOTIFY reaches every process's feed (site-change-feed.ts). Where this process listens too, it
 * waits until every listening process has forgotten, so the answer to the owner's change is sent
 * only once no process would answer the next request from what it kept. Where it does not (a
 * subgraph running alone), the notice goes out on the writer's connection.
 */
export async function announceSiteChange(em: EntityManager, change: SiteChange): Promise<void> {
  const notice: SiteChangeNotice = { id: randomUUID(), kind: change.kind, websiteId: change.websiteId };
  const feed = feedOf(databaseKey(em.config.get('clientUrl') ?? ''));
  // A feed that is down has its caches asking afresh already: the notice is for the other processes.
  if (
    feed &&
    (await feed.announce(notice).then(
      () => true,
      () => false,
    ))
  )
    return;
  await em.getConnection().execute('select pg_notify(?, ?)', [SITE_CHANGES_CHANNEL, JSON.stringify(notice)], 'run');
}

/** A notice's payload read back; anything else (another version's, a hand-sent NOTIFY) is undefined. */
export function parseSiteChange(payload: string | undefined): SiteChangeNotice | undefined {
  if (!payload) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, kind, websiteId } = value as Record<string, unknown>;
  if (!SITE_CHANGE_KINDS.includes(kind as SiteChangeKind)) return undefined;
  if (typeof websiteId !== 'string' || !websiteId || typeof id !== 'string' || !id) return undefined;
  return { id, kind: kind as SiteChangeKind, websiteId };
}
