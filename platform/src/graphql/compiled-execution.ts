import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  BREAK,
  GraphQLError,
  execute,
  getNamedType,
  isInputObjectType,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export interface CompiledExecutionOptions {
  /** Sightings of a query before it is compiled: a query seen once runs as graphql-js runs it. */
  compileAfter?: number;
  /** Compiled queries kept, the least recently used dropped first. */
  keep?: number;
}

interface Operation {
  document: DocumentNode;
  operationName: string | null;
  /** Whatever identifies the query text (Apollo gives its hash). */
  queryHash: string;
  variables: Record<string, unknown> | undefined;
  context: unknown;
}

/**
 * Runs a subgraph's operations with graphql-jit, which turns an operation into one JavaScript function.
 * graphql-js walks the operation anew for every object of every answer: about a microsecond a field,
 * which for a shop page of 24 products is most of what the subgraph spends. The gateway asks a subgraph
 * the same few queries over and over, so a query is compiled once it repeats (a compile takes
 * milliseconds: a query seen once is not worth one), and only so many are kept.
 */
export function compiledExecutor(schema: GraphQLSchema, options: CompiledExecutionOptions = {}) {
  const compileAfter = options.compileAfter ?? 2;
  const keep = options.keep ?? 500;
  const compiled = new Map<string, CompiledQuery | 'not compilable'>();
  const sightings = new Map<string, number>();

  /**
   * What graphql-jit may compile. A string written in the query (not passed as a variable) is not:
   * graphql-jit writes argument values into the code it generates, and a string in the form of its
   * marker for dates becomes code. Nor an input object with a default value in it (its own fields' or
   * a nested input's): graphql-jit leaves those out (a field `Int! = 0` not given is refused). Such
   * queries run as graphql-js runs them; the gateway's queries for the storefront pass their values
   * as variables.
   */
  function compilable(document: DocumentNode): boolean {
    let found = false;
    const refuse = () => {
      found = true;
      return BREAK;
    };
    visit(document, {
      StringValue: refuse,
      ObjectValue: refuse,
      VariableDefinition(node) {
        const type = typeFromAST(schema, node.type);
        return !type || hasDefaultedField(getNamedType(type)) ? refuse() : undefined;
      },
    });
    return !found;
  }

  function compiledFor(key: string, document: DocumentNode, operationName: string | null): CompiledQuery | undefined {
    const known = compiled.get(key);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      compiled.delete(key);
      compiled.set(key, known);
      return known === 'not compilable' ? undefined : known;
    }
    const seen = (sightings.get(key) ?? 0) + 1;
    if (seen < compileAfter) {
      if (sightings.size >= keep) sightings.clear();
      sightings.set(key, seen);
      return undefined;
    }
    sightings.delete(key);
    const made = compilable(document) ? compileQuery(schema, document, operationName ?? undefined) : null;
    const entry = made && isCompiledQuery(made) ? made : 'not compilable';
    if (compiled.size >= keep) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, entry);
    return entry === 'not compilable' ? undefined : entry;
  }

  const run = async (operation: Operation) => {
    const query = compiledFor(
      `${operation.queryHash}\n${operation.operationName ?? ''}`,
      operation.document,
      operation.operationName,
    );
    const byGraphqlJs = () =>
      execute({
        schema,
        document: operation.document,
        operationName: operation.operationName,
        variableValues: operation.variables,
        contextValue: operation.context,
      });
    // What graphql-jit cannot compile, graphql-js runs (and reports, if it is wrong).
    if (!query) return byGraphqlJs();
    const result = await query.query(undefined, operation.context, operation.variables ?? {});
    if (!result.errors) return result;
    // Variables it refused (an answer without data, nothing run): graphql-js refuses them again, in
    // its words, which name the path of the bad value where graphql-jit's name an inner variable.
    if (!('data' in result)) return byGraphqlJs();
    return { ...result, errors: result.errors.map(withExtensions) };
  };
  return { run, compiledCount: () => [...compiled.values()].filter((q) => q !== 'not compilable').length };
}

export type CompiledExecutor = ReturnType<typeof compiledExecutor>;

/** Whether an input type has a field with a default value, at any depth. */
function hasDefaultedField(type: GraphQLNamedType, seen = new Set<GraphQLNamedType>()): boolean {
  if (!isInputObjectType(type) || seen.has(type)) return false;
  seen.add(type);
  return Object.values(type.getFields()).some(
    (field) => field.defaultValue !== undefined || hasDefaultedField(getNamedType(field.type), seen),
  );
}

/**
 * graphql-jit's errors leave `extensions` undefined when the thrown error had none (any unexpected
 * failure), where graphql-js's are `{}`: Apollo Server then fails while formatting the error and
 * answers a bare "Internal server error" without calling formatError, so the failure was never
 * logged nor given its request id and path. Such an error is made again as graphql-js makes it.
 */
function withExtensions(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const again = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  return Object.assign(again, { locations: error.locations });
}

/**
 * Apollo Server's hook for a custom executor is its gateway interface: the server parses, validates
 * and caches documents as always, and hands each operation to the executor.
 */
export function compiledExecution(schema: GraphQLSchema, options?: CompiledExecutionOptions): GatewayInterface {
  return executorAsGateway(schema, compiledExecutor(schema, options));
}

/** An executor as Apollo Server's gateway interface, for a server that shares it with another caller. */
export function executorAsGateway(schema: GraphQLSchema, executor: CompiledExecutor): GatewayInterface {
  const execute: GatewayExecutor = (request) =>
    executor.run({
      document: request.document,
      operationName: request.operationName,
      queryHash: request.queryHash,
      variables: request.request.variables,
      context: request.context,
    });
  return {
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: async () => ({ executor: execute }),
    stop: async () => {},
  };
}
