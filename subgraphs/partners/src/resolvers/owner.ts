import { ownedSiteId, ownersSite } from '@atelier/platform';
import type { ApiKey } from '../entities/api-key.ts';
import { createApiKey, keysOf, revokeApiKey } from '../services/api-keys.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The API keys panel: the owner's keys, making and revoking them. A key cannot manage keys (the gateway refuses it). */
export const ownerResolvers: Resolvers = {
  Website: {
    apiKeys: async (website, _, ctx) => {
      const siteId = await ownersSite(website.id, ctx);
      return siteId ? keysOf(ctx.em, siteId) : [];
    },
  },
  ApiKey: {
    createdAt: (key: ApiKey) => key.createdAt.toISOString(),
    lastUsedAt: (key: ApiKey) => key.lastUsedAt?.toISOString() ?? null,
    revokedAt: (key: ApiKey) => key.revokedAt?.toISOString() ?? null,
  },
  Mutation: {
    createApiKey: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { apiKey: null, secret: null, userErrors: owned.errors };
      const made = await createApiKey(ctx.em, ctx.plans, owned.value, input);
      return made.ok
        ? { apiKey: made.value.key, secret: made.value.secret, userErrors: [] }
        : { apiKey: null, secret: null, userErrors: made.errors };
    },
    revokeApiKey: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { apiKey: null, userErrors: owned.errors };
      const revoked = await revokeApiKey(ctx.em, owned.value, id);
      return revoked.ok ? { apiKey: revoked.value, userErrors: [] } : { apiKey: null, userErrors: revoked.errors };
    },
  },
};
