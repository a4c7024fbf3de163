import { RESERVED_KEYS, type QuerySpec } from './reserved-keys.ts';

/** A collection's URL id: what a name built from the page's values must be to name one (and no key of Object's). */
const URL_ID = /^[a-z0-9-]+$/;
/** A variable a collection attribute may be built from: a path of the page's JSON, formatters after it. */
const VARIABLE = /^(@|@?[A-Za-z][A-Za-z0-9_-]*|\d+)(\.(@|@?[A-Za-z][A-Za-z0-9_-]*|\d+))*(\|[A-Za-z][A-Za-z0-9_-]*)*$/;
/** Where a discovery render writes what a templated query's variables were, for the server to fetch. */
const MARKER = /<!--squarespace-query:([A-Za-z0-9_-]+)((?::[^:>]*)*)-->/g;

/** The variables of a collection attribute built from them (`{collection.urlId}`, `shop-{urlId|slugify}`), in order. */
export const collectionVariables = (collection: string) => [...collection.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);

/** Every variable of the attribute is one the template language reads (a path, then formatters). */
export const collectionVariablesValid = (collection: string) =>
  collectionVariables(collection).every((v) => VARIABLE.test(v));

/**
 * Binds @<name> to one variable of a collection attribute where the tag stands: the variable read in
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
 * from wherever the tag stands (inside a repeated section too). A collection built from variables is
 * read each time the tag is reached, so each repetition lists its own collection: its data sits under
 * `by.<value>[.<value>…]` of the query's key, and a discovery render (RESERVED_KEYS.discovery) writes
 * the values it met so the server can fetch them first. `within` opens a part of the data (`collection`).
 */
export function openQuerySection(spec: Pick<QuerySpec, 'key' | 'collection' | 'templated'>, within = ''): string {
  const data = `squarespace-query-${spec.key}`;
  const section = `{.section @${data}${within ? `.${within}` : ''}}`;
  const at = `${RESERVED_KEYS.queries}.${spec.key}`;
  if (!spec.templated) return `{.var @${data} ${at}}${section}`;
  const names = collectionVariables(spec.collection).map((_, i) => `${data}-${i}`);
  const bindings = collectionVariables(spec.collection)
    .map((variable, i) => bindVariable(names[i]!, variable))
    .join('');
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

/**
 * The URL id a query's collection attribute names with these values of its variables (in their
 * order); a literal one as written. Undefined when the result is no URL id (lower-case letters,
 * digits and hyphens): the query shows nothing.
 */
export function collectionNameOf(spec: Pick<QuerySpec, 'collection' | 'templated'>, values: readonly string[] = []) {
  if (!spec.templated) return spec.collection;
  let i = 0;
  const name = spec.collection.replace(/\{[^}]*\}/g, () => values[i++] ?? '');
  return i === values.length && URL_ID.test(name) ? name : undefined;
}
