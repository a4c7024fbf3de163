import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The tracking subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('tracking', {
  mappers: {},
});
