import type { EntityManager } from '@mikro-orm/postgresql';
import type { WordShares } from '../domain/common-words.ts';

/** Statistics change when the database analyses the table (after many writes): a minute old is current enough. */
const KEEP_MS = 60_000;

const known = new WeakMap<object, { until: number; shares: Promise<WordShares> }>();

/**
 * The most common words of products' search vectors and the share of products holding each, from
 * PostgreSQL's own statistics (pg_stats), kept a minute per database. A table not yet analysed has
 * none: every word is then rare and searches ask the index, as they always may.
 */
export function productWordShares(em: EntityManager): Promise<WordShares> {
  // One driver per database: its forks of the entity manager share it.
  const key = em.getDriver();
  const entry = known.get(key);
  if (entry && entry.until > Date.now()) return entry.shares;
  const shares = readShares(em);
  known.set(key, { until: Date.now() + KEEP_MS, shares });
  // A failed read is not kept: the next search asks again.
  shares.catch(() => known.delete(key));
  return shares;
}

async function readShares(em: EntityManager): Promise<WordShares> {
  const rows = await em.getConnection().execute<{ words: string[] | null; shares: number[] | null }[]>(
    `select most_common_elems::text::text[] as words, most_common_elem_freqs::float8[] as shares
       from pg_stats where schemaname = 'catalog' and tablename = 'product' and attname = 'search_vector'`,
  );
  const [row] = rows;
  // The shares list ends with three figures of its own (least, most, nulls) after one per word.
  return new Map((row?.words ?? []).map((word, i) => [word, Number(row!.shares?.[i] ?? 0)]));
}
