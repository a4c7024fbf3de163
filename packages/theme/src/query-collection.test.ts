import { describe, expect, it } from 'vitest';
import { createTemplateCompiler, renderWith } from '@atelier/template-language';
import { attributeVariablesValid, discoveredQueryValues, queryTargetOf } from './query-collection.ts';
import { RESERVED_KEYS } from './reserved-keys.ts';
import { translateServerTags } from './server-tags.ts';

const compiler = createTemplateCompiler();
const spec = (collection: string, templated = true) => ({ collection, templated });
/** The collection a query names, where a case is about it alone. */
const collectionNameOf = (...args: Parameters<typeof queryTargetOf>) => queryTargetOf(...args)?.collection;

/** A template's query tags translated, then drawn: once to discover what they name, once with `data` by key. */
function draw(source: string, json: Record<string, unknown>, data: (key: string, values: string[]) => unknown) {
  let n = 0;
  const { template, errors, queries } = translateServerTags(source, 'x.list', () => `q${n++}`);
  expect(errors).toEqual([]);
  const discovery = renderWith(compiler, { template, json: { ...json, [RESERVED_KEYS.discovery]: true } });
  expect(discovery.errors).toEqual([]);
  const found = discoveredQueryValues(discovery.output);
  // A templated query's data under by.<value>[.<value>…], as the site server places it.
  const byValues = (key: string) => {
    const by: Record<string, unknown> = {};
    for (const values of found.get(key) ?? []) {
      let node = by;
      for (const v of values.slice(0, -1)) node = (node[v] ??= {}) as Record<string, unknown>;
      node[values.at(-1)!] = data(key, values);
    }
    return by;
  };
  const bound = Object.fromEntries(
    queries.map((q) => [q.key, q.templated ? { by: byValues(q.key) } : data(q.key, [])]),
  );
  const page = renderWith(compiler, { template, json: { ...json, [RESERVED_KEYS.queries]: bound } });
  expect(page.errors).toEqual([]);
  return { found, html: page.output };
}

const listOf = (name: string) => ({ items: [{ title: `${name} 1` }, { title: `${name} 2` }] });

describe('a query tag whose collection is built from variables', () => {
  it('names its own collection in each repetition of a repeated section', () => {
    const { found, html } = draw(
      '{.repeated section items}<h2>{urlId}</h2><squarespace:query collection="{urlId}" limit="2">' +
        '{.repeated section items}<i>{title}</i>{.end}</squarespace:query>{.end}',
      { collection: { urlId: 'home' }, items: [{ urlId: 'journal' }, { urlId: 'shop' }, { urlId: 'journal' }] },
      (_, [name]) => listOf(name!),
    );
    // Each distinct collection once, in the order the page reaches them.
    expect(found).toEqual(new Map([['q0', [['journal'], ['shop']]]]));
    expect(html).toBe(
      '<h2>journal</h2><i>journal 1</i><i>journal 2</i><h2>shop</h2><i>shop 1</i><i>shop 2</i>' +
        '<h2>journal</h2><i>journal 1</i><i>journal 2</i>',
    );
  });

  it('reads a variable in scope first, then in the page’s collection, then in its item', () => {
    const json = { collection: { urlId: 'journal' }, item: { slug: 'shop' }, section: 'kitchen' };
    const at = (collection: string) =>
      draw(
        `<squarespace:query collection="${collection}">{.repeated section items}{title}{.end}</squarespace:query>`,
        json,
        () => ({}),
      ).found.get('q0');
    expect(at('{collection.urlId}')).toEqual([['journal']]);
    expect(at('{urlId}')).toEqual([['journal']]);
    expect(at('{slug}')).toEqual([['shop']]);
    expect(at('{section}-notes')).toEqual([['kitchen']]);
    expect(at('{section|slugify}')).toEqual([['kitchen']]);
  });

  it('is found from inside any section, a literal collection too', () => {
    const { html } = draw(
      '{.section collection}{.repeated section tags}<squarespace:query collection="journal">{.repeated section items}{title}|{.end}</squarespace:query>{.end}{.end}',
      { collection: { tags: ['a', 'b'] } },
      () => listOf('journal'),
    );
    expect(html).toBe('journal 1|journal 2|journal 1|journal 2|');
  });
});

