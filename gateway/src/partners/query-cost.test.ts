import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryCost } from './query-cost.ts';

const schema = buildSchema(`
  type Query { shop: Shop, products(first: Int = 20, after: String): ProductConnection!, orders(first: Int): [Order!]! }
  type Mutation { setStock(sku: String!, quantity: Int!): Result! }
  type Shop { title: String!, owner: Owner }
  type Owner { name: String! }
  type ProductConnection { edges: [ProductEdge!]!, pageInfo: PageInfo! }
  type ProductEdge { node: Product! }
  type Product { id: ID!, title: String!, variants(first: Int = 10): [Variant!]! }
  type Variant { sku: String! }
  type Order { id: ID! }
  type PageInfo { hasNextPage: Boolean! }
  type Result { ok: Boolean!, shop: Shop }
`);

const cost = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  return queryCost(schema, document, document.definitions[0] as OperationDefinitionNode, variables);
};

describe('queryCost', () => {
  it('counts objects and leaves scalars free', () => {
    expect(cost('{ shop { title } }')).toBe(1);
    expect(cost('{ shop { title owner { name } } }')).toBe(2);
  });

  it('multiplies a page by its size: the literal, the variable, the default, or 50 when unsaid', () => {
    // Per item: edges 1 + node 1; plus 2 for the connection.
    expect(cost('{ products(first: 5) { edges { node { id } } } }')).toBe(2 + 5 * 2);
    expect(cost('query($n: Int) { products(first: $n) { edges { node { id } } } }', { n: 7 })).toBe(2 + 7 * 2);
    expect(cost('query($n: Int = 3) { products(first: $n) { edges { node { id } } } }')).toBe(2 + 3 * 2);
    expect(cost('{ products { edges { node { id } } } }')).toBe(2 + 20 * 2);
    expect(cost('{ orders { id } }')).toBe(2 + 50 * 0);
  });

  it('multiplies nested pages', () => {
    // Per product: edges 1 + node 1 + its variants' page (2 + 4 items of scalars only, free).
    expect(cost('{ products(first: 2) { edges { node { variants(first: 4) { sku } } } } }')).toBe(2 + 2 * (1 + 1 + 2));
  });

  it('counts fragments as written, and a mutation 10 more', () => {
    expect(cost('{ ...F } fragment F on Query { shop { owner { name } } }')).toBe(2);
    expect(cost('mutation { setStock(sku: "a", quantity: 1) { ok shop { title } } }')).toBe(10 + 1 + 1);
  });
});
