import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { typeErrorsOf } from '../../../tests/support/compile-fixtures.ts';

const SUBGRAPH = fileURLToPath(new URL('..', import.meta.url));

/** Compile-fail fixtures, compiled as files of this subgraph's src/ (tests/support/compile-fixtures.ts). */
const FIXTURES = {
  unknownCodeRefused: `import { refuse } from './errors.ts';
export const refused = refuse('CART_NOT_FOUNDD');
`,
  unknownCodeInPayload: `import type { AddToCartPayload } from './generated/resolvers-types.ts';
export const payload: AddToCartPayload = { shoppingCart: null, newlyAdded: null, userErrors: [{ field: null, message: 'No such cart.', code: 'CART_NOT_FOUNDD' }] };
`,
  knownCode: `import { refuse } from './errors.ts';
import type { AddToCartPayload } from './generated/resolvers-types.ts';
export const refused = refuse('CART_FULL', ['input', 'itemId'], { max: 100 });
export const payload: AddToCartPayload = { shoppingCart: null, newlyAdded: null, userErrors: refused.errors };
`,
};

// A misspelt code used to pass the type-check and every test (code was String!); it must not now.
describe('error codes are checked by the compiler (compile-fail fixtures)', () => {
  let errors: ReturnType<typeof typeErrorsOf<keyof typeof FIXTURES>>;
  beforeAll(() => {
    errors = typeErrorsOf(SUBGRAPH, FIXTURES);
  }, 120_000);

  it('refuses an unknown code given to the catalogue’s refuse', () => {
    expect(errors.unknownCodeRefused).toEqual([
      {
        code: 2345,
        message: expect.stringContaining(`Argument of type '"CART_NOT_FOUNDD"' is not assignable to parameter of type`),
      },
    ]);
  });

  it('refuses an unknown code written by hand into a payload’s userErrors', () => {
    expect(errors.unknownCodeInPayload).toEqual([
      {
        code: 2820,
        message: `Type '"CART_NOT_FOUNDD"' is not assignable to type 'CartErrorCode'. Did you mean '"CART_NOT_FOUND"'?`,
      },
    ]);
  });

  it('compiles the same uses with a code of the cart SDL', () => {
    expect(errors.knownCode).toEqual([]);
  });
});
