import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { ok, type Outcome } from '@atelier/platform';
import { refuse, type FetchFailure } from '../errors.ts';

/** Addresses an owner's image URL may not reach: this machine, private networks, link-local, multicast. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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
    const allowPrivate = options.privateHostsAllowed.has(current.hostname.toLowerCase());
    // An address written as such is connected to without a lookup: it is checked here.
    const literal = current.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allowPrivate && isPrivateAddress(literal)) return unreachable({ why: 'notPublic' });
    let refused = false;
    const lookup = (
      hostname: string,
      opts: object,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) =>
      dnsLookup(hostname, { ...opts, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const usable = addresses.filter((a) => allowPrivate || !isPrivateAddress(a.address));
        if (!usable.length) {
          refused = true;
          return callback(new Error('private address'), []);
        }
        const wantsAll = (opts as { all?: boolean }).all;
        return wantsAll ? callback(null, usable) : callback(null, usable[0]!.address, usable[0]!.family);
      });
    let response: http.IncomingMessage;
    try {
      response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = (current.protocol === 'https:' ? https : http).get(
          current,
          { lookup, signal: deadline, headers: { accept: 'image/*', 'user-agent': 'Atelier image fetcher' } },
          resolve,
        );
        request.on('error', reject);
      });
    } catch {
      if (refused) return unreachable({ why: 'notPublic' });
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
