import http from 'node:http';
import https from 'node:https';
import { publicAddressGuard } from '@atelier/platform';
import { ANSWER_KEPT_CHARS } from '../domain/delivery-body.ts';

/** What an address answered a post: its status and the start of its body, or why no answer came (status null). */
export interface PostAnswer {
  status: number | null;
  answer: string;
}

export interface PostOptions {
  timeoutMs: number;
  hostsAllowed: ReadonlySet<string>;
}

/**
 * Posts a delivery's body with its headers, checking the address again as the connection is made
 * (a name that turned private since the subscription is refused) and following no redirect (a
 * 3xx is an answer like any other, not a 2xx). The answer is read up to its first 1000 characters.
 */
export async function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostAnswer> {
  const target = new URL(url);
  const guard = publicAddressGuard(target, options.hostsAllowed);
  if (guard.literalRefused) return { status: null, answer: 'Refused: the address is not on the public internet.' };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await new Promise<PostAnswer>((resolve, reject) => {
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          lookup: guard.lookup,
          signal,
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Atelier-Webhooks/1',
            ...headers,
          },
        },
        (response) => {
          let answer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (answer.length < ANSWER_KEPT_CHARS) answer += chunk;
            else response.destroy();
          });
          const done = () =>
            resolve({ status: response.statusCode ?? null, answer: answer.slice(0, ANSWER_KEPT_CHARS) });
          response.on('end', done);
          response.on('close', done);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  } catch {
    if (guard.refused()) return { status: null, answer: 'Refused: the address is not on the public internet.' };
    if (signal.aborted) return { status: null, answer: `No answer within ${options.timeoutMs / 1000} seconds.` };
    return { status: null, answer: 'The connection failed: the server could not be reached.' };
  }
}
