/**
 * Express's `trust proxy` setting from TRUST_PROXY. Unset or `false`: X-Forwarded-For is ignored and
 * the client is the peer address, so no client can choose its own address (and so escape a per-client
 * limit). Set it only when a proxy you run sits in front: `true`, a hop count (`1`), or addresses and
 * subnets (`loopback`, `10.0.0.0/8, 192.168.1.2`), as Express reads them.
 */
export function trustProxySetting(value = process.env.TRUST_PROXY): boolean | number | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
