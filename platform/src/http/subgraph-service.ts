import { readUnlockKeys } from '../security/unlock-keys.ts';
import { channel } from 'node:diagnostics_channel';
import http from 'node:http';
import express from 'express';
import { ApolloServer, HeaderMap, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  getOperationAST,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { apolloFormattedErrors } from '../graphql/apollo-formatted-errors.ts';
import { compiledExecutor, executorAsGateway } from '../graphql/compiled-execution.ts';
import { validatedDocuments } from '../graphql/validated-documents.ts';
import { maskError } from '../graphql/mask-error.ts';
import { createLogger } from '../logger.ts';
import { isWellFormedToken } from '../security/tokens.ts';
import { drainLeftMs } from '../process/termination.ts';
import { gracefulServer } from './graceful-close.ts';
import { graphqlRoute, wholeAnswer, type GraphQLAnswer } from './graphql-route.ts';
import { INTERNAL_HEADERS, type CookieInstruction } from './internal-headers.ts';
import { SUBGRAPH_KEEP_ALIVE_MS } from './keep-alive.ts';
import { acceptRequestId, currentRequestId, runWithRequestId } from './request-context.ts';

/** What a subgraph may know of the client's request: the gateway's internal headers, already checked. */
export interface RequestInfo {
  /** The visitor's cart token, as the gateway read it from the cart cookie (well-formed, or none). */
  cartToken: string | undefined;
  /** The visitor's express-checkout cart token, likewise. */
  expressCartToken: string | undefined;
  /** The visitor's session token, likewise. */
  sessionToken: string | undefined;
  /** The client's address as the gateway saw it; 'unknown' when not told. */
  clientAddress: string;
  /** The website the request is for (from its host), when the gateway knows one. */
  siteId: string | undefined;
  /** The origin the visitor reached the site on (https://shop.example), when its Host named the site. */
  siteOrigin: string | undefined;
  /** Whether the request is the product's own signed call on the site's behalf (a job, another subgraph), not a visitor's. */
  siteCall: boolean;
  /** The API key the request carries (its id), checked by the gateway: the request acts for the site's owner. */
  apiKeyId: string | undefined;
  /** The visitor's keys to protected collections, by collection id. */
  unlockKeys: Map<string, string>;
  /** Asks the gateway to set (or clear) a cookie on the client's response. */
  setCookie(instruction: CookieInstruction): void;
  /**
   * The entities the gateway asks this subgraph to resolve (`_entities`' representations), as sent:
   * a context may load what they need in one batch before any resolver runs. Empty for other operations.
   */
  representations: readonly unknown[];
}

/** The `representations` variable of a request body, when it is a list. */
function representationsOf(body: unknown): readonly unknown[] {
  const list = (body as { variables?: { representations?: unknown } } | undefined)?.variables?.representations;
  return Array.isArray(list) ? list : [];
}

export interface SubgraphServiceOptions<TContext extends BaseContext> {
  name: string;
  typeDefs: DocumentNode;
  // Each subgraph's codegen Resolvers type; buildSubgraphSchema's resolver map is looser than any of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- codegen's Resolvers and Apollo's map disagree
  resolvers: any;
  context(request: RequestInfo): Promise<TContext>;
  /** Throws when the service cannot serve; the runtime's default asks the subgraph's database. */
  health?(): Promise<void>;
}

/**
 * The channel on which each request a subgraph serves in process (RunningService.serve) is told:
 * `{ subgraph, headers }`. Tests and the bench count those beside the HTTP requests their servers
 * receive, so that a hop is counted whichever way it went.
 */
export const IN_PROCESS_SUBGRAPH_REQUESTS = 'atelier:subgraph-request-in-process';
const inProcessRequests = channel(IN_PROCESS_SUBGRAPH_REQUESTS);

/** The operation the gateway's plan gives a subgraph, as a GraphQL request's body carries it. */
export interface SubgraphOperation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

/** A GraphQL request of the gateway to a subgraph in its process: its internal headers and its operation. */
export interface InProcessRequest {
  headers: HeaderMap;
  body: SubgraphOperation;
}

/** A subgraph's answer in process: what its HTTP answer would say, the result not yet written as JSON. */
export interface InProcessAnswer {
  status: number;
  headers: HeaderMap;
  result: FormattedExecutionResult;
}

export interface RunningService {
  url: string;
  /**
   * Answers one GraphQL request in this process as POST /graphql would: the same Apollo server
   * (parsing, validation, plugins, masking), the same context read from the same internal headers,
   * the same request id and cookie instructions. What it leaves out is Apollo's HTTP layer (the
   * body's shape, CSRF, content negotiation) and the JSON both ways: the all-in-one gateway's way
   * to the subgraphs it runs beside, which builds its requests itself.
   */
  serve(request: InProcessRequest): Promise<InProcessAnswer>;
  stop(): Promise<void>;
}

/** An origin as the gateway wrote it (scheme, host and port only), or undefined. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value.length > 300) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Schemas already built in this process, by their resolver map and SDL: a subgraph's both are its
 * modules' own objects, so a second service of it (a test file's platform after another's, in one
 * worker) takes the schema built for the first instead of building it again (a few hundred
 * milliseconds each). Resolvers read what differs between services from their context.
 */
const builtSchemas = new WeakMap<object, Map<unknown, GraphQLSchema>>();

function subgraphSchemaOf(typeDefs: SubgraphServiceOptions<BaseContext>['typeDefs'], resolvers: object): GraphQLSchema {
  let byTypeDefs = builtSchemas.get(resolvers);
  if (!byTypeDefs) builtSchemas.set(resolvers, (byTypeDefs = new Map()));
  let schema = byTypeDefs.get(typeDefs);
  if (!schema) byTypeDefs.set(typeDefs, (schema = buildSubgraphSchema({ typeDefs, resolvers: resolvers as never })));
  return schema;
}

/** One subgraph as an HTTP service: POST /graphql and GET /health. */
export async function startSubgraphService<TContext extends BaseContext>(
  options: SubgraphServiceOptions<TContext>,
  listen: { port?: number; host?: string } = {},
): Promise<RunningService> {
  const log = createLogger(`subgraph:${options.name}`);
  const schema = subgraphSchemaOf(options.typeDefs, options.resolvers);
  // Compiled execution unless turned off (to compare, or should a query ever run differently): then
  // graphql-js runs every operation, whichever way it came.
  const jitOff = process.env.ATELIER_GRAPHQL_JIT === 'off';
  const executor = compiledExecutor(schema, jitOff ? { compileAfter: Number.POSITIVE_INFINITY } : {});
  const formatError = (formatted: GraphQLFormattedError, error: unknown) => maskError(formatted, error, log);
  const server = new ApolloServer<TContext>({
    ...(jitOff ? { schema } : { gateway: executorAsGateway(schema, executor) }),
    formatError,
    includeStacktraceInErrorResponses: false,
    // The process stops its services itself, in order; Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    plugins: [
      // Traces would go to Apollo's cloud, which this product does not use.
      ApolloServerPluginInlineTraceDisabled(),
      // No schema here gives cache hints; the plugin would still wrap every field of every answer.
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ operation, operationName }) {
              log.debug({ operation: operation?.operation, operationName }, 'operation');
            },
          };
        },
      },
    ],
  });
  await server.start();
  /** What the gateway told of the request in its internal headers, as the subgraph's context. */
  const contextOf = (headers: HeaderMap, body: unknown, cookies: CookieInstruction[]) => {
    const token = (name: string) => {
      const value = headers.get(name);
      return isWellFormedToken(value) ? value : undefined;
    };
    const siteId = headers.get(INTERNAL_HEADERS.siteId);
    return options.context({
      cartToken: token(INTERNAL_HEADERS.cartToken),
      expressCartToken: token(INTERNAL_HEADERS.expressCartToken),
      sessionToken: token(INTERNAL_HEADERS.sessionToken),
      clientAddress: headers.get(INTERNAL_HEADERS.clientAddress) ?? 'unknown',
      siteId: siteId && /^[A-Za-z0-9_-]{1,64}$/.test(siteId) ? siteId : undefined,
      siteOrigin: originOf(headers.get(INTERNAL_HEADERS.siteOrigin)),
      siteCall: headers.get(INTERNAL_HEADERS.siteCall) === '1',
      apiKeyId: headers.get(INTERNAL_HEADERS.apiKey) || undefined,
      unlockKeys: readUnlockKeys(headers.get(INTERNAL_HEADERS.unlockKeys)),
      representations: representationsOf(body),
      setCookie: (instruction) => void cookies.push(instruction),
    });
  };
  /** The cookies the request asked the gateway to set, in the answer's internal header. */
  const withCookies = (headers: HeaderMap, cookies: CookieInstruction[]) => {
    if (cookies.length) headers.set(INTERNAL_HEADERS.setCookie, JSON.stringify(cookies));
  };
  const answerOverHttp = async (request: HTTPGraphQLRequest): Promise<GraphQLAnswer> => {
    const cookies: CookieInstruction[] = [];
    const answered = await wholeAnswer(
      await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: request,
        context: () => contextOf(request.headers, request.body, cookies),
      }),
    );
    withCookies(answered.headers, cookies);
    return answered;
  };
  /** The request through Apollo's pipeline: for what the in-process way leaves to Apollo's words. */
  const serveByApollo = async (headers: HeaderMap, body: SubgraphOperation): Promise<InProcessAnswer> => {
    const cookies: CookieInstruction[] = [];
    const response = await server.executeOperation(
      { ...body, http: { method: 'POST', headers, search: '', body } },
      { contextValue: await contextOf(headers, body, cookies) },
    );
    if (response.body.kind !== 'single') throw new Error('a subgraph answered incrementally');
    withCookies(response.http.headers, cookies);
    return { status: response.http.status ?? 200, headers: response.http.headers, result: response.body.singleResult };
  };
  const documentOf = validatedDocuments(schema);
  const serve = ({ headers, body }: InProcessRequest): Promise<InProcessAnswer> => {
    if (inProcessRequests.hasSubscribers) inProcessRequests.publish({ subgraph: options.name, headers });
    const requestId = acceptRequestId(headers.get(INTERNAL_HEADERS.requestId));
    // The gateway's request in this process runs under the id it sends: then there is none to enter.
    const underItsId = <T>(fn: () => T): T =>
      currentRequestId() === requestId ? fn() : runWithRequestId(requestId, fn);
    return underItsId(async () => {
      // The gateway's plans send valid operations, which run here as Apollo's executor would run them
      // (the same executor, context, masking and request id) without its pipeline of hooks, which cost
      // the gateway's hop more than the subgraph's own work (`npm run bench -- gateway`). Anything
      // else (a text that does not parse or validate, an unknown operation) is Apollo's to refuse.
      const validated = typeof body.query === 'string' ? documentOf(body.query) : undefined;
      const operation = validated && getOperationAST(validated.document, body.operationName);
      if (!validated || !operation) return serveByApollo(headers, body);
      const cookies: CookieInstruction[] = [];
      const contextValue = await contextOf(headers, body, cookies);
      log.debug({ operation: operation.operation, operationName: body.operationName }, 'operation');
      const result = await executor.run({
        document: validated.document,
        operationName: body.operationName ?? null,
        // Its short name: the executor's key is made anew for every request, the whole text was long.
        queryHash: validated.key,
        variables: body.variables,
        context: contextValue,
      });
      // Without data nothing ran (its variables were refused): Apollo answers that, with its status.
      if (!('data' in result)) return serveByApollo(headers, body);
      const answerHeaders = new HeaderMap();
      withCookies(answerHeaders, cookies);
      if (!result.errors?.length) return { status: 200, headers: answerHeaders, result: { data: result.data } };
      const { errors, status } = apolloFormattedErrors(result.errors, formatError);
      return { status: status ?? 200, headers: answerHeaders, result: { data: result.data, errors } };
    });
  };
  const app = express();
  app.disable('x-powered-by');
  app.use((req, _res, next) => runWithRequestId(acceptRequestId(req.get(INTERNAL_HEADERS.requestId)), next));
  app.get('/health', async (_req, res) => {
    try {
      await options.health?.();
      res.json({ status: 'ok', name: options.name });
    } catch (err) {
      log.error({ err }, 'health check failed');
      res.status(503).json({ status: 'unavailable', name: options.name });
    }
  });
  app.use(
    '/graphql',
    // Only the gateway calls a subgraph; an imported theme (a zip of up to 10 MB, as base64) is its largest request.
    express.json({ limit: '16mb' }),
    graphqlRoute((request) => answerOverHttp(request)),
  );
  const httpServer = http.createServer(app);
  // Longer than the gateway keeps an idle connection (keep-alive.ts), so that it closes first.
  httpServer.keepAliveTimeout = SUBGRAPH_KEEP_ALIVE_MS;
  httpServer.headersTimeout = SUBGRAPH_KEEP_ALIVE_MS + 1000;
  const graceful = gracefulServer(httpServer);
  // Exclusive: in a cluster's worker a port is otherwise shared by every worker through the primary,
  // and a subgraph's calls would cross to another process's subgraph.
  await new Promise<void>((resolve) =>
    httpServer.listen({ port: listen.port ?? 0, host: listen.host ?? '127.0.0.1', exclusive: true }, resolve),
  );
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  const url = `http://${listen.host && listen.host !== '0.0.0.0' ? listen.host : '127.0.0.1'}:${port}/graphql`;
  log.debug({ url }, 'listening');
  return {
    url,
    serve,
    stop: async () => {
      const cut = await graceful.close(drainLeftMs());
      if (cut) log.warn({ requests: cut }, 'requests still running at the end of the drain were cut');
      await server.stop();
    },
  };
}
