/**
 * What the API explorer says about each answer and how it sends each request: with a key exactly as
 * a partner's server would (its Authorization header, none of the owner's cookies), without one as
 * the signed-in owner (the dashboard's own cookies).
 */

/** `extensions.cost` of an answer to a request with a key (gateway/src/partners/partner-limits.ts). */
interface CostExtension {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

const isCost = (value: unknown): value is CostExtension => {
  const cost = value as CostExtension | null | undefined;
  return typeof cost?.requestedQueryCost === 'number' && typeof cost.throttleStatus?.currentlyAvailable === 'number';
};

const points = (n: number) => Math.floor(n).toLocaleString('en-US');

/** The request the explorer sends to /graphql: the key's alone when there is one, else the owner's session. */
export function explorerRequest(key: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  return { method: 'POST', credentials: key ? 'omit' : 'same-origin', headers, body: JSON.stringify(body) };
}

/** One line on an answer's cost and the key's bucket after it; null when the answer has none (no key). */
export function costLine(extensions: unknown): string | null {
  const cost = (extensions as { cost?: unknown } | null | undefined)?.cost;
  if (!isCost(cost)) return null;
  const { maximumAvailable, currentlyAvailable, restoreRate } = cost.throttleStatus;
  return (
    `Cost ${points(cost.requestedQueryCost)} · ${points(currentlyAvailable)} of ${points(maximumAvailable)} ` +
    `points left, ${points(restoreRate)} restored a second`
  );
}

/** The code of a request refused before it ran (API_KEY_INVALID, THROTTLED…): its first error's; null for none. */
export function refusalCode(errors: unknown): string | null {
  if (!Array.isArray(errors)) return null;
  const code = (errors[0] as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
