import pg from 'pg';
import { createLogger } from '../logger.ts';
import { connectionErrorReporter } from '../database/connection-loss.ts';
import {
  parseSiteChange,
  SITE_CHANGES_CHANNEL,
  SITE_CHANGES_SEEN_CHANNEL,
  type SiteChangeKind,
  type SiteChangeNotice,
} from './site-changes.ts';
import { databaseKey, registerFeed } from './feed-registry.ts';

const log = createLogger('site-changes');

/** A cache's way to forget: one site's entries, or (undefined) all of them. */
export type Forget = (websiteId: string | undefined) => void;

export interface SiteChangeFeed {
  /**
   * Whether notices are arriving. While the connection is down, a change could pass unseen, so a
   * cache must not answer from memory (siteCache asks afresh) until the feed is back.
   */
  readonly live: boolean;
  /** Calls `forget` on each change of these kinds; undefined after a reconnection, when any may have passed. */
  onChange(kinds: readonly SiteChangeKind[], forget: Forget): () => void;
  stop(): Promise<void>;
}

/** How every feed's connection is named, so that a writer can count the processes that must forget. */
const FEED_APPLICATION = 'atelier-site-changes';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/** How long a change's answer waits for every process to forget; a process that is stuck is not waited for longer. */
const SEEN_WAIT_MS = 2_000;

/**
 * Listens for the site changes announced by any process on this database (announceSiteChange):
 * one connection per process, kept open, LISTENing on one channel. Each notice is forgotten at once
 * and answered on a second channel, which the announcing process counts. A lost connection is
 * opened again with a growing pause, and everything is forgotten when it is back.
 */
export async function listenForSiteChanges(databaseUrl: string): Promise<SiteChangeFeed> {
  const listeners = new Set<{ kinds: readonly SiteChangeKind[]; forget: Forget }>();
  const waiting = new Map<string, { seen: number; need: number; done: () => void }>();
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    for (const listener of listeners) listener.forget(undefined);
  };
  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    live = false;
    forgetAll();
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(() => {}), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };
  const received = (current: pg.Client, channel: string, payload: string | undefined) => {
    if (channel === SITE_CHANGES_SEEN_CHANNEL) {
      const wait = waiting.get(payload ?? '');
      if (wait && ++wait.seen >= wait.need) wait.done();
      return;
    }
    const change = parseSiteChange(payload);
    if (!change) return log.warn({ payload }, 'a site-change notice of an unknown shape was ignored');
    for (const listener of listeners) if (listener.kinds.includes(change.kind)) listener.forget(change.websiteId);
    current
      .query('select pg_notify($1, $2)', [SITE_CHANGES_SEEN_CHANNEL, change.id])
      .catch((err) => log.warn({ err }, 'a site change was forgotten but could not be answered'));
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: FEED_APPLICATION });
    next.on('error', connectionErrorReporter(log, 'the site-change listener'));
    next.on('end', () => lost(next));
    next.on('notification', ({ channel, payload }) => received(next, channel, payload));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${SITE_CHANGES_CHANNEL}; LISTEN ${SITE_CHANGES_SEEN_CHANNEL}`);
    } catch (error) {
      if (client === next) log.warn({ err: error }, 'the site-change listener could not connect; caches ask afresh');
      await next.end().catch(() => {});
      lost(next);
      throw error;
    }
    if (stopped) return void (await next.end().catch(() => {}));
    // Whatever changed while no notice could arrive is forgotten now.
    if (retryMs !== FIRST_RETRY_MS) log.info('the site-change listener is connected again');
    forgetAll();
    live = true;
    retryMs = FIRST_RETRY_MS;
  }

  /** Sends a notice and resolves once every listening process (this one too) has answered it, or after SEEN_WAIT_MS. */
  async function announce(notice: SiteChangeNotice): Promise<void> {
    const current = client;
    if (!current) throw new Error('the site-change listener is not connected');
    let done!: () => void;
    const seen = new Promise<void>((resolve) => (done = resolve));
    const wait = { seen: 0, need: Number.POSITIVE_INFINITY, done };
    waiting.set(notice.id, wait);
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await current.query<{ listeners: number }>(
        `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
           where application_name = $3 and datname = current_database()) as listeners`,
        [SITE_CHANGES_CHANNEL, JSON.stringify(notice), FEED_APPLICATION],
      );
      wait.need = rows[0]!.listeners;
      if (wait.seen >= wait.need) return;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SEEN_WAIT_MS)));
      if ((await Promise.race([seen, late])) === 'late')
        log.warn(
          { kind: notice.kind, seen: wait.seen, listeners: wait.need },
          'not every process answered a site change in time',
        );
    } finally {
      clearTimeout(timer);
      waiting.delete(notice.id);
    }
  }

  await connect();
  const unregister = registerFeed(databaseKey(databaseUrl), {
    announce: (notice) => (live ? announce(notice) : Promise.reject(new Error('the site-change listener is down'))),
  });
  return {
    get live() {
      return live;
    },
    onChange(kinds, forget) {
      const listener = { kinds, forget };
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      unregister();
      clearTimeout(retry);
      const open = client;
      client = undefined;
      live = false;
      await open?.end().catch(() => {});
    },
  };
}
