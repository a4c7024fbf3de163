import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { depthLimit } from './depth-limit.ts';

const schema = buildSchema(`type Node { id: ID!, child: Node } type Query { node: Node }`);
const errorsOf = (query: string, max: number) => validate(schema, parse(query), [depthLimit(max)]).map((e) => e.message);

describe('depthLimit', () => {
  it('lets queries within the limit through', () => {
    expect(errorsOf('{ node { child { id } } }', 3)).toEqual([]);
  });
  it('refuses deeper queries, counting through fragments', () => {
    expect(errorsOf('{ node { child { child { id } } } }', 3)).toEqual(['Query is nested 4 levels deep; the limit is 3.']);
    expect(errorsOf('{ node { ...F } } fragment F on Node { child { child { id } } }', 3)).toHaveLength(1);
  });
  it('does not loop on fragment cycles', () => {
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }', 5)).toBeInstanceOf(Array);
  });
});
