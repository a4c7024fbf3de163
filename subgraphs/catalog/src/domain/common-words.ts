import { RANKED_PER_KIND } from './search-query.ts';

/**
 * A column's most common words with the share of rows holding each (0 to 1), as PostgreSQL's
 * statistics of a tsvector column give them. Words that are not common are not listed.
 */
export type WordShares = ReadonlyMap<string, number>;

/**
 * How many of a site's products a search reads in shop order, looking for its title matches, before
 * it asks the index instead: enough to find them when most products match, few enough that a wrong
 * guess costs about a millisecond.
 */
export const PROBE_ROWS = 2000;

/**
 * The share of rows expected to hold every one of a search's words as prefixes. A word's share is
 * the sum of the common words it begins (at most 1); words are taken as independent. A word that
 * begins no common word is rare (0): the statistics list only common ones.
 */
export function expectedShare(shares: WordShares, words: readonly string[]): number {
  if (!words.length) return 0;
  let share = 1;
  for (const word of words) {
    let sum = 0;
    for (const [common, part] of shares) if (common.startsWith(word)) sum += part;
    share *= Math.min(1, sum);
  }
  return share;
}

/**
 * Whether a search should read the site's products in order rather than build the index's list of
 * every match: only when the site lists more products than are ranked (a smaller site has no more
 * title matches than that to find) and the words are common enough that reading PROBE_ROWS products
 * is expected to find twice the title matches that are ranked. For a word that most of a large
 * catalog holds, the index's list of all matches cost more than everything else the search did.
 */
export function probeForCommonWords(share: number, listedProducts: number): boolean {
  return listedProducts > RANKED_PER_KIND && share * PROBE_ROWS >= 2 * (RANKED_PER_KIND + 1);
}
