/** Root keys of a theme page's JSON that the server tags' values are found under (server-tags.ts). */
export const RESERVED_KEYS = {
  headers: 'squarespace-headers',
  footers: 'squarespace-footers',
  squarespace: 'squarespace',
  navigations: 'squarespace-navigations',
  folderNavigation: 'squarespace-folder-navigation',
  queries: 'squarespace-queries',
  related: 'squarespace-related',
  blockFields: 'squarespace-block-fields',
  themeUrl: 'squarespace-theme-url',
  nonce: 'squarespace-nonce',
  postEntry: 'squarespace-post-entry',
  /** Set only in the render that finds which collections a page's templated queries name (query-collection.ts). */
  discovery: 'squarespace-query-discovery',
} as const;

export interface QuerySpec {
  key: string;
  /** The collection's URL id, or a name built from variables (`{collection.urlId}`). */
  collection: string;
  /**
   * The collection, the category or the tag is built from variables (`category="{navigationTitle}"`),
   * read where the tag stands (query-collection.ts openQuerySection), their values then fetched.
   */
  templated?: boolean;
  limit: number;
  featured: boolean;
  category?: string;
  tag?: string;
}
