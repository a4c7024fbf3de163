import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';

/**
 * Addresses an owner's URL may not reach (an image to fetch, a webhook to call): this machine,
 * private networks, link-local, multicast. One list, so that every server-side fetch an owner
 * steers refuses the same places.
 */
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

/** Host names an operator allows on private addresses, from a comma-separated setting (ATELIER_IMAGE_HOSTS_ALLOWED…). */
export const hostsAllowedFrom = (setting: string | undefined): ReadonlySet<string> =>
  new Set(
    (setting ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A connection's address check, made on the resolver's answer itself, so a name cannot turn private
 * between a check and the connection. `lookup` goes into http(s).request's options; `literal` is
 * the refusal of a host written as an address (connected to without a lookup); `refused()` says
 * whether a failed connection was this check's doing.
 */
export function publicAddressGuard(url: URL, privateHostsAllowed: ReadonlySet<string>) {
  const allowPrivate = privateHostsAllowed.has(url.hostname.toLowerCase());
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  let refused = false;
  const lookup = (hostname: string, opts: object, callback: LookupCallback) =>
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
  return {
    literalRefused: Boolean(isIP(literal)) && !allowPrivate && isPrivateAddress(literal),
    lookup,
    refused: () => refused,
  };
}
