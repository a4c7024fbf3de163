import { ownedSiteId, ownersSite } from '@atelier/platform';
import { savePage } from '../services/save-page.ts';
import { savePost } from '../services/save-post.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's posts and pages. Each checks ownership first. */
export const ownerContentResolvers: Resolvers = {
  Collection: {
    ownerBody: async (collection, _, ctx) => ((await ownersSite(collection.websiteId, ctx)) ? collection.body : null),
  },
  Mutation: {
    savePost: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { post: null, userErrors: owned.errors };
      const saved = await savePost(ctx.em, owned.value, input);
      return saved.ok ? { post: saved.value, userErrors: [] } : { post: null, userErrors: saved.errors };
    },
    savePage: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await savePage(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
  },
};
