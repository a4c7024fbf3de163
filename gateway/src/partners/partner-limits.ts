import type { ApolloServerPlugin } from '@apollo/server';
import type { CostBuckets } from '@atelier/platform';
import type { GatewayContext } from '../context.ts';
import { KEY_ERRORS } from './key-errors.ts';
import { queryCost } from './query-cost.ts';
import { cachedFirstFieldOutOfScope } from './scope-check.ts';

/** What a response to a key tells of its cost and bucket, under `extensions.cost` (Shopify's names). */
export interface CostExtension {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

/**
 * A request with an API key, once its operation is known and before anything runs: every field it
 * selects must be within the key's scopes, and its cost (query-cost.ts) is taken from the key's
 * bucket, shared by every process. The answer carries the cost and the bucket's state, refused or not.
 */
export function partnerLimits(buckets: CostBuckets): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const key = contextValue.apiKey;
      if (!key) return;
      let cost: CostExtension | undefined;
      let retryAfterSeconds = 0;
      return {
        async didResolveOperation({ document, operation, schema, request }) {
          if (!operation) return; // refused already (operation-resolution.ts)
          const outside = cachedFirstFieldOutOfScope(schema, document, key.scopes);
          if (outside) throw KEY_ERRORS.scope(outside.coordinate, outside.scope);
          const requested = queryCost(schema, document, operation, request.variables);
          const { capacity, restorePerSecond } = buckets.rule;
          if (requested > capacity) throw KEY_ERRORS.tooCostly(requested, capacity);
          const state = await buckets.take(key.id, requested);
          cost = {
            requestedQueryCost: requested,
            throttleStatus: {
              maximumAvailable: capacity,
              currentlyAvailable: Math.floor(state.available),
              restoreRate: restorePerSecond,
            },
          };
          retryAfterSeconds = state.retryAfterSeconds;
          if (!state.allowed) throw KEY_ERRORS.throttled(requested, state);
        },
        async willSendResponse({ response }) {
          if (retryAfterSeconds) response.http.headers.set('retry-after', String(retryAfterSeconds));
          if (cost && response.body.kind === 'single')
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
        },
      };
    },
  };
}
