import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { captureLogLines } from './support/log-lines.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();

describe('the gateway', () => {
  it('answers one query from two subgraphs: catalog variants with the cart subgraph’s stock', async () => {
    const client = new HttpClient(app.url);
    const { status, json } = await client.graphql(`{
      product(id: "prod_linen_shirt") {
        title
        productType
        variants { sku priceMoney { value currency } qtyInStock unlimited }
      }
    }`);
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    expect(json.data.product.title).toBe('Linen Work Shirt');
    const bySku = Object.fromEntries(json.data.product.variants.map((v: any) => [v.sku, v]));
    expect(bySku['SHIRT-S-SAND']).toEqual({
      sku: 'SHIRT-S-SAND',
      priceMoney: { value: '68.00', currency: 'USD' },
      qtyInStock: 5,
      unlimited: false,
    });
    expect(bySku['SHIRT-L-SAND'].qtyInStock).toBe(0);

    // The stock really comes from the cart subgraph's tables.
    await app.db.query(`update cart.stock_level set qty_in_stock = 42 where variant_id = 'var_shirt_s_sand'`);
    const again = await client.graphql(`{ product(id: "prod_linen_shirt") { variants { sku qtyInStock } } }`);
    expect(again.json.data.product.variants.find((v: any) => v.sku === 'SHIRT-S-SAND').qtyInStock).toBe(42);
  });

  it('answers one operation asked again for what each request’s variables ask (what the gateway keeps of an operation holds no values)', async () => {
    const client = new HttpClient(app.url);
    // One text: the gateway keeps its parsed document, its plan and its operation after the first asking.
    const query = `query Stocked($id: ID!, $stock: Boolean!) {
      product(id: $id) { ...Named variants { sku qtyInStock @include(if: $stock) priceMoney @skip(if: $stock) { value } } }
    }
    fragment Named on Product { id title }`;
    const ask = async (variables: { id: string; stock: boolean }) => {
      const { status, json } = await client.graphql(query, variables);
      expect(status).toBe(200);
      expect(json.errors).toBeUndefined();
      return json.data.product;
    };
    const [stock] = await app.db.query(
      `select qty_in_stock from cart.stock_level where variant_id = 'var_shirt_s_sand'`,
    );
    const shirt = await ask({ id: 'prod_linen_shirt', stock: true });
    expect(shirt.title).toBe('Linen Work Shirt');
    expect(shirt.variants.find((v: any) => v.sku === 'SHIRT-S-SAND')).toEqual({
      sku: 'SHIRT-S-SAND',
      qtyInStock: stock.qty_in_stock,
    });
    const priced = await ask({ id: 'prod_linen_shirt', stock: false });
    expect(priced.variants.find((v: any) => v.sku === 'SHIRT-S-SAND')).toEqual({
      sku: 'SHIRT-S-SAND',
      priceMoney: { value: '68.00' },
    });
    const guide = await ask({ id: 'prod_field_guide', stock: true });
    expect(guide.id).toBe('prod_field_guide');
    expect(guide.variants.every((v: any) => Object.keys(v).sort().join() === 'qtyInStock,sku')).toBe(true);
  });

  it('answers a one-subgraph operation alike whether the subgraph’s answer is passed on as it came or shaped field by field', async () => {
    const client = new HttpClient(app.url);
    // A plan of one fetch that is the client's own operation passes the subgraph's answer on as it
    // came (patches/@apollo+gateway); the same fields through a named fragment are shaped one by one.
    const fields = `__typename kind: productType t: title variants { sku price: priceMoney { value currency } salePriceMoney { value } onSale }
      excerpt @include(if: $more) body @skip(if: $more)`;
    const rest = `missing: product(id: "prod_none") { title } products(first: 2) { edges { node { id title } } pageInfo { hasNextPage } }`;
    const asCame = `query Shape($id: ID!, $more: Boolean = true) { product(id: $id) { ${fields} } ${rest} }`;
    const shaped = `query Shape($id: ID!, $more: Boolean = true) { product(id: $id) { ...Fields } ${rest} }
      fragment Fields on Product { ${fields} }`;
    for (const variables of [{ id: 'prod_linen_shirt' }, { id: 'prod_linen_shirt', more: false }, { id: 7 }]) {
      const [a, b] = [await client.graphql(asCame, variables), await client.graphql(shaped, variables)];
      expect([a.status, a.json.errors]).toEqual([200, undefined]);
      // The same answer to the byte: the same fields in the same order, nulls where the data has none.
      expect(a.text).toBe(b.text);
    }
    const shirt = (await client.graphql(asCame, { id: 'prod_linen_shirt', more: false })).json.data;
    expect(Object.keys(shirt.product)).toEqual(['__typename', 'kind', 't', 'variants', 'body']);
    expect([shirt.product.kind, shirt.product.t, shirt.missing]).toEqual(['PHYSICAL', 'Linen Work Shirt', null]);
    expect(shirt.product.variants.find((v: { sku: string }) => v.sku === 'SHIRT-S-SAND').price).toEqual({
      value: '68.00',
      currency: 'USD',
    });
    // The plan asks for __typename first: an answer to __typename asked later is shaped, in the asked order.
    const later = await client.graphql(`{ product(id: "prod_linen_shirt") { title __typename } }`);
    expect(later.text.trimEnd()).toBe('{"data":{"product":{"title":"Linen Work Shirt","__typename":"Product"}}}');
  });

  it('answers variables of graphql-js’s own scalars as graphql-js does: refused with its words and a 400, or run', async () => {
    const client = new HttpClient(app.url);
    const query = `query Page($id: ID!, $first: Int, $after: String, $express: Boolean) {
      product(id: $id) { title } products(first: $first, after: $after) { pageInfo { hasNextPage } }
      shoppingCart(express: $express) { id } }`;
    const refused: [Record<string, unknown>, string][] = [
      [{}, 'Variable "$id" of required type "ID!" was not provided.'],
      [{ id: null }, 'Variable "$id" of non-null type "ID!" must not be null.'],
      [{ id: 1.5 }, 'Variable "$id" got invalid value 1.5; ID cannot represent value: 1.5'],
      [{ id: true }, 'Variable "$id" got invalid value true; ID cannot represent value: true'],
      [
        { id: 'p', first: 2 ** 31 },
        'Variable "$first" got invalid value 2147483648; Int cannot represent non 32-bit signed integer value: 2147483648',
      ],
      [{ id: 'p', first: '2' }, 'Variable "$first" got invalid value "2"; Int cannot represent non-integer value: "2"'],
      [{ id: 'p', after: 3 }, 'Variable "$after" got invalid value 3; String cannot represent a non string value: 3'],
      [
        { id: 'p', express: 'yes' },
        'Variable "$express" got invalid value "yes"; Boolean cannot represent a non boolean value: "yes"',
      ],
    ];
    for (const [variables, message] of refused) {
      const { status, json } = await client.graphql(query, variables);
      expect([status, json.errors?.map((e: { message: string }) => e.message), json.data]).toEqual([
        400,
        [message],
        undefined,
      ]);
    }
    // An integer is an ID too; nulls of nullable variables, and variables not declared, are let be.
    for (const variables of [
      { id: 7, express: false },
      { id: 'prod_linen_shirt', first: null, after: null, extra: {} },
    ]) {
      const { status, json } = await client.graphql(query, variables);
      expect([status, json.errors]).toEqual([200, undefined]);
    }
    // The smallest Int is an Int: the operation runs, and the products' own rule answers.
    const smallest = await client.graphql(query, { id: 'prod_linen_shirt', first: -(2 ** 31) });
    expect([smallest.status, smallest.json.errors?.map((e: { message: string }) => e.message)]).toEqual([
      200,
      ['`first` must be from 1 to 100.'],
    ]);
  });

  it('resolves cart entries’ products through the catalog', async () => {
    const client = new HttpClient(app.url);
    const added = await client.graphql(
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } shoppingCart { totalQuantity entries { quantity product { title } variant { qtyInStock } } } } }`,
      { input: { itemId: 'prod_mug', sku: 'MUG-CREAM', quantity: 2 } },
    );
    expect(added.json.data.addToCart.userErrors).toEqual([]);
    expect(added.json.data.addToCart.shoppingCart.entries).toEqual([
      { quantity: 2, product: { title: 'Stoneware Mug' }, variant: { qtyInStock: 5 } },
    ]);
    const cart = await client.graphql(`{ shoppingCart { totalQuantity } }`);
    expect(cart.json.data.shoppingCart.totalQuantity).toBe(2);
  });

  it('returns expected failures as userErrors', async () => {
    const client = new HttpClient(app.url);
    const { json } = await client.graphql(
      `mutation { addToCart(input: { itemId: "prod_mug", sku: "MUG-CREAM", quantity: 0 }) { shoppingCart { id } userErrors { field message code } } }`,
    );
    expect(json.data.addToCart).toEqual({
      shoppingCart: null,
      userErrors: [
        {
          field: ['input', 'quantity'],
          message: 'Quantity must be between 1 and 9999.',
          code: 'QUANTITY_OUT_OF_RANGE',
        },
      ],
    });
  });

  it('refuses 900 kB of additionalFields with a clear error, storing nothing', async () => {
    const client = new HttpClient(app.url);
    const [before] = await app.db.query(`select count(*)::int as n from cart.cart_entry`);
    const { status, json } = await client.graphql(
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { shoppingCart { id } userErrors { field message code } } }`,
      {
        input: {
          itemId: 'prod_field_guide',
          quantity: 1,
          additionalFields: JSON.stringify({ note: 'x'.repeat(900_000) }),
        },
      },
    );
    expect(status).toBe(200);
    expect(json.data.addToCart).toEqual({
      shoppingCart: null,
      userErrors: [
        {
          field: ['input', 'additionalFields'],
          message: 'Additional fields may be at most 16 KB.',
          code: 'ADDITIONAL_FIELDS_TOO_LARGE',
        },
      ],
    });
    expect(client.cookies.has('atelier-cart')).toBe(false);
    const [after] = await app.db.query(`select count(*)::int as n from cart.cart_entry`);
    expect(after).toEqual(before);
  });

  it('refuses queries nested too deep', async () => {
    const client = new HttpClient(app.url);
    const deep = `{ product(id: "prod_mug") { variants { product { variants { product { variants { product { variants { product { variants { product { variants { product { title } } } } } } } } } } } } } }`;
    const { status, json } = await client.graphql(deep);
    expect(status).toBe(400);
    expect(json.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(json.errors![0].message).toMatch(/^Syntax Error: Query depth limit of 12 exceeded, found \d+\.$/);
  });

  it('prevents CSRF: a simple GET request without a preflight header is refused', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ shoppingCart { id } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it('masks unexpected errors: no stack, no internals, but the request id to quote', async () => {
    await app.db.query(`alter table cart.stock_level rename to stock_level_gone`);
    try {
      const client = new HttpClient(app.url);
      const { json, text, headers } = await client.graphql(
        `{ product(id: "prod_mug") { title variants { qtyInStock } } }`,
        undefined,
        {
          'X-Request-Id': 'support-ticket-4711',
        },
      );
      expect(headers.get('x-request-id')).toBe('support-ticket-4711');
      expect(json.errors?.length).toBeGreaterThan(0);
      for (const error of json.errors!) {
        expect(error.message).toBe('Internal server error');
        expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'support-ticket-4711' });
      }
      expect(text).not.toMatch(/stock_level|relation|stacktrace|\.ts:\d+/i);
    } finally {
      await app.db.query(`alter table cart.stock_level_gone rename to stock_level`);
    }
  });

  it('gives every response a request id, and refuses to echo one that is not plainly an id', async () => {
    const client = new HttpClient(app.url);
    const plain = await client.request('GET', '/shop');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await client.request('GET', '/shop', { headers: { 'X-Request-Id': 'x"><script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [
      'introspection of a field the federation planner lacks',
      { query: '{ __type(name: "Query") { name isOneOf } }' },
      'Cannot query field "isOneOf" on type "__Type".',
    ],
    [
      'a persisted query of an unknown version',
      { extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } },
      'Unsupported persisted query version',
    ],
    [
      'a persisted query whose hash does not match',
      { query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } },
      'provided sha does not match query',
    ],
    [
      'several operations without an operationName',
      { query: 'query A { __typename } query B { __typename }' },
      'Must provide operation name if query contains multiple operations.',
    ],
    [
      'an operationName the document lacks',
      { query: 'query A { __typename }', operationName: 'C' },
      'Unknown operation named "C".',
    ],
    [
      'a subscription',
      { query: 'subscription S { shoppingCart { id } }' },
      'Schema is not configured to execute subscription operation.',
    ],
  ])('answers %s with 400 and the standard message', async (_case, body, message) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as any;
    expect(json.errors[0].message).toBe(message);
    expect(json.errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('answers malformed, oversized and oddly encoded bodies with a 4xx and no stack', async () => {
    const cases: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'application/json' }, '{"query": ', 400],
      [
        { 'content-type': 'application/json' },
        JSON.stringify({ query: `{ product(id: "${'x'.repeat(1_100_000)}") { id } }` }),
        413,
      ],
      [{ 'content-type': 'application/json; charset=latin1' }, '{"query":"{ __typename }"}', 415],
      [{ 'content-type': 'application/json', 'content-encoding': 'foo' }, '{"query":"{ __typename }"}', 415],
    ];
    for (const [headers, body, status] of cases) {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body });
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(text).not.toMatch(/node_modules|at .*:\d+:\d+/);
    }
  });

  it('refuses NUL characters before they reach the database', async () => {
    const client = new HttpClient(app.url);
    const message = 'Text may not contain NUL characters, nor be nested more than 32 levels deep.';
    const inVariables = await client.graphql(`query($id: ID!) { product(id: $id) { id } }`, { id: 'a\u0000b' });
    expect(inVariables.status).toBe(400);
    expect(inVariables.json.errors![0].message).toBe(message);
    const inLiteral = await client.graphql(`{ product(id: "a\\u0000b") { id } }`);
    expect(inLiteral.status).toBe(400);
    expect(inLiteral.json.errors![0].message).toBe(message);
    const viaGet = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('query($id: ID!) { product(id: $id) { id } }')}&variables=${encodeURIComponent('{"id":"a\\u0000"}')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(viaGet.status).toBe(400);
    expect((await viaGet.json()).errors[0].message).toBe(message);
    for (const path of ['/shop/p/%00', '/%E0%A4%A']) expect((await client.request('GET', path)).status).toBe(404);
  });

  it('refuses lone surrogates (not storable as text) in variables with 400 and a clear message, storing nothing and logging no error', async () => {
    const logs = captureLogLines();
    try {
      const message =
        'Text may not contain a lone UTF-16 surrogate (\\uD800 to \\uDFFF without its pair): it is not valid Unicode.';
      const shopper = new HttpClient(app.url);
      const owner = await signedInClient(app.url);
      const [merchandisingBefore] = await app.db.query(
        `select merchandising from catalog.website where slug = 'atelier-demo'`,
      );
      const [ratesBefore] = await app.db.query(`select count(*)::int as n from cart.shipping_rate`);
      const [entriesBefore] = await app.db.query(`select count(*)::int as n from cart.cart_entry`);
      const refused = [
        await shopper.graphql(`query($id: ID!) { product(id: $id) { id } }`, { id: 'prod_\ud800' }),
        await shopper.graphql(
          `mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }`,
          { input: { itemId: '\ud800', quantity: 1 } },
        ),
        await shopper.graphql(
          `mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }`,
          { input: { itemId: 'prod_mug', sku: 'MUG-CREAM\udfff', quantity: 1 } },
        ),
        await owner.graphql(
          `mutation($input: MerchandisingSettingsInput!) { saveMerchandisingSettings(input: $input) { userErrors { code } } }`,
          {
            input: {
              customSoldOutText: 'Gone \ud83d',
              restockNotificationsEnabled: true,
              soldOutVariantsDropdownDisabled: false,
            },
          },
        ),
        await owner.graphql(
          `mutation($input: ShippingRateInput!) { saveShippingRate(input: $input) { userErrors { code } } }`,
          { input: { name: 'Courier \ud800', basis: 'FLAT', priceCents: 500 } },
        ),
        await owner.graphql(
          `mutation($input: ShippingRateInput!) { saveShippingRate(input: $input) { userErrors { code } } }`,
          { input: { name: 'Courier', countries: ['U\udc00'], basis: 'FLAT', priceCents: 500 } },
        ),
      ];
      for (const answer of refused) {
        expect([answer.status, answer.json.errors], answer.text).toEqual([
          400,
          [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
        ]);
      }
      // Written into the operation itself, graphql-js's lexer refuses one, escaped or not.
      const inLiteral = await shopper.graphql(`{ product(id: "\\ud800") { id } }`);
      expect([inLiteral.status, inLiteral.json.errors![0].message]).toEqual([
        400,
        'Syntax Error: Invalid Unicode escape sequence: "\\ud800".',
      ]);
      const raw = await shopper.graphql(`{ product(id: "\ud800") { id } }`);
      expect([raw.status, raw.json.errors![0].message]).toEqual([
        400,
        'Syntax Error: Invalid character within String: U+D800.',
      ]);
      // A surrogate pair is a character like any other.
      const pair = await shopper.graphql(`query($id: ID!) { product(id: $id) { id } }`, { id: 'prod_\ud83d\ude00' });
      expect([pair.status, pair.json]).toEqual([200, { data: { product: null } }]);
      // No page path holds one: percent-encoded, it is no UTF-8 at all.
      expect((await shopper.request('GET', '/shop/p/%ED%A0%80')).status).toBe(404);

      expect(await app.db.query(`select merchandising from catalog.website where slug = 'atelier-demo'`)).toEqual([
        merchandisingBefore,
      ]);
      expect(await app.db.query(`select count(*)::int as n from cart.shipping_rate`)).toEqual([ratesBefore]);
      expect(await app.db.query(`select count(*)::int as n from cart.cart_entry`)).toEqual([entriesBefore]);
      expect(logs.lines().filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      logs.stop();
    }
  });

  it('answers an invalid SafeInt, written or in a variable, with 400 and graphql-js’s message, logging no error', async () => {
    const logs = captureLogLines();
    try {
      const client = new HttpClient(app.url);
      const refund = (amount: string) =>
        `mutation { refundOrder(id: "order_x", amountCents: ${amount}) { userErrors { code } } }`;
      const literals: [string, string][] = [
        ['"abc"', 'SafeInt cannot represent non-integer value: "abc"'],
        ['1.5', 'SafeInt cannot represent non-integer value: 1.5'],
        ['9007199254740993', 'SafeInt cannot represent unsafe integer value: 9007199254740993'],
      ];
      for (const [amount, message] of literals) {
        const answer = await client.graphql(refund(amount));
        expect([answer.status, answer.json.errors], amount).toEqual([
          400,
          [{ message, locations: [{ line: 1, column: 52 }], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
        ]);
      }
      // 2^53 + 1 as JSON reads as 2^53, still past the safe integers.
      const variables: [string, string][] = [
        ['"abc"', 'Variable "$a" got invalid value "abc"; SafeInt cannot represent non-integer value: abc'],
        ['1.5', 'Variable "$a" got invalid value 1.5; SafeInt cannot represent non-integer value: 1.5'],
        [
          '9007199254740993',
          'Variable "$a" got invalid value 9007199254740992; SafeInt cannot represent unsafe integer value: 9007199254740992',
        ],
      ];
      for (const [amount, message] of variables) {
        const answer = await client.request('POST', '/graphql', {
          raw: `{"query": "mutation($a: SafeInt) { refundOrder(id: \\"order_x\\", amountCents: $a) { userErrors { code } } }", "variables": {"a": ${amount}}}`,
          headers: { 'content-type': 'application/json' },
        });
        expect([answer.status, answer.json.errors], amount).toEqual([
          400,
          [{ message, locations: [{ line: 1, column: 10 }], extensions: { code: 'BAD_USER_INPUT' } }],
        ]);
      }
      const nested = await client.graphql(
        `mutation($input: ShippingRateInput!) { saveShippingRate(input: $input) { userErrors { code } } }`,
        {
          input: { name: 'Courier', basis: 'FLAT', priceCents: 'abc' },
        },
      );
      expect([nested.status, nested.json.errors![0].message]).toEqual([
        400,
        'Variable "$input" got invalid value "abc" at "input.priceCents"; SafeInt cannot represent non-integer value: abc',
      ]);
      // A safe integer goes through to the cart subgraph, which answers as ever.
      const valid = await client.graphql(refund('100'));
      expect(valid.json).toEqual({ data: { refundOrder: { userErrors: [{ code: 'NOT_SIGNED_IN' }] } } });
      expect(logs.lines().filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      logs.stop();
    }
  });

  it('bounds what one operation may ask: aliases, cost, tokens, mutations, and one login', async () => {
    const client = new HttpClient(app.url);
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: product(id: "prod_mug") { id }`).join(' ');
    const wide = await client.graphql(`{ ${aliases} }`);
    expect(wide.status).toBe(400);
    expect(wide.json.errors!.map((e: any) => e.message)).toContain(
      'Syntax Error: Aliases limit of 20 exceeded, found 100.',
    );
    const fragment =
      'fragment P on Product { id title urlId fullUrl excerpt body productType variants { id sku price salePrice onSale qtyInStock unlimited } }';
    const costly = await client.graphql(
      `{ product(id: "prod_mug") { ${Array.from({ length: 20 }, () => '...P').join(' ')} } } ${fragment}`,
    );
    expect(costly.status).toBe(400);
    expect(costly.json.errors![0].message).toMatch(/^Syntax Error: Query Cost limit of 300 exceeded, found \d+\.$/);
    const tokens = await client.graphql(`{ ${Array.from({ length: 4100 }, () => '__typename').join(' ')} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.json.errors![0].message).toMatch(
      /^Syntax Error: Document contains more tha[nt] 4000 tokens\. Parsing aborted\.$/,
    );
    const logins = await client.graphql(
      `mutation { a: login(email: "x@y.z", password: "1") { owner { id } } b: login(email: "x@y.z", password: "2") { owner { id } } }`,
    );
    expect(logins.status).toBe(400);
    expect(logins.json.errors![0].message).toBe('An operation may run login only once.');
  });

  it('slows down password guessing: after 5 wrong passwords even the right one waits', async () => {
    const client = new HttpClient(app.url);
    const login = (password: string) =>
      client.graphql(
        `mutation($p: String!) { login(email: "Owner@Atelier.test", password: $p) { owner { id } userErrors { code } } }`,
        { p: password },
      );
    for (let i = 0; i < 5; i++)
      expect((await login(`guess-${i}`)).json.data.login.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    const blocked = await login('atelier-demo');
    expect(blocked.json.data.login).toEqual({ owner: null, userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
    expect(client.cookies.has('atelier-session')).toBe(false);
  });

  it('keeps two adds of one operation in one new cart, each answering with the cart as it then is', async () => {
    const client = new HttpClient(app.url);
    const { json } = await client.graphql(`mutation {
      a: addToCart(input: { itemId: "prod_mug", sku: "MUG-CREAM", quantity: 1 }) { shoppingCart { id entries { itemId quantity } } }
      b: addToCart(input: { itemId: "prod_field_guide", quantity: 1 }) { shoppingCart { id totalQuantity entries { itemId quantity } } }
    }`);
    expect(json.data.a.shoppingCart.id).toBe(json.data.b.shoppingCart.id);
    expect(json.data.a.shoppingCart.entries).toEqual([{ itemId: 'prod_mug', quantity: 1 }]);
    expect(json.data.b.shoppingCart.totalQuantity).toBe(2);
    expect(json.data.b.shoppingCart.entries).toEqual([
      { itemId: 'prod_mug', quantity: 1 },
      { itemId: 'prod_field_guide', quantity: 1 },
    ]);
    const again = await client.graphql(`mutation {
      a: addToCart(input: { itemId: "prod_mug", sku: "MUG-CREAM", quantity: 1 }) { shoppingCart { entries { itemId quantity } } }
      b: addToCart(input: { itemId: "prod_mug", sku: "MUG-CREAM", quantity: 2 }) { shoppingCart { entries { itemId quantity } } }
    }`);
    expect(again.json.data.a.shoppingCart.entries).toEqual([
      { itemId: 'prod_mug', quantity: 2 },
      { itemId: 'prod_field_guide', quantity: 1 },
    ]);
    expect(again.json.data.b.shoppingCart.entries).toEqual([
      { itemId: 'prod_mug', quantity: 4 },
      { itemId: 'prod_field_guide', quantity: 1 },
    ]);
    const cart = await client.graphql(`{ shoppingCart { id totalQuantity } }`);
    expect(cart.json.data.shoppingCart).toEqual({ id: json.data.a.shoppingCart.id, totalQuantity: 5 });
  });

  it('reports each subgraph on /health', async () => {
    const response = await fetch(`${app.url}/health`);
    expect(response.status).toBe(200);
    // Every subgraph of the product, by name, written here: a new one adds its line (and a lost one fails).
    expect(await response.json()).toEqual({
      status: 'ok',
      subgraphs: {
        accounts: 'ok',
        catalog: 'ok',
        commerce: 'ok',
        forms: 'ok',
        restock: 'ok',
        billing: 'ok',
        tracking: 'ok',
        webhooks: 'ok',
        partners: 'ok',
      },
    });
  });

  it('does not let clients set the internal headers', async () => {
    const owner = new HttpClient(app.url);
    await owner.graphql(
      `mutation { addToCart(input: { itemId: "prod_mug", sku: "MUG-MOSS", quantity: 1 }) { userErrors { code } } }`,
    );
    const token = owner.cookies.get('atelier-cart')!;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atelier-cart-token': token },
      body: JSON.stringify({ query: '{ shoppingCart { id } }' }),
    });
    expect((await response.json()).data.shoppingCart).toBeNull();
  });
});
