// @ts-check
// typescript-eslint without type information: typed linting of this tree took over 5 minutes of CPU
// and ran out of memory on the 2-core machine (a TypeScript program per workspace); this config
// lints the tree in about 20 s, and tsc (strict, noUnusedLocals) already runs in `npm test`.
// Layout is Biome's (biome.json); no rule here judges spacing or wrapping.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Scripts run by hand or by npm that talk to a terminal: their console is their output. */
const terminalScripts = [
  'packages/theme/src/check-cli.ts',
  'packages/template-language/src/conformance.test.ts',
  'schema/**',
  'tests/bench/**',
  'tests/tools/**',
];

export default tseslint.config(
  {
    // Generated code is judged by its generator; landed migrations are never edited; the shipped
    // themes' scripts are theme files, served as their authors wrote them.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/generated/',
      '**/migrations/',
      'packages/theme/themes/',
      '.data/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name starting with _ is a slot kept on purpose: an Express error handler's fourth
      // parameter, a formatter's unused context, a field taken out of a copy with a rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A closure made before its value exists (a termination hook, a gateway plugin) reads a
      // `let` assigned once afterwards; that cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Refusing and stripping control characters (NUL, C0) in input is what these expressions are for.
      'no-control-regex': 'off',
      // Only flags code that a formatter may lay out across lines; Biome owns layout.
      'no-unexpected-multiline': 'off',
      // Chosen rules:
      // null and undefined compared with == together on purpose; everything else strictly.
      eqeqeq: ['error', 'smart'],
      // Expected failures are Outcomes, unexpected ones thrown Errors with a stack.
      'no-throw-literal': 'error',
      // A type-only import vanishes from the build, so it cannot pull another audience's code
      // into the islands bundle.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // The product logs through pino (request ids, redaction); console output bypasses both.
      'no-console': 'error',
    },
  },
  {
    files: terminalScripts,
    rules: { 'no-console': 'off' },
  },
  {
    // The page script's words SPEC section 8 has a visitor's browser console say (tracking refused,
    // storage unavailable, the error reporter's app name): the one module that writes there.
    files: ['web/src/client/storefront/tracking/page-console.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A test reads the JSON our server answers (bodies, log lines) and asserts its shape: `any` is
    // the parsed answer before the assertion, not a type the product relies on.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The owner's rule for browser tests: our own paths are never routed, held or faked; an
    // answer a test shows is provoked for real.
    files: ['tests/browser/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(route|routeFromHAR|routeWebSocket)$/]',
          message: 'Browser tests never route our own paths: provoke the answer for real.',
        },
      ],
    },
  },
);
