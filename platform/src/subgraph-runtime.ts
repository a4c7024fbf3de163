import { loadServerSecret } from './security/server-secret.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrateUp } from './database/orm.ts';
import { startSubgraphService, type RunningService } from './http/subgraph-service.ts';
import type { JobDefinition } from './jobs/job-runner.ts';
import { openMailer, type Mailer } from './mail/mailer.ts';
import { openJobTrigger, type JobTrigger } from './jobs/job-trigger.ts';
import { openRateLimitStore, type LimitRule, type RateLimitStore } from './limits/rate-limits.ts';
import { createLogger } from './logger.ts';
import type { SubgraphDefinition, SubgraphDependencies } from './subgraph-definition.ts';
import type { SubgraphEndpoint } from './http/subgraph-site-call.ts';

export interface SubgraphStartOptions {
  databaseUrl: string;
  gatewayUrl: string;
  /** Other subgraphs' endpoints as this process knows them (SubgraphDependencies.subgraph); none when left out. */
  subgraph?(name: string): SubgraphEndpoint | undefined;
  listen?: { port?: number; host?: string };
  seedDemo?: boolean;
  /** Where the product is served, for the demo's data (DemoSeedOptions.origin); http://localhost:3000 when not told. */
  publicUrl?: string;
  redisUrl?: string;
  limitOverrides?: Readonly<Record<string, LimitRule>>;
  /** SMTP for the product's mail (ATELIER_SMTP_URL); without it mail stays in the outbox. */
  smtpUrl?: string;
}

export interface StartedSubgraph {
  name: string;
  url: string;
  /** Answers a GraphQL request in this process as its URL would (RunningService.serve). */
  serve: RunningService['serve'];
  /** Its background jobs, for the process's one job runner. */
  jobs: JobDefinition[];
  stop(): Promise<void>;
}

const log = createLogger('platform');
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * Brings one subgraph up: its schema migrated (and seeded, when asked), its limits, its HTTP
 * service. Used alike by the all-in-one launcher and by a subgraph's own process.
 */
export async function startSubgraph(
  definition: SubgraphDefinition,
  options: SubgraphStartOptions,
): Promise<StartedSubgraph> {
  let orm: MikroORM | undefined;
  let limits: RateLimitStore | undefined;
  let service: RunningService | undefined;
  let mailer: Mailer | undefined;
  let trigger: JobTrigger | undefined;
  const stop = async () => {
    await service?.stop();
    await trigger?.close();
    await mailer?.close();
    await limits?.close();
    await orm?.close();
  };
  try {
    const database = (orm = await definition.openDatabase(options.databaseUrl));
    const applied = await migrateUp(database);
    if (applied.length) log.info({ subgraph: definition.name, migrations: applied }, 'applied migrations');
    if (options.seedDemo) await definition.seedDemo?.(database, { origin: options.publicUrl ?? DEFAULT_PUBLIC_URL });
    limits = openRateLimitStore({
      databaseUrl: options.databaseUrl,
      // Its rate_limit table is in the subgraph's own PostgreSQL schema, whose name the limits'
      // overrides use too (ATELIER_RATE_LIMITS cart.adds…): not always the subgraph's name.
      schema: database.config.get('schema') ?? definition.name,
      redisUrl: options.redisUrl,
      overrides: options.limitOverrides,
    });
    mailer = await openMailer({
      databaseUrl: options.databaseUrl,
      smtpUrl: options.smtpUrl,
      from: process.env.ATELIER_MAIL_FROM,
    });
    trigger = openJobTrigger(options.databaseUrl);
    const deps: SubgraphDependencies = {
      orm: database,
      gatewayUrl: options.gatewayUrl,
      subgraph: options.subgraph ?? (() => undefined),
      limits,
      secret: await loadServerSecret(options.databaseUrl),
      mailer,
      jobs: trigger,
      publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    };
    const serviceOptions = definition.service(deps);
    serviceOptions.health ??= async () => {
      await database.em.getConnection().execute('select 1');
    };
    service = await startSubgraphService(serviceOptions, options.listen);
    return { name: definition.name, url: service.url, serve: service.serve, jobs: definition.jobs?.(deps) ?? [], stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
