import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { errorCodes, typedDocuments } from './schema/subgraph-codegen.ts';
import { SUBGRAPHS } from './subgraphs.config.ts';

/**
 * The web client's documents, one typed module per audience of web/src/client: a module is bundled
 * whole with every document any page uses, so one module for all put the dashboard's documents in
 * the islands. `<audience>.graphql` and `<topic>-<audience>.graphql` name their audience;
 * `<topic>-shared.graphql` holds fragments that several audiences' documents spread.
 */
const WEB_AUDIENCES = ['storefront', 'checkout', 'dashboard'] as const;
const webDocuments = readdirSync(new URL('web/src/graphql/', import.meta.url)).filter((file) =>
  file.endsWith('.graphql'),
);
const audienceOfDocument = (file: string) =>
  [...WEB_AUDIENCES, 'shared'].find(
    (audience) => file === `${audience}.graphql` || file.endsWith(`-${audience}.graphql`),
  );
const unclaimed = webDocuments.filter((file) => !audienceOfDocument(file));
if (unclaimed.length)
  throw new Error(`web/src/graphql: ${unclaimed.join(', ')} names no audience (${WEB_AUDIENCES.join(', ')} or shared)`);
const webTargets = Object.fromEntries(
  WEB_AUDIENCES.map((audience) => [
    `web/src/graphql/generated/${audience}.ts`,
    typedDocuments(
      webDocuments
        .filter((file) => [audience, 'shared'].includes(audienceOfDocument(file)!))
        .map((file) => `web/src/graphql/${file}`),
    ),
  ]),
);

/** Each subgraph's own settings (its codegen.ts), typed documents for the web client and the REST layer, and the composed error codes. */
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...Object.assign({}, ...SUBGRAPHS.map((subgraph) => subgraph.generates)),
    ...webTargets,
    // The documents the browser's storefront and checkout pages send, again as strings: sent as they
    // are, with no GraphQL library to print a syntax tree (storefront.ts and checkout.ts have them as
    // trees, for the server). The islands' and the cart page's, then the checkout pages'.
    'web/src/graphql/generated/islands.ts': typedDocuments(
      ['web/src/graphql/islands-storefront.graphql', 'web/src/graphql/cart-storefront.graphql'],
      { documentMode: 'string' },
    ),
    'web/src/graphql/generated/checkout-text.ts': typedDocuments(
      ['web/src/graphql/checkout.graphql', 'web/src/graphql/subscription-view-shared.graphql'],
      { documentMode: 'string' },
    ),
    'gateway/src/rest/generated/operations.ts': typedDocuments('gateway/src/**/*.graphql'),
    // Every subgraph's error-code enum as composed, and their union: the REST status map is typed by it.
    'platform/src/generated/api-error-codes.ts': errorCodes(),
    // The same codes for the browser, which reads them from REST answers (the restock box) and never imports platform.
    'web/src/graphql/generated/error-codes.ts': errorCodes(),
  },
};

export default config;
