import type { QuerySpec } from './server-tags.ts';

const NAME = /^[A-Za-z0-9_-]+$/;
/** Where a variable of a tag's attribute is looked for: the page's root, then the scopes a list or an item page opens. */
const SCOPES = ['', 'collection.', 'item.'] as const;

function valueAt(json: Record<string, unknown>, path: string): unknown {
  let node: unknown = json;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The URL id a query's collection attribute names on this page: a literal one as written; one built
 * from variables (`{collection.urlId}`, `{urlId}`) read from the page's JSON, each variable looked up
 * at the root, then in the page's collection, then in its item, as the tag's template would find it
 * where themes write it. Undefined when a variable is missing, applies a formatter or the result is
 * no URL id: the query shows nothing.
 */
export function resolveQueryCollection(spec: QuerySpec, json: Record<string, unknown>): string | undefined {
  if (!spec.templated) return spec.collection;
  let missing = false;
  const resolved = spec.collection.replace(/\{([^}]*)\}/g, (_, path: string) => {
    const found = path.includes('|')
      ? undefined
      : SCOPES.map((scope) => valueAt(json, scope + path)).find((v) => typeof v === 'string' || typeof v === 'number');
    if (found === undefined) missing = true;
    return String(found ?? '');
  });
  return !missing && NAME.test(resolved) ? resolved : undefined;
}
