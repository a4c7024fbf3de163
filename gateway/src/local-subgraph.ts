import http from 'node:http';
import { HeaderMap } from '@apollo/server';
import type { InProcessAnswer, InProcessRequest } from '@atelier/platform';
import type { SubgraphTransport } from './subgraph-fetch.ts';

/** A subgraph that runs in the gateway's process: platform's RunningService.serve. */
export type LocalSubgraph = (request: InProcessRequest) => Promise<InProcessAnswer>;

/**
 * The way to a subgraph the all-in-one launcher runs beside the gateway: the request the plan and
 * the data source made, internal headers and all, handed to the subgraph's own server in this
 * process. The subgraph reads it as it reads its HTTP requests (one context, one masking, one
 * request id); what is left out is the socket, the HTTP parsing on both sides and the JSON both ways.
 */
export function inProcess(subgraph: LocalSubgraph): SubgraphTransport {
  return ({ headers, body }) =>
    subgraph({ headers: new HeaderMap(Object.entries(headers)), body }).then((answer) => ({
      status: answer.status,
      statusText: http.STATUS_CODES[answer.status] ?? '',
      header: (name) => answer.headers.get(name.toLowerCase()),
      body: answer.result,
    }));
}
