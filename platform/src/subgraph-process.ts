import { startJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { parseLimitOverrides } from './limits/rate-limits.ts';
import { createLogger } from './logger.ts';
import { onTermination, stopDrainMs } from './process/termination.ts';
import type { SubgraphDefinition } from './subgraph-definition.ts';
import { startSubgraph, type StartedSubgraph } from './subgraph-runtime.ts';

/**
 * Runs one subgraph as a process of its own (distributed mode), with its background jobs. It needs
 * DATABASE_URL, and ATELIER_GATEWAY_URL for subgraphs that read from other domains; PORT and HOST
 * say where to listen; REDIS_URL and ATELIER_RATE_LIMITS as for the whole product.
 */
export async function runSubgraphProcess(definition: SubgraphDefinition): Promise<void> {
  const log = createLogger(`subgraph:${definition.name}`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    log.error('DATABASE_URL must name the PostgreSQL server of this subgraph');
    process.exit(1);
  }
  stopDrainMs(); // a bad ATELIER_STOP_DRAIN_MS stops the start, not a later stop
  let subgraph: StartedSubgraph | undefined;
  let jobs: JobRunner | undefined;
  onTermination(log, async () => {
    await jobs?.stop();
    await subgraph?.stop();
  });
  subgraph = await startSubgraph(definition, {
    databaseUrl,
    gatewayUrl: process.env.ATELIER_GATEWAY_URL ?? 'http://127.0.0.1:3000/graphql',
    listen: { port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' },
    redisUrl: process.env.REDIS_URL,
    limitOverrides: parseLimitOverrides(),
    smtpUrl: process.env.ATELIER_SMTP_URL,
  });
  if (subgraph.jobs.length) jobs = await startJobRunner(databaseUrl, subgraph.jobs);
}
