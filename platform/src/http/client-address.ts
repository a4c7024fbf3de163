import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

/**
 * Express's `trust proxy` setting from TRUST_PROXY. Unset or `false`: X-Forwarded-For is ignored and
 * the client is the peer address, so no client can choose its own address (and so escape a per-client
 * limit). Set it only when proxies you run sit in front: a hop count (`1`), or their addresses and
 * subnets (`loopback`, `10.0.0.0/8, 192.168.1.2`), as Express reads them. `true` is refused: it
 * would believe the leftmost X-Forwarded-For entry, which the client writes itself.
 */
export function trustProxySetting(value = process.env.TRUST_PROXY): number | string | false {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address: give the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * The client as per-client limits count it. IPv4 addresses (also when written as IPv4-mapped IPv6)
 * count one by one; an IPv6 address counts by its /64, the block one household or server is given,
 * so that rotating addresses inside it does not make a new client.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The address of a request's client as Express's `req.ip` reads it under `trustProxySetting`
 * (proxy-addr, Express's own), for a handler that runs before Express: the tracking collector.
 */
export function clientAddressReader(setting = trustProxySetting()): (req: IncomingMessage) => string | undefined {
  const trust =
    setting === false
      ? () => false
      : typeof setting === 'number'
        ? (_address: string, hop: number) => hop < setting
        : proxyaddr.compile(setting.split(',').map((entry) => entry.trim()));
  return (req) => proxyaddr(req, trust);
}
