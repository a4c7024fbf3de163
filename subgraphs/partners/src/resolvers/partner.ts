import { checkApiKey, keyAccessOf } from '../services/api-keys.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A partner's side: the key a request carries, and the gateway's check of a key's secret. */
export const partnerResolvers: Resolvers = {
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
  },
  Query: {
    apiKey: (_, __, ctx) => (ctx.apiKeyId ? keyAccessOf(ctx.em, ctx.apiKeyId) : null),
  },
  Mutation: {
    checkApiKey: (_, { secret }, ctx) => checkApiKey(ctx.em, ctx.plans, secret),
  },
};
