import type { MikroORM } from '@mikro-orm/postgresql';
import type { BaseContext } from '@apollo/server';
import type { SubgraphServiceOptions } from './http/subgraph-service.ts';
import type { SubgraphEndpoint } from './http/subgraph-site-call.ts';
import type { JobDefinition } from './jobs/job-runner.ts';
import type { JobTrigger } from './jobs/job-trigger.ts';
import type { RateLimitStore } from './limits/rate-limits.ts';
import type { Mailer } from './mail/mailer.ts';

export interface SubgraphDependencies {
  orm: MikroORM;
  /** The gateway's GraphQL endpoint, for the rare read a subgraph needs from another domain. */
  gatewayUrl: string;
  /**
   * Another subgraph's own endpoint, when this process knows it (all in one: every subgraph it
   * started, with its in-process entry, or was told of; distributed: none), asked when a request
   * needs it, as the subgraphs start one after another. For a hot path's direct read
   * (http/subgraph-site-call.ts); undefined: ask through the gateway.
   */
  subgraph(name: string): SubgraphEndpoint | undefined;
  /** Limits whose counts live in this subgraph's schema (or Redis), shared by every process. */
  limits: RateLimitStore;
  /** The server secret, to sign calls made through the gateway on behalf of a site (site-calls.ts). */
  secret: string;
  /** The product's mail (SMTP when configured, always recorded in the outbox that /admin shows). */
  mailer: Mailer;
  /** Asks for a run of a job now (a send the owner asked for) rather than at its next schedule. */
  jobs: JobTrigger;
  /** Where the product is served (http://localhost:3000): links in mail sent without a visitor's request start there. */
  publicUrl: string;
}

/** What a demo seed may need to know of the running product. */
export interface DemoSeedOptions {
  /** Where the demo's default site is served (http://localhost:3000): links kept in its data point there. */
  origin: string;
}

/**
 * What the launcher needs to know of a subgraph. Each folder under subgraphs/ exports one of these
 * as `subgraph`; adding a subgraph is that folder plus its name in subgraphs.config.ts.
 */
export interface SubgraphDefinition {
  name: string;
  openDatabase(clientUrl: string): Promise<MikroORM>;
  service(deps: SubgraphDependencies): SubgraphServiceOptions<BaseContext>;
  /** Background jobs over this subgraph's data (clean-ups and the like), run on a schedule. */
  jobs?(deps: SubgraphDependencies): JobDefinition[];
  /** Inserts this subgraph's part of the demo site unless it is already there. */
  seedDemo?(orm: MikroORM, options: DemoSeedOptions): Promise<void>;
}
