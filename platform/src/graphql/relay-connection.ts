/**
 * A Relay connection's shape, written once for every subgraph that pages: its page info follows
 * from the edges it holds and from what the service found either side of them.
 */
export interface ConnectionPage {
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function relayConnection<E extends { cursor: string }>(edges: E[], page: ConnectionPage) {
  return {
    edges,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The connection of nothing: what a reader who may not see a list gets. */
export const EMPTY_CONNECTION = relayConnection([], { totalCount: 0, hasNextPage: false, hasPreviousPage: false });
