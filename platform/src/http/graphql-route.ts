import { HeaderMap, type HTTPGraphQLRequest, type HTTPGraphQLResponse } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/** A GraphQL answer whole, as an HTTP response carries it. */
export interface GraphQLAnswer {
  status: number;
  headers: HeaderMap;
  body: string;
}

/** Apollo's answer with its body read whole: nothing of ours streams (neither gateway nor subgraphs serve @defer). */
export async function wholeAnswer(response: HTTPGraphQLResponse): Promise<GraphQLAnswer> {
  let body: string;
  if (response.body.kind === 'complete') body = response.body.string;
  else {
    body = '';
    for await (const chunk of response.body.asyncIterator) body += chunk;
  }
  return { status: response.status ?? 200, headers: response.headers, body };
}

/** An express request as Apollo's HTTP layer takes it; express.json has read its body. */
function graphQLRequestOf(req: Request): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = req.url.indexOf('?');
  return {
    method: req.method.toUpperCase(),
    headers,
    search: query === -1 ? '' : req.url.slice(query),
    body: req.body,
  };
}

/**
 * GraphQL on an express route, the gateway's and each subgraph's: the request as Apollo takes it,
 * the answer written whole with res.end. It stands where Apollo's express integration stood, whose
 * res.send hashed every answer for an ETag that no POST uses.
 */
export function graphqlRoute(
  answer: (request: HTTPGraphQLRequest, req: Request, res: Response) => Promise<GraphQLAnswer>,
): RequestHandler {
  return async (req, res) => {
    const { status, headers, body } = await answer(graphQLRequestOf(req), req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.statusCode = status;
    res.end(body);
  };
}
