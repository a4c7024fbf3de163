/**
 * The subgraphs of Atelier, in the order they start. Adding one is a folder under subgraphs/ with
 * its SDL in schema/<name>.graphql, plus its name here.
 */
export const SUBGRAPH_NAMES = ['catalog', 'cart', 'accounts', 'forms', 'restock'] as const;

export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];
