/** The words of a search, for an ILIKE match each: at most 5 words of at most 40 characters, wildcards escaped. */
export function searchTerms(query: string): string[] {
  return query
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, '').slice(0, 40))
    .filter((word) => word.length >= 2)
    .slice(0, 5)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
