/**
 * A visitor's search as a PostgreSQL tsquery: each word (letters and digits only, so nothing of
 * tsquery's own syntax gets through) as a prefix, all required. Null when nothing is left to search.
 */
export function prefixTsQuery(query: string, maxWords = 8): string | null {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
  const unique = [...new Set(words)].slice(0, maxWords);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

/** ts_headline marks matches with these (characters no stored text carries), escaped after. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text with match markers as HTML: everything escaped, the matches in <mark>. */
export function highlightHtml(marked: string): string {
  return marked
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** Entities that the tag-stripped body still holds, as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name]!);
}
