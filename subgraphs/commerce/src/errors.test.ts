import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const SUBGRAPH = fileURLToPath(new URL('..', import.meta.url));

/**
 * Compile-fail fixtures: small sources compiled with the subgraph's own tsconfig, as if they were
 * files of src/ (their imports resolve as the services' do). They exist only in memory, so the
 * package's own type-check never sees the failing ones. One program compiles them all.
 */
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

type Fixture = keyof typeof FIXTURES;
const fileOf = (fixture: Fixture) => path.join(SUBGRAPH, 'src', `compile-fixture-${fixture}.ts`);

function typeErrorsByFixture(): Record<Fixture, { code: number; message: string }[]> {
  const config = ts.readConfigFile(path.join(SUBGRAPH, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, SUBGRAPH);
  const sources = new Map((Object.keys(FIXTURES) as Fixture[]).map((fixture) => [fileOf(fixture), FIXTURES[fixture]]));
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const source = sources.get(name);
    return source === undefined ? readSourceFile(name, language, ...rest) : ts.createSourceFile(name, source, language);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  const program = ts.createProgram([...sources.keys()], options, host);
  const errorsOf = (fixture: Fixture) => {
    const file = program.getSourceFile(fileOf(fixture))!;
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => ({
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  };
  return {
    unknownCodeRefused: errorsOf('unknownCodeRefused'),
    unknownCodeInPayload: errorsOf('unknownCodeInPayload'),
    knownCode: errorsOf('knownCode'),
  };
}

// A misspelt code used to pass the type-check and every test (code was String!); it must not now.
describe('error codes are checked by the compiler (compile-fail fixtures)', () => {
  let errors: ReturnType<typeof typeErrorsByFixture>;
  beforeAll(() => {
    errors = typeErrorsByFixture();
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
