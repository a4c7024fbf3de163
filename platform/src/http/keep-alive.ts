/**
 * Connections between the gateway and a subgraph are kept open for reuse. Whichever side closes
 * an idle one races the other's next request on it (the request meets a reset connection), so
 * the gateway, which sends the requests, always closes first: it lets an idle connection go well
 * before the subgraph would.
 */

/** How long a subgraph keeps an idle connection from the gateway open. */
export const SUBGRAPH_KEEP_ALIVE_MS = 65_000;

/** How long the gateway keeps an idle connection to a subgraph for its next request. */
export const GATEWAY_IDLE_CONNECTION_MS = 30_000;
