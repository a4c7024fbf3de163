import type { JobTrigger, OwnerRequest, SubgraphContext } from '@atelier/platform';
import type { WebhookSettings } from './services/webhook-settings.ts';

/** The request, its visitor as an owner, and the webhooks subgraph's dependencies: the subgraphs' one context shape (subgraphs/README.md). */
export interface Context extends SubgraphContext, OwnerRequest {
  settings: WebhookSettings;
  jobs: JobTrigger;
}
