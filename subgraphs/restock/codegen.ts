import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The restock subgraph's SDL and what graphql-codegen makes of it (with its port's typed documents); the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('restock', {
  mappers: {
    Website: '../entities/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
    RestockSignUp: '../entities/sign-up.ts#SignUp as SignUpModel',
    RestockSignUpGroup: '../services/owner-restock.ts#SignUpGroupModel',
  },
  ports: true,
});
