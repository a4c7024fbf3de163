import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ParseOptions, ValidationRule } from 'graphql';
import { mutationLimit } from './mutation-limit.ts';
import { checkStorableVariables, noUnstorableLiterals } from './unstorable-text.ts';
import { checkRunnableOperation } from './operation-resolution.ts';
import { plannerUnknownFields } from './planner-unknown-fields.ts';

/** What one operation may ask of the gateway. */
export const GRAPHQL_LIMITS = {
  /** Fields nested below the root (fragments flattened; introspection's __schema left out). */
  maxDepth: 12,
  /** Cost in all: each field 1, each fragment spread 2 more, counted as often as it is spread. */
  maxCost: 300,
  maxAliases: 20,
  maxDirectives: 20,
  /** Lexical tokens in the document: bounds parsing itself (graphql-js stops at the limit). */
  maxTokens: 4000,
  maxMutations: 5,
  oncePerOperation: ['login'],
} as const;

/**
 * Our checks of a request's operation once Apollo has resolved it, in one listener: Apollo makes
 * promises for each listener at each of a request's hooks (`npm run bench -- gateway`). Variables
 * first: a request with unstorable text is refused for that whatever its operation.
 */
const operationChecks: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation(context) {
        checkStorableVariables(context.request.variables);
        checkRunnableOperation(context);
      },
    };
  },
};

/**
 * The gateway's limits. graphql-armor does depth, cost (set so that it counts fields and fragment
 * spreads), aliases and directives, and hides field suggestions; it remembers each fragment's
 * measure, so a document that multiplies fragment spreads costs no more to check than one that
 * spreads them once. Tokens are bounded by graphql-js's own parser option: armor's token plugin
 * throws from a hook that Apollo Server answers with a 500. The rest is ours, because armor lacks
 * it: the mutation count and single-use mutations, text PostgreSQL cannot store (NUL, lone surrogates),
 * and refusing operations the gateway cannot choose or run, or fields its planner does not know.
 */
export function graphqlLimits(): {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  parseOptions: ParseOptions;
} {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: {
      maxCost: GRAPHQL_LIMITS.maxCost,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: true,
    },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    validationRules: [
      ...armor.validationRules,
      mutationLimit(GRAPHQL_LIMITS),
      noUnstorableLiterals,
      plannerUnknownFields,
    ],
    plugins: [...armor.plugins, operationChecks],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}
