import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { fieldLimit } from './field-limit.ts';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
  type Mutation { login(p: String): Boolean, add(n: Int): Boolean }
`);
const rule = fieldLimit({ maxFields: 10, maxMutations: 3, oncePerOperation: ['login'] });
const errorsOf = (source: string) => validate(schema, parse(source), [rule]).map((e) => e.message);

describe('fieldLimit', () => {
  it('lets ordinary operations through', () => {
    expect(errorsOf('{ node { id child { id } } }')).toEqual([]);
    expect(errorsOf('mutation { login(p: "x") add(n: 1) }')).toEqual([]);
  });
  it('counts aliases and fragment spreads', () => {
    expect(errorsOf('{ a: node { id } b: node { id } c: node { id } d: node { id } e: node { id } f: node { id } }')).toEqual([
      'Query selects more than 10 fields.',
    ]);
    expect(errorsOf('{ node { ...F ...F ...F } } fragment F on Node { id child { id child { id } } }')).toEqual(['Query selects more than 10 fields.']);
  });
  it('bounds mutations and single-use ones', () => {
    expect(errorsOf('mutation { a: add(n: 1) b: add(n: 2) c: add(n: 3) d: add(n: 4) }')).toEqual(['An operation may run at most 3 mutations.']);
    expect(errorsOf('mutation { a: login(p: "1") b: login(p: "2") }')).toEqual(['An operation may run login only once.']);
    expect(errorsOf('mutation { ...M } fragment M on Mutation { a: login(p: "1") b: login(p: "2") }')).toEqual(['An operation may run login only once.']);
    expect(errorsOf('mutation { ... on Mutation { a: add(n: 1) b: add(n: 2) c: add(n: 3) d: add(n: 4) } }')).toEqual([
      'An operation may run at most 3 mutations.',
    ]);
  });
  it('counts introspection fields, but not __typename', () => {
    expect(errorsOf('{ a: __schema { types { name } } b: __schema { types { name } } c: __schema { types { name } } d: __schema { types { name } } }')).toEqual([
      'Query selects more than 10 fields.',
    ]);
    expect(errorsOf('{ node { __typename id __typename } }')).toEqual([]);
  });
});
