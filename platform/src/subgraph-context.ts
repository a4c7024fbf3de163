import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RequestInfo } from './http/subgraph-service.ts';

/**
 * What every subgraph's context begins with: the request's own entity manager, and what the
 * gateway told of the request, flat under RequestInfo's names (ctx.siteId, ctx.clientAddress,
 * ctx.setCookie…). A subgraph adds `...requestOwnership(owners, request)` when it serves owners,
 * and its dependencies (ports, limits, mailer…) by name: resolvers and services read all of it
 * from the context, never from arguments of a resolver factory (subgraphs/README.md).
 */
export interface SubgraphContext extends RequestInfo {
  em: EntityManager;
}

export function subgraphContext(orm: MikroORM, request: RequestInfo): SubgraphContext {
  return { ...request, em: orm.em.fork() };
}
