import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { graphqlLimits } from './graphql-limits.ts';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
  type Mutation { login(p: String): Boolean, add(n: Int): Boolean }
`);
const { validationRules } = graphqlLimits();
const errorsOf = (source: string) =>
  validate(schema, parse(source, { noLocation: true }), validationRules).map((e) => e.message);
/** A query whose deepest field is `depth` fields below the root: node, then child…, then id. */
const nested = (depth: number) => `{ node { ${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)} } }`;

describe('graphqlLimits', () => {
  it('lets ordinary operations through', () => {
    expect(errorsOf('{ node { id child { id } } }')).toEqual([]);
    expect(errorsOf('mutation { login(p: "x") add(n: 1) }')).toEqual([]);
    expect(errorsOf(nested(12))).toEqual([]);
  });

  it('refuses operations nested deeper than 12 fields, through fragments', () => {
    expect(errorsOf(nested(13))).toEqual(['Syntax Error: Query depth limit of 12 exceeded, found 13.']);
    const chain = (depth: number) => `${'child { '.repeat(depth)}id${' }'.repeat(depth)}`;
    expect(errorsOf(`{ node { ...F } } fragment F on Node { ${chain(10)} }`)).toEqual([]);
    expect(errorsOf(`{ node { ...F } } fragment F on Node { ${chain(11)} }`)).toEqual([
      'Syntax Error: Query depth limit of 12 exceeded, found 13.',
    ]);
  });

  it('refuses a cost above 300: each field 1, each fragment spread 2 more, counted as often as it is spread', () => {
    const fragment = 'fragment F on Node { id child { id child { id } } }';
    const spreads = (n: number) => `{ node { ${Array.from({ length: n }, () => '...F').join(' ')} } } ${fragment}`;
    expect(errorsOf(spreads(42))).toEqual([]); // node + 42 × (2 + 5 fields) = 295
    expect(errorsOf(spreads(43))).toEqual(['Syntax Error: Query Cost limit of 300 exceeded, found 302.']);
  });

  it('stays fast on documents that multiply fragment spreads', () => {
    const levels = 30;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Node { id }`
        : `fragment F${i} on Node { child { ...F${i + 1} ...F${i + 1} } }`,
    ).join('\n');
    const started = Date.now();
    expect(errorsOf(`{ node { ...F0 } } ${fragments}`).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('bounds aliases', () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: node { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toContain('Syntax Error: Aliases limit of 20 exceeded, found 21.');
  });

  it('bounds mutations and single-use ones, through fragments', () => {
    expect(
      errorsOf('mutation { a: add(n: 1) b: add(n: 2) c: add(n: 3) d: add(n: 4) e: add(n: 5) f: add(n: 6) }'),
    ).toEqual(['An operation may run at most 5 mutations.']);
    expect(errorsOf('mutation { a: login(p: "1") b: login(p: "2") }')).toEqual([
      'An operation may run login only once.',
    ]);
    expect(errorsOf('mutation { ...M } fragment M on Mutation { a: login(p: "1") b: login(p: "2") }')).toEqual([
      'An operation may run login only once.',
    ]);
  });

  it('refuses NUL characters in literals', () => {
    expect(errorsOf('mutation { login(p: "a\\u0000b") }')).toEqual([
      'Text may not contain NUL characters, nor be nested more than 32 levels deep.',
    ]);
  });
});
