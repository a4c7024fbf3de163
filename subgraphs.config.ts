import { codegen as accounts } from './subgraphs/accounts/codegen.ts';
import { codegen as catalog } from './subgraphs/catalog/codegen.ts';
import { codegen as forms } from './subgraphs/forms/codegen.ts';
import { codegen as restock } from './subgraphs/restock/codegen.ts';
import { codegen as commerce } from './subgraphs/commerce/codegen.ts';
import { codegen as billing } from './subgraphs/billing/codegen.ts';
import { codegen as tracking } from './subgraphs/tracking/codegen.ts';
import { codegen as webhooks } from './subgraphs/webhooks/codegen.ts';
import { codegen as partners } from './subgraphs/partners/codegen.ts';

/**
 * The subgraphs of Atelier, in the order they start. Adding one is its folder under subgraphs/,
 * shaped as subgraphs/README.md says (with its codegen.ts), and its line here: the launcher, the
 * composition (schema/compose.ts) and the root codegen.ts take it from this list.
 */
export const SUBGRAPHS = [catalog, commerce, accounts, forms, restock, billing, tracking, webhooks, partners] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export const SUBGRAPH_NAMES: readonly SubgraphName[] = SUBGRAPHS.map((subgraph) => subgraph.name);
