import type { IncomingMessage, ServerResponse } from 'node:http';
import { print } from 'graphql';
import {
  callSubgraphAsSite,
  clientKeyOf,
  COOKIES,
  createLogger,
  currentRequestId,
  readVisitorTokens,
  unstorableTextIn,
  type Crumbs,
  type LimitRule,
  type RateLimitStore,
  type SubgraphEndpoint,
} from '@atelier/platform';
import { CRUMB_FAILURE_MESSAGE } from './crumb.ts';
import {
  RestRecordClientErrorsDocument,
  RestRecordTrackingEventsDocument,
  type RestRecordClientErrorsMutation,
  type RestRecordClientErrorsMutationVariables,
  type RestRecordTrackingEventsMutation,
  type RestRecordTrackingEventsMutationVariables,
  type TrackingEventInput,
} from './generated/operations.ts';
import { trackingBatcher, type TrackingBatcher } from './tracking-batcher.ts';
import {
  beaconBody,
  CENSUS_PATH_KINDS,
  readAnalyticsEvent,
  readCensusBlock,
  readCensusHit,
  readErrorReports,
  readRecordEvent,
  VISIT_RECORD_COOKIE,
  type Read,
} from './tracking-input.ts';

const log = createLogger('tracking-collector');

/** SPEC section 7's tracking paths. */
export const TRACKING_PATHS = {
  recordHit: '/api/census/RecordHit',
  /** button-click, button-render, form-render and overlay. */
  censusBlock: (kind: string) => `/api/census/${kind}`,
  /** Followed by the item's id. */
  quickView: '/api/census/RecordQuickView/',
  recordEvent: '/api/events/RecordEvent',
  events: '/api/v1/events',
  errors: '/api/events/RecordJavascriptErrors',
} as const;

