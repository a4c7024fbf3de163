import { escapeHtml } from '@atelier/html';

/**
 * The words of a visitor's search: letters and digits only (so nothing of tsquery's own syntax gets
 * through), lower case, each once, at most `maxWords` of 40 characters.
 */
export function searchWords(query: string, maxWords = 8): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, maxWords);
}

/** A visitor's search as a PostgreSQL tsquery: each word as a prefix, all required. Null when nothing is left to search. */
export function prefixTsQuery(query: string, maxWords = 8): string | null {
  const unique = searchWords(query, maxWords);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

/** The same search held to titles (weight A of the search vectors): every word must be in the title. */
export const inTitles = (tsquery: string): string => tsquery.replaceAll(':*', ':*A');

/**
 * How many matches of each kind (products, posts, pages) are ranked. A word that matches most of a
 * large catalog would otherwise rank every match for one page; past this a search says "more than"
 * and its visitor narrows it. The titles that match are ranked first of all, so the best results of
 * such a search are among those ranked.
 */
export const RANKED_PER_KIND = 250;

/** ts_headline marks matches with these (characters no stored text carries), escaped after. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** Text with match markers as HTML: everything escaped, the matches in <mark>. */
export function highlightHtml(marked: string): string {
  return escapeHtml(marked)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** Entities that the tag-stripped body still holds, as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name]!,
  );
}
