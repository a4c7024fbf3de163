import http from 'node:http';
import https from 'node:https';
import { ok, publicAddressGuard, type Outcome } from '@atelier/platform';
import { refuse, type FetchFailure } from '../errors.ts';

/** The image's bytes, or why they could not be fetched (URL_UNREACHABLE at the mutation's `url`). */
export type FetchedImage = Outcome<Buffer, 'URL_UNREACHABLE'>;

const unreachable = (failure: FetchFailure) => refuse('URL_UNREACHABLE', ['url'], failure);

export interface FetchImageOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Host names an operator allows even on private addresses (an intranet's image server). */
  privateHostsAllowed: ReadonlySet<string>;
}

const MAX_REDIRECTS = 3;

/**
 * Fetches an owner's image URL on the server, so that the storefront serves sizes of its own. The
 * address is checked when the connection is made (the resolver's answer itself, so a name cannot
 * turn private between a check and the fetch), and again for every redirect; the body is cut off at
 * maxBytes and the whole fetch at timeoutMs.
 */
export async function fetchImage(url: string, options: FetchImageOptions): Promise<FetchedImage> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') return unreachable({ why: 'scheme' });
    // An address written as such is connected to without a lookup: it is checked here.
    const guard = publicAddressGuard(current, options.privateHostsAllowed);
    if (guard.literalRefused) return unreachable({ why: 'notPublic' });
    let response: http.IncomingMessage;
    try {
      response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = (current.protocol === 'https:' ? https : http).get(
          current,
          {
            lookup: guard.lookup,
            signal: deadline,
            headers: { accept: 'image/*', 'user-agent': 'Atelier image fetcher' },
          },
          resolve,
        );
        request.on('error', reject);
      });
    } catch {
      if (guard.refused()) return unreachable({ why: 'notPublic' });
      return unreachable({ why: deadline.aborted ? 'slow' : 'unreachable' });
    }
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, current);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      return unreachable({ why: 'status', status: response.statusCode ?? 0 });
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > options.maxBytes) {
      response.destroy();
      return unreachable({ why: 'tooLarge' });
    }
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > options.maxBytes) {
          response.destroy();
          return unreachable({ why: 'tooLarge' });
        }
        chunks.push(chunk as Buffer);
      }
      return ok(Buffer.concat(chunks));
    } catch {
      return unreachable({ why: deadline.aborted ? 'slow' : 'unreachable' });
    }
  }
  return unreachable({ why: 'redirects' });
}
