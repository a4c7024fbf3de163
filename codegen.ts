import type { CodegenConfig } from '@graphql-codegen/cli';
import { typedDocuments } from './schema/subgraph-codegen.ts';
import { SUBGRAPHS } from './subgraphs.config.ts';

/** Each subgraph's own settings (its codegen.ts), and typed documents for the web client and the REST layer. */
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...Object.assign({}, ...SUBGRAPHS.map((subgraph) => subgraph.generates)),
    'web/src/graphql/generated/operations.ts': typedDocuments('web/src/**/*.graphql'),
    'gateway/src/rest/generated/operations.ts': typedDocuments('gateway/src/**/*.graphql'),
  },
};

export default config;