describe('a query tag whose category or tag is built from variables', () => {
  const query = (attributes: string) =>
    `<squarespace:query ${attributes}><b>{.repeated section items}{title}{.end}</b></squarespace:query>`;
  const json = { collection: { urlId: 'classes', navigationTitle: 'Little Warriors' } };
  const filtered = (_: string, values: string[]) => ({ items: [{ title: values.join('+') }] });

  it('reads them where the tag stands, as a collection’s are read, and keeps a literal one as written', () => {
    const named = draw(query('collection="classes" category="{collection.navigationTitle}"'), json, filtered);
    expect(named.found).toEqual(new Map([['q0', [['Little Warriors']]]]));
    expect(named.html).toBe('<b>Little Warriors</b>');
    expect(draw(query('collection="classes" tag="{navigationTitle} only"'), json, filtered).found).toEqual(
      new Map([['q0', [['Little Warriors']]]]),
    );
    // A formatter applies, as in a collection's variable.
    expect(draw(query('collection="classes" tag="{navigationTitle|slugify}"'), json, filtered).found).toEqual(
      new Map([['q0', [['little-warriors']]]]),
    );
    // The collection's values come first, then the category's, then the tag's.
    const all = draw(query('collection="{urlId}" category="{navigationTitle}" tag="{urlId}-x"'), json, filtered);
    expect(all.found).toEqual(new Map([['q0', [['classes', 'Little Warriors', 'classes']]]]));
    expect(all.html).toBe('<b>classes+Little Warriors+classes</b>');
  });

  it('lists what the values name: the filters with their values in place, a literal one as written', () => {
    const q = { collection: '{urlId}', templated: true, category: '{navigationTitle}', tag: '{urlId} only' };
    expect(queryTargetOf(q, ['classes', 'Little Warriors', 'kids'])).toEqual({
      collection: 'classes',
      category: 'Little Warriors',
      tag: 'kids only',
    });
    expect(queryTargetOf({ collection: 'shop', templated: false, category: 'Linen & Wool' })).toEqual({
      collection: 'shop',
      category: 'Linen & Wool',
    });
    expect(queryTargetOf({ collection: 'shop', templated: true, tag: '{slug}' }, ['__proto__'])).toEqual({
      collection: 'shop',
      tag: '__proto__',
    });
    // A literal collection is kept as written, as it is without variables in its filters.
    expect(queryTargetOf({ collection: 'Old_shop', templated: true, tag: '{slug}' }, ['kids'])).toEqual({
      collection: 'Old_shop',
      tag: 'kids',
    });
  });

  it('names nothing when a variable reads nothing: the query then matches nothing rather than everything', () => {
    const q = { collection: 'classes', templated: true, category: '{collection.nothing}' };
    expect(queryTargetOf(q, [''])).toBeUndefined();
    expect(draw(query('collection="classes" category="{collection.nothing}"'), json, filtered).found).toEqual(
      new Map([['q0', [['']]]]),
    );
    expect(queryTargetOf(q, [])).toBeUndefined();
  });
});

describe('the collection a query names', () => {
  it('is the values of its variables in place, or the literal one as written', () => {
    expect(collectionNameOf(spec('{urlId}'), ['journal'])).toBe('journal');
    expect(collectionNameOf(spec('{section}-notes'), ['kitchen'])).toBe('kitchen-notes');
    expect(collectionNameOf(spec('{a}-{b}'), ['x', 'y'])).toBe('x-y');
    expect(collectionNameOf(spec('journal', false))).toBe('journal');
  });

  it('is none when the values make no URL id or do not fit the variables', () => {
    expect(collectionNameOf(spec('{urlId}'), ['a b/c'])).toBeUndefined();
    expect(collectionNameOf(spec('{urlId}'), [''])).toBeUndefined();
    expect(collectionNameOf(spec('{urlId}'), ['Journal'])).toBeUndefined();
    expect(collectionNameOf(spec('{urlId}'), ['__proto__'])).toBeUndefined();
    expect(collectionNameOf(spec('{a}-{b}'), ['x'])).toBeUndefined();
  });

  it('is built only from variables the template language reads', () => {
    expect(attributeVariablesValid('{collection.urlId}-{@index}-{slug|slugify}')).toBe(true);
    expect(attributeVariablesValid('{-x}')).toBe(false);
    expect(attributeVariablesValid('{a..b}')).toBe(false);
  });

  it('is read back from a discovery render’s markers, values decoded, each list once', () => {
    expect(
      discoveredQueryValues(
        '<!--squarespace-query:q1:a%20b:c--><p/><!--squarespace-query:q1:a%20b:c--><!--squarespace-query:q2:%E0%A4-->',
      ),
    ).toEqual(
      new Map([
        ['q1', [['a b', 'c']]],
        ['q2', [['']]],
      ]),
    );
  });
});
