import { migrateUp } from './database/orm.ts';
import { startSubgraphService } from './http/subgraph-service.ts';
import { createLogger } from './logger.ts';
import type { SubgraphDefinition } from './subgraph-definition.ts';

/**
 * Runs one subgraph as a process of its own (distributed mode). It needs DATABASE_URL, and
 * ATELIER_GATEWAY_URL for subgraphs that read from other domains; PORT and HOST say where to listen.
 */
export async function runSubgraphProcess(definition: SubgraphDefinition): Promise<void> {
  const log = createLogger(`subgraph:${definition.name}`);
  const clientUrl = process.env.DATABASE_URL;
  if (!clientUrl) {
    log.error('DATABASE_URL must name the PostgreSQL server of this subgraph');
    process.exit(1);
  }
  const orm = await definition.openDatabase(clientUrl);
  await migrateUp(orm);
  const service = await startSubgraphService(
    definition.service({ orm, gatewayUrl: process.env.ATELIER_GATEWAY_URL ?? 'http://127.0.0.1:3000/graphql' }),
    { port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' },
  );
  const stop = async () => {
    await service.stop();
    await orm.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