/** The collector's per-client limits (ATELIER_RATE_LIMITS `tracking.<name>`), counted in each process's memory. */
export const TRACKING_LIMIT_RULES = {
  'events-per-client': { points: 1200, durationSeconds: 60 },
  'error-reports-per-client': { points: 60, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

/** Events and census bodies are a few hundred bytes; error reports carry up to 20 stacks of 5000 characters. */
const EVENT_BODY_BYTES = 8 * 1024;
const ERROR_BODY_BYTES = 128 * 1024;

export interface TrackingCollectorOptions {
  /** The tracking subgraph, asked directly as the site (in process when it runs in this one). */
  tracking: SubgraphEndpoint;
  crumbs: Crumbs;
  /** The site a Host names (the gateway's site directory, cached). */
  siteIdFor(host: string | undefined): Promise<string | undefined>;
  limits: RateLimitStore;
  /** The client's address as the edge reads it (the peer, or a trusted proxy's X-Forwarded-For). */
  clientAddressOf(req: IncomingMessage): string | undefined;
}

export interface TrackingCollector {
  /** Serves a request for one of the collector's paths and answers true; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  batcher: TrackingBatcher;
}

const RECORD_EVENTS = print(RestRecordTrackingEventsDocument);
const RECORD_ERRORS = print(RestRecordClientErrorsDocument);

/** A refusal in the REST layer's one shape (errors.ts), as a small JSON body. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function answer(res: ServerResponse, status: number, body?: Record<string, unknown>) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (!body) return void res.end();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The request's body as text, refused past `limit` bytes (413) or in an encoding it cannot read (415). */
function bodyText(req: IncomingMessage, limit: number): Promise<string> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity')
    return Promise.reject(new Refused(415, 'UNSUPPORTED_ENCODING', `The content encoding "${encoding}" is not taken.`));
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return Promise.reject(new Refused(413, 'TOO_LARGE', 'The request body is too large.'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Refused(413, 'TOO_LARGE', 'The request body is too large.'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A body by its type: a form, JSON (400 when malformed), or a beacon's text/plain (JSON when it looks like JSON, else a form). */
function parseBody(req: IncomingMessage, text: string): unknown {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') {
    try {
      return JSON.parse(text);
    } catch {
      throw new Refused(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
    }
  }
  return text ? beaconBody(text) : {};
}

/** The request's cookies, read only by the paths that need one (the crumb, the visit record). */
function cookiesOf(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      cookies[name] = pair.slice(index + 1).trim();
    }
  }
  return cookies;
}

/** The path of the page a beacon came from (its Referer), on the same host; null otherwise. */
function refererPath(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.headers.host ? url.pathname : null;
  } catch {
    return null;
  }
}

type Body = Record<string, unknown>;
type EventReader = (body: Body, siteId: string, req: IncomingMessage) => Read<TrackingEventInput>;

/**
 * The tracking collector (SPEC section 7): census hits, block and quick-view census paths,
 * RecordEvent, the events service and client error reports. Each request is checked (its body's
 * size and shape, the site it names, the client's limit), answered 202 with no body, and its event
 * handed to the batcher, which writes each site's events together (tracking-batcher.ts) through the
 * `recordTrackingEvents` mutation. Error reports are rare and go straight to theirs. A site that
 * turned tracking off gets the same 202: the subgraph drops its events.
 *
 * It is a plain Node handler, which the launcher asks before Express: a beacon needs none of the
 * edge's middleware (request id, access log line, page headers) nor Express's routing and body
 * parsers, which together cost several times the rest of its work (`npm run bench -- tracking`).
 */
export function trackingCollector(options: TrackingCollectorOptions): TrackingCollector {
  const { tracking, crumbs, siteIdFor, clientAddressOf } = options;
  // The product's own call for a site, straight to the tracking subgraph: the gateway's plan,
  // variable coercion and result shaping would be paid again for every batch of a few hundred events.
  async function record<T>(siteId: string, query: string, variables: Record<string, unknown>): Promise<T> {
    const answer = await callSubgraphAsSite<T>({ ...tracking, siteId, query, variables, mutation: true });
    if (answer.status === 'unavailable') throw new Error(`the tracking subgraph is unavailable: ${answer.reason}`);
    return answer.data;
  }
  const eventsPerClient = options.limits.limit('events-per-client', TRACKING_LIMIT_RULES['events-per-client']);
  const reportsPerClient = options.limits.limit(
    'error-reports-per-client',
    TRACKING_LIMIT_RULES['error-reports-per-client'],
  );
  const batcher = trackingBatcher({
    send: async (siteId, events) => {
      const data = await record<RestRecordTrackingEventsMutation>(siteId, RECORD_EVENTS, {
        events,
      } satisfies RestRecordTrackingEventsMutationVariables);
      const refused = data.recordTrackingEvents.userErrors[0];
      if (refused) log.debug({ siteId, events: events.length, code: refused.code }, 'a batch of events was refused');
    },
  });

  const limited = (retryAfterSeconds: number, what: string) =>
    new Refused(429, 'RATE_LIMITED', `Too many ${what} from this client: try again in a few seconds.`, {
      retryAfterSeconds,
    });

  /** The body (its raw text checked for text PostgreSQL cannot hold) and the site its Host names. */
  async function begin(req: IncomingMessage, limit: number): Promise<{ body: unknown; siteId: string }> {
    const body = parseBody(req, await bodyText(req, limit));
    const problem = unstorableTextIn(body);
    if (problem) throw new Refused(400, 'INVALID_TEXT', problem);
    const siteId = await siteIdFor(req.headers.host);
    if (!siteId) throw new Refused(404, 'SITE_NOT_FOUND', 'There is no site at this address.');
    return { body, siteId };
  }

  /** One event: read, limited per client, handed to the batcher. */
  async function takeEvent(req: IncomingMessage, res: ServerResponse, read: EventReader, crumbInForm = false) {
    const { body, siteId } = await begin(req, EVENT_BODY_BYTES);
    const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Body;
    if (crumbInForm) {
      // The crumb comes in the form (a beacon cannot send the header): the platform's one check, at its form place.
      const cookies = cookiesOf(req);
      const sent = fields.crumb;
      if (
        typeof sent !== 'string' ||
        sent !== cookies[COOKIES.crumb] ||
        !crumbs.verify(sent, readVisitorTokens(cookies))
      )
        throw new Refused(403, 'CRUMB_FAIL', CRUMB_FAILURE_MESSAGE, { crumbFail: true });
    }
    const event = read(fields, siteId, req);
    if (!event.ok) throw new Refused(400, 'INPUT_INVALID', event.message, { field: event.field });
    const unstorable = unstorableTextIn(event.value);
    if (unstorable) throw new Refused(400, 'INVALID_TEXT', unstorable);
    const clientAddress = clientKeyOf(clientAddressOf(req));
    const decision = await eventsPerClient.consume(clientAddress);
    if (!decision.allowed) throw limited(decision.retryAfterSeconds, 'events');
    batcher.add(siteId, { ...event.value, userAgent: req.headers['user-agent'] ?? '', clientAddress });
    answer(res, 202);
  }

  async function takeErrorReports(req: IncomingMessage, res: ServerResponse) {
    const { body, siteId } = await begin(req, ERROR_BODY_BYTES);
    const reports = readErrorReports(body, siteId);
    if (!reports.ok) throw new Refused(400, 'INPUT_INVALID', reports.message, { field: reports.field });
    const unstorable = unstorableTextIn(reports.value);
    if (unstorable) throw new Refused(400, 'INVALID_TEXT', unstorable);
    const decision = await reportsPerClient.consume(clientKeyOf(clientAddressOf(req)));
    if (!decision.allowed) throw limited(decision.retryAfterSeconds, 'error reports');
    await record<RestRecordClientErrorsMutation>(siteId, RECORD_ERRORS, {
      reports: reports.value,
    } satisfies RestRecordClientErrorsMutationVariables);
    answer(res, 202);
  }

  const cookieRecord = (req: IncomingMessage) => cookiesOf(req)[VISIT_RECORD_COOKIE];
  const eventPaths = new Map<string, { read: EventReader; crumbInForm?: boolean }>([
    [TRACKING_PATHS.recordHit, { read: (body, siteId, req) => readCensusHit(body, siteId, cookieRecord(req)) }],
    ...Object.entries(CENSUS_PATH_KINDS).map(
      ([name, kind]) =>
        [
          TRACKING_PATHS.censusBlock(name),
          {
            read: (body: Body, siteId: string, req: IncomingMessage) =>
              readCensusBlock(body, siteId, kind, refererPath(req)),
          },
        ] as const,
    ),
    [
      TRACKING_PATHS.recordEvent,
      { read: (body, siteId, req) => readRecordEvent(body, siteId, refererPath(req)), crumbInForm: true },
    ],
    [TRACKING_PATHS.events, { read: (body, siteId) => readAnalyticsEvent(body, siteId) }],
  ]);

  /** What serves a path, or undefined for a path that is not the collector's. */
  function routeOf(path: string): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined {
    const route = eventPaths.get(path);
    if (route) return (req, res) => takeEvent(req, res, route.read, route.crumbInForm);
    if (path === TRACKING_PATHS.errors) return takeErrorReports;
    if (path.startsWith(TRACKING_PATHS.quickView)) {
      let itemId: string;
      try {
        itemId = decodeURIComponent(path.slice(TRACKING_PATHS.quickView.length));
      } catch {
        itemId = '\u0000';
      }
      return (req, res) =>
        takeEvent(req, res, (body, siteId) => readCensusBlock(body, siteId, 'QUICK_VIEW', refererPath(req), itemId));
    }
    return undefined;
  }

  return {
    batcher,
    handle(req, res) {
      if (req.method !== 'POST') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const serve = routeOf(query < 0 ? url : url.slice(0, query));
      if (!serve) return false;
      serve(req, res).catch((error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof Refused) {
          if (error.status === 429) res.setHeader('Retry-After', String(error.extra.retryAfterSeconds));
          // The rest of a body too large was not read: the connection cannot carry another request.
          if (error.status === 413) res.setHeader('Connection', 'close');
          const { retryAfterSeconds: _, ...extra } = error.extra;
          return answer(res, error.status, { error: error.message, code: error.code, ...extra });
        }
        // Anything else is ours: logged in full, masked in the answer.
        log.error({ err: error, path: req.url }, 'the tracking collector failed');
        answer(res, 500, {
          error: 'Internal server error',
          code: 'INTERNAL_SERVER_ERROR',
          requestId: currentRequestId(),
        });
      });
      return true;
    },
  };
}
