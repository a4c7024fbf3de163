import type { SubgraphDefinition } from '@atelier/platform';
import { SUBGRAPH_NAMES, type SubgraphName } from '../../subgraphs.config.ts';

/** Each subgraph's workspace package, written out so that the server's build compiles every one in. */
const PACKAGES: Readonly<Record<SubgraphName, () => Promise<{ subgraph: SubgraphDefinition }>>> = {
  catalog: () => import('@atelier/subgraph-catalog'),
  commerce: () => import('@atelier/subgraph-commerce'),
  accounts: () => import('@atelier/subgraph-accounts'),
  forms: () => import('@atelier/subgraph-forms'),
  restock: () => import('@atelier/subgraph-restock'),
  billing: () => import('@atelier/subgraph-billing'),
  tracking: () => import('@atelier/subgraph-tracking'),
  webhooks: () => import('@atelier/subgraph-webhooks'),
  partners: () => import('@atelier/subgraph-partners'),
};

/** Every subgraph named in subgraphs.config.ts, loaded from its workspace package. */
export async function loadSubgraphs(): Promise<SubgraphDefinition[]> {
  return Promise.all(SUBGRAPH_NAMES.map(async (name) => (await PACKAGES[name]()).subgraph));
}
