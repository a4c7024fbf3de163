/**
 * The subgraphs of Atelier, in the order they start. Adding one is a folder under subgraphs/ with
 * its SDL in src/schema.graphql, plus its name here.
 */
export const SUBGRAPH_NAMES = ['catalog', 'cart', 'accounts', 'forms', 'restock'] as const;

export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

/** Where a subgraph's SDL is, from the repository's root: beside its code (the cart's is still in schema/). */
export const sdlPathOf = (name: SubgraphName) => (name === 'cart' ? 'schema/cart.graphql' : `subgraphs/${name}/src/schema.graphql`);
