import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The accounts subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('accounts', {
  mappers: { Owner: '../entities/owner.ts#Owner as OwnerModel' },
});
