import type { QuerySpec } from './reserved-keys.ts';

/** The kinds of collection a query tag lists, as the API names their types. */
export type QueriedType = 'BLOG' | 'PRODUCTS' | 'EVENTS' | 'GALLERY' | 'PAGE' | 'FOLDER';

/** The marks each kind's items can carry: a filter on a mark they lack matches none of them. */
const MARKS: Record<QueriedType, readonly ('category' | 'tag' | 'featured')[]> = {
  BLOG: ['category', 'tag', 'featured'],
  PRODUCTS: ['category', 'featured'],
  EVENTS: ['featured'],
  GALLERY: [],
  PAGE: [],
  FOLDER: [],
};

/**
 * Whether a query's filters can match items of this kind of collection: posts carry categories,
 * tags and a featured mark; products categories and the mark, no tags; events only the mark; a
 * gallery's images none. A query filtering on what its collection's items lack lists nothing.
 */
export function queryFiltersApply(spec: Pick<QuerySpec, 'category' | 'tag' | 'featured'>, type: QueriedType): boolean {
  const marks = MARKS[type];
  return (
    (!spec.category || marks.includes('category')) &&
    (!spec.tag || marks.includes('tag')) &&
    (!spec.featured || marks.includes('featured'))
  );
}
