import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The partners subgraph's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('partners', {
  mappers: {
    Website: '../entities/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
    ApiKey: '../entities/api-key.ts#ApiKey as ApiKeyModel',
  },
  ports: true,
});
