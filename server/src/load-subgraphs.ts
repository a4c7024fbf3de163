import type { SubgraphDefinition } from '@atelier/platform';
import { SUBGRAPH_NAMES } from '../../subgraphs.config.ts';

/** Every subgraph named in subgraphs.config.ts, loaded from its workspace package. */
export async function loadSubgraphs(): Promise<SubgraphDefinition[]> {
  return Promise.all(
    SUBGRAPH_NAMES.map(async (name) => {
      const module = (await import(`@atelier/subgraph-${name}`)) as { subgraph: SubgraphDefinition };
      return module.subgraph;
    }),
  );
}
