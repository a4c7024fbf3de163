import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import { buildSchema, getVariableValues, GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  EDGE_CALL_HEADER,
  INTERNAL_HEADERS,
  createLogger,
  installScalars,
  readCookieInstructions,
  readSchemaFile,
  signEdgeCall,
} from '@atelier/platform';
import type { GatewayContext } from './context.ts';
import { internalHeadersOf } from './internal-headers-of.ts';
import { subgraphFetch, type SubgraphReply, type SubgraphRequest } from './subgraph-fetch.ts';
import { mayRepeatRequest } from './subgraph-retry.ts';

const log = createLogger('gateway');

export interface FederationOptions {
  /** The GraphQL endpoint of the federation gateway that plans and runs operations (gateway/hive/). */
  url: string;
  /** The server secret, which signs the internal headers sent there (edge-calls.ts). */
  secret: string;
}

/**
 * The gateway of Atelier's edge when another federation gateway (Hive Gateway over the same committed
 * supergraph) plans and runs the operations. Apollo Server still parses, validates and limits each
 * operation against the supergraph's API schema here, and the edge still names the site and reads the
 * cookies; then the whole operation goes to the federation gateway with the internal headers the
 * subgraphs would have had from us, signed, and the cookies the subgraphs asked for come back in
 * `x-atelier-set-cookie` to be set on the client's response as usual.
 */
export function federationForwarder(options: FederationOptions): GatewayInterface {
  const apiSchema = buildSchema(readSchemaFile('api.graphql'));
  // As in Apollo's gateway: a bad scalar value is refused here with the subgraphs' own rules, before anything is sent.
  installScalars(apiSchema);
  const coreSupergraphSdl = readSchemaFile('supergraph.graphql');
  const listeners = new Set<GatewaySchemaLoadOrUpdateCallback>();

  const executor: GatewayExecutor = async ({ request, source, operation, context }) => {
    const { errors: variableErrors } = getVariableValues(
      apiSchema,
      operation.variableDefinitions ?? [],
      request.variables ?? {},
    );
    if (variableErrors?.length) return { errors: variableErrors };
    const ctx = context as GatewayContext;
    const internal = 'cartToken' in ctx ? internalHeadersOf(ctx) : {};
    const call: SubgraphRequest = {
      url: options.url,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...internal,
        [EDGE_CALL_HEADER]: signEdgeCall(options.secret, internal),
      },
      body: { query: source, operationName: request.operationName, variables: request.variables },
    };
    let reply: SubgraphReply;
    try {
      reply = await subgraphFetch(call).catch((error: unknown) => {
        if (!mayRepeatRequest(error, operation.operation === 'query')) throw error;
        return subgraphFetch(call);
      });
    } catch (error) {
      log.error({ err: error, federation: options.url }, 'the federation gateway could not be reached');
      return { errors: [new GraphQLError('the federation gateway could not be reached')] };
    }
    const header = reply.header(INTERNAL_HEADERS.setCookie);
    if (header && typeof ctx.applyCookie === 'function') {
      const instructions = readCookieInstructions(header);
      if (!instructions) log.warn({ federation: options.url }, 'unreadable cookie instructions from the federation');
      for (const instruction of instructions ?? []) ctx.applyCookie(instruction);
    }
    const body = reply.body as { data?: Record<string, unknown> | null; errors?: GraphQLFormattedError[] } | undefined;
    if (!body || typeof body !== 'object') {
      log.error({ status: reply.status, federation: options.url }, 'the federation gateway answered no GraphQL');
      return { errors: [new GraphQLError('the federation gateway answered no GraphQL')] };
    }
    return {
      data: body.data,
      // Their codes decide what the client may read (maskError); the rest is masked as ours would be.
      errors: body.errors?.map(
        (e) => new GraphQLError(String(e.message), { path: e.path, extensions: e.extensions ?? {} }),
      ),
    };
  };

  return {
    async load() {
      for (const listener of listeners) listener({ apiSchema, coreSupergraphSdl });
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    async stop() {},
  };
}
