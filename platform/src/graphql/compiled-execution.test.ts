import { describe, expect, it } from 'vitest';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, GraphQLScalarType, execute, parse } from 'graphql';
import { compiledExecution, compiledExecutor } from './compiled-execution.ts';

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  scalar Cents
  enum Kind { PHYSICAL DIGITAL }
  interface Named { name: String! }
  type Product implements Named @key(fields: "id") {
    id: ID!
    name: String!
    kind: Kind!
    price: Cents!
    variants(first: Int = 2): [Variant!]!
    broken: String
    brokenRequired: String!
    refused: String
  }
  type Variant @key(fields: "id") { id: ID! sku: String onSale: Boolean! }
  type Query { products(kind: Kind): [Product!]! named: [Named!]! product(id: ID!): Product count(kinds: [Kind!]): Int! }
  input Line { sku: String! quantity: Int! = 1 }
  input Note { text: String! tags: [String!] by: Author }
  input Author { name: String! }
  type Mutation { add(line: Line!): Int! note(notes: [Note!]!): String! }
`);

const PRODUCTS = [
  {
    id: 'p1',
    name: 'Mug',
    kind: 'PHYSICAL',
    price: 1200,
    variants: [
      { id: 'v1', sku: 'M-1', onSale: true },
      { id: 'v2', sku: null, onSale: false },
      { id: 'v3', sku: 'M-3', onSale: false },
    ],
  },
  { id: 'p2', name: 'Guide', kind: 'DIGITAL', price: 900, variants: [{ id: 'v4', sku: 'G', onSale: false }] },
];
const VARIANTS = PRODUCTS.flatMap((p) => p.variants);

const resolvers = {
  Cents: new GraphQLScalarType({ name: 'Cents', serialize: (value) => `${((value as number) / 100).toFixed(2)}` }),
  Named: { __resolveType: () => 'Product' },
  Query: {
    products: (_: unknown, { kind }: { kind?: string }) => PRODUCTS.filter((p) => !kind || p.kind === kind),
    named: () => PRODUCTS,
    product: async (_: unknown, { id }: { id: string }) => PRODUCTS.find((p) => p.id === id) ?? null,
    count: (_: unknown, { kinds }: { kinds?: string[] }) =>
      PRODUCTS.filter((p) => !kinds || kinds.includes(p.kind)).length,
  },
  Mutation: {
    add: (_: unknown, { line }: { line: { quantity: number } }) => line.quantity,
    note: (_: unknown, { notes }: { notes: unknown[] }) => JSON.stringify(notes),
  },
  Product: {
    __resolveReference: (ref: { id: string }) => PRODUCTS.find((p) => p.id === ref.id),
    variants: async (product: (typeof PRODUCTS)[number], { first }: { first: number }, ctx: { seen: string[] }) => {
      ctx.seen.push(product.id);
      return product.variants.slice(0, first);
    },
    broken: () => {
      throw new Error('database gone');
    },
    brokenRequired: () => Promise.reject(new Error('database gone')),
    refused: () => {
      throw new GraphQLError('No such cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
    },
  },
  Variant: { __resolveReference: (ref: { id: string }) => VARIANTS.find((v) => v.id === ref.id) },
};
const schema = buildSubgraphSchema({ typeDefs, resolvers: resolvers as never });

/** The answer as it leaves the server: errors by their message, path and extensions. */
const wire = (result: unknown) => JSON.parse(JSON.stringify(result));

const QUERIES: [string, Record<string, unknown>][] = [
  [
    'query($kind: Kind, $all: Boolean!, $n: Int) { products(kind: $kind) { id name kind price v: variants(first: $n) { id sku onSale @include(if: $all) } } }',
    { all: true },
  ],
  [
    'query($kind: Kind, $all: Boolean!) { products(kind: $kind) { ...F } } fragment F on Product { id variants { sku onSale @skip(if: $all) } }',
    { kind: 'DIGITAL', all: false },
  ],
  ['{ named { __typename name ... on Product { id price } } }', {}],
  ['{ products { id broken refused } }', {}],
  ['query($id: ID!) { product(id: $id) { id brokenRequired } products { id } }', { id: 'p1' }],
  ['query($k: [Kind!]) { count(kinds: $k) }', { k: 'DIGITAL' }],
  ['query($n: Int = 1) { products { variants(first: $n) { id } } }', {}],
  // Input objects run as graphql-js runs them: graphql-jit would refuse a line without its defaulted quantity.
  ['mutation($line: Line!) { add(line: $line) }', { line: { sku: 'M-1' } }],
  ['mutation { add(line: { sku: "M-1" }) }', {}],
  // An input object with no default anywhere in it compiles (the collector's batches of events are such lists).
  [
    'mutation($notes: [Note!]!) { note(notes: $notes) }',
    {
      notes: [
        { text: 'a', tags: ['x', 'y'], by: { name: 'Ada' } },
        { text: 'b', tags: null },
      ],
    },
  ],
  // Values it refuses are refused in graphql-js's words, at the path of the bad value.
  ['mutation($notes: [Note!]!) { note(notes: $notes) }', { notes: [{ tags: 'x', by: { name: 3, born: 1 } }] }],
  [
    'query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Product { name } ... on Variant { sku } } }',
    {
      r: [
        { __typename: 'Variant', id: 'v2' },
        { __typename: 'Product', id: 'p2' },
      ],
    },
  ],
];

describe('compiled execution', () => {
  it('answers every query as graphql-js does: values, serialized scalars, fragments, directives, abstract types, errors and null bubbling', async () => {
    const executor = compiledExecutor(schema, { compileAfter: 1 });
    for (const [text, variables] of QUERIES) {
      const document = parse(text);
      const expected = wire(await execute({ schema, document, variableValues: variables, contextValue: { seen: [] } }));
      const context = { seen: [] as string[] };
      const answer = wire(await executor.run({ document, operationName: null, queryHash: text, variables, context }));
      expect(answer, text).toEqual(expected);
    }
    // The two of an input object with a default are not compiled; a text twice is compiled once.
    expect(executor.compiledCount()).toBe(new Set(QUERIES.map(([text]) => text)).size - 2);
  });

  it('never compiles a query that writes a string in it: graphql-jit writes such values into its code', async () => {
    // graphql-jit turns a string of this form in an argument into code (its marker for dates).
    const forged = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0),x:(globalThis.compiledExecutionPwned=1),y:(0';
    const executor = compiledExecutor(schema, { compileAfter: 1 });
    const text = `{ product(id: ${JSON.stringify(forged)}) { id } }`;
    const answer = await executor.run({
      document: parse(text),
      operationName: null,
      queryHash: text,
      variables: {},
      context: { seen: [] },
    });
    expect(wire(answer)).toEqual({ data: { product: null } });
    expect((globalThis as Record<string, unknown>).compiledExecutionPwned).toBeUndefined();
    expect(executor.compiledCount()).toBe(0);
    // As a variable it is only a value: such queries are compiled.
    const asVariable = 'query($id: ID!) { product(id: $id) { id } }';
    for (let i = 0; i < 2; i++) {
      const viaVariable = await executor.run({
        document: parse(asVariable),
        operationName: null,
        queryHash: asVariable,
        variables: { id: forged },
        context: { seen: [] },
      });
      expect(wire(viaVariable)).toEqual({ data: { product: null } });
    }
    expect((globalThis as Record<string, unknown>).compiledExecutionPwned).toBeUndefined();
    expect(executor.compiledCount()).toBe(1);
  });

  it('hands the resolvers the request’s context', async () => {
    const executor = compiledExecutor(schema, { compileAfter: 1 });
    const context = { seen: [] as string[] };
    await executor.run({
      document: parse('{ products { variants { id } } }'),
      operationName: null,
      queryHash: 'q',
      variables: {},
      context,
    });
    expect(context.seen).toEqual(['p1', 'p2']);
  });

  it('compiles a query only once it repeats, and keeps only so many', async () => {
    const executor = compiledExecutor(schema, { keep: 3 });
    const run = (n: number) =>
      executor.run({
        document: parse(`{ products { id${' name'.repeat(n)} } }`),
        operationName: null,
        queryHash: `q${n}`,
        variables: {},
        context: { seen: [] },
      });
    const once = await run(1);
    expect(executor.compiledCount()).toBe(0);
    expect(wire(await run(1))).toEqual(wire(once));
    expect(executor.compiledCount()).toBe(1);
    for (let n = 2; n <= 6; n++) {
      await run(n);
      await run(n);
    }
    expect(executor.compiledCount()).toBe(3);
  });

  it('runs under Apollo Server, which still validates the document', async () => {
    const server = new ApolloServer<{ seen: string[] }>({ gateway: compiledExecution(schema, { compileAfter: 1 }) });
    await server.start();
    try {
      const answer = async (query: string) => {
        const { body } = await server.executeOperation({ query }, { contextValue: { seen: [] } });
        return body.kind === 'single' ? wire(body.singleResult) : null;
      };
      expect(await answer('{ products(kind: DIGITAL) { name price } }')).toEqual({
        data: { products: [{ name: 'Guide', price: '9.00' }] },
      });
      const invalid = await answer('{ products { nope } }');
      expect(invalid.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const refused = await answer('{ product(id: "p2") { refused } }');
      expect(refused.errors[0]).toMatchObject({
        message: 'No such cursor.',
        path: ['product', 'refused'],
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await server.stop();
    }
  });

  it('hands Apollo a compiled query’s unexpected error as graphql-js would, for its formatError to log and mask', async () => {
    const formatted: unknown[] = [];
    const server = new ApolloServer<{ seen: string[] }>({
      gateway: compiledExecution(schema, { compileAfter: 1 }),
      formatError: (error, original) => {
        formatted.push(unwrapResolverError(original));
        return error;
      },
    });
    await server.start();
    try {
      const { body } = await server.executeOperation(
        { query: 'query($id: ID!) { product(id: $id) { id broken } }', variables: { id: 'p1' } },
        { contextValue: { seen: [] } },
      );
      expect(body.kind === 'single' ? wire(body.singleResult) : null).toEqual({
        data: { product: { id: 'p1', broken: null } },
        errors: [
          {
            message: 'database gone',
            locations: [{ line: 1, column: 41 }],
            path: ['product', 'broken'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
      expect(formatted).toEqual([new Error('database gone')]);
    } finally {
      await server.stop();
    }
  });
});
