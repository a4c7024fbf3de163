import { RESERVED_KEYS, type QuerySpec } from './reserved-keys.ts';

/** A collection's URL id: what a name built from the page's values must be to name one (and no key of Object's). */
const URL_ID = /^[a-z0-9-]+$/;
/** A variable a query attribute may be built from: a path of the page's JSON, formatters after it. */
const VARIABLE = /^(@|@?[A-Za-z][A-Za-z0-9_-]*|\d+)(\.(@|@?[A-Za-z][A-Za-z0-9_-]*|\d+))*(\|[A-Za-z][A-Za-z0-9_-]*)*$/;
/** Where a discovery render writes what a templated query's variables were, for the server to fetch. */
const MARKER = /<!--squarespace-query:([A-Za-z0-9_-]+)((?::[^:>]*)*)-->/g;

/** A query's attributes that may be built from variables, in the order a discovery marker writes their values. */
const BUILT_ATTRIBUTES = ['collection', 'category', 'tag'] as const;
type BuiltQuery = Pick<QuerySpec, 'collection' | 'templated' | 'category' | 'tag'>;

/** The variables of an attribute built from them (`{collection.urlId}`, `shop-{urlId|slugify}`), in order. */
export const attributeVariables = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);

/** Every variable of the attribute is one the template language reads (a path, then formatters). */
export const attributeVariablesValid = (text: string) => attributeVariables(text).every((v) => VARIABLE.test(v));

/** The variables of a query's attributes: its collection's, then its category's, then its tag's. */
const queryVariables = (spec: BuiltQuery) =>
  BUILT_ATTRIBUTES.flatMap((name) => (spec[name] === undefined ? [] : attributeVariables(spec[name])));

/**
 * Binds @<name> to one variable of a query's attribute where the tag stands: the variable read in
 * scope (a repeated section's item first), else in the page's collection, else in its item, as themes
 * write `{urlId}` on item and list pages alike. A variable of a special name (`@index`) is read as is.
 */
function bindVariable(name: string, variable: string): string {
  const bar = variable.indexOf('|');
  const path = bar < 0 ? variable : variable.slice(0, bar);
  const formatters = bar < 0 ? '' : variable.slice(bar);
  if (path.startsWith('@')) return `{.var @${name} ${variable}}`;
  return ['item.', 'collection.', '']
    .map((scope) => `{.if ${scope}${path}}{.var @${name} ${scope}${path}${formatters}}{.end}`)
    .join('');
}

/**
 * What a query tag (or a `<squarespace:category collection>`) becomes: a section of its data, found
 * from wherever the tag stands (inside a repeated section too). Attributes built from variables (the
 * collection, the category, the tag) are read each time the tag is reached, so each repetition lists
 * its own collection, filtered by its own values: its data sits under `by.<value>[.<value>…]` of the
 * query's key, and a discovery render (RESERVED_KEYS.discovery) writes the values it met so the server
 * can fetch them first. `within` opens a part of the data (`collection`).
 */
export function openQuerySection(spec: Pick<QuerySpec, 'key'> & BuiltQuery, within = ''): string {
  const data = `squarespace-query-${spec.key}`;
  const section = `{.section @${data}${within ? `.${within}` : ''}}`;
  const at = `${RESERVED_KEYS.queries}.${spec.key}`;
  if (!spec.templated) return `{.var @${data} ${at}}${section}`;
  const variables = queryVariables(spec);
  const names = variables.map((_, i) => `${data}-${i}`);
  const bindings = variables.map((variable, i) => bindVariable(names[i]!, variable)).join('');
  const marker = `<!--squarespace-query:${spec.key}${names.map((n) => `:{@${n}|url-encode}`).join('')}-->`;
  return (
    bindings +
    `{.if ${RESERVED_KEYS.discovery}}${marker}{.end}` +
    `{.var @${data} ${at}.by|get ${names.map((n) => `@${n}`).join(' ')}}${section}`
  );
}

/**
 * The values of each templated query's variables a discovery render met, by query key: one list
 * per time the tag was reached, each distinct list once.
 */
export function discoveredQueryValues(html: string): Map<string, string[][]> {
  const found = new Map<string, Map<string, string[]>>();
  for (const [, key, values] of html.matchAll(MARKER)) {
    const list = values!
      .split(':')
      .slice(1)
      .map((v) => {
        try {
          return decodeURIComponent(v);
        } catch {
          return '';
        }
      });
    const seen = found.get(key!) ?? new Map<string, string[]>();
    seen.set(JSON.stringify(list), list);
    found.set(key!, seen);
  }
  return new Map([...found].map(([key, seen]) => [key, [...seen.values()]]));
}

/** What a query lists on the page: its collection's URL id, and the category and tag it filters by, if any. */
export interface QueryTarget {
  collection: string;
  category?: string;
  tag?: string;
}

/**
 * What a query lists with these values of its variables (in queryVariables' order: the collection's,
 * the category's, the tag's): each attribute with its values in place; a literal one as written.
 * Undefined when a value is empty (a variable the page lacks: a filter on it would match everything),
 * the values do not fit the variables, or a collection built from them is no URL id (lower-case
 * letters, digits and hyphens): the query shows nothing.
 */
export function queryTargetOf(spec: BuiltQuery, values: readonly string[] = []): QueryTarget | undefined {
  let i = 0;
  let empty = false;
  const filled = (text: string) =>
    spec.templated
      ? text.replace(/\{[^}]*\}/g, () => {
          const value = values[i++] ?? '';
          if (value === '') empty = true;
          return value;
        })
      : text;
  const collection = filled(spec.collection);
  const category = spec.category === undefined ? undefined : filled(spec.category);
  const tag = spec.tag === undefined ? undefined : filled(spec.tag);
  const collectionBuilt = spec.templated && attributeVariables(spec.collection).length > 0;
  if (empty || i !== values.length || (collectionBuilt && !URL_ID.test(collection))) return undefined;
  return { collection, ...(category === undefined ? {} : { category }), ...(tag === undefined ? {} : { tag }) };
}
