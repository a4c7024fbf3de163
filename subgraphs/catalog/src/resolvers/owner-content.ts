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
      if ('error' in owned) return { post: null, userErrors: [owned.error] };
      const saved = await savePost(ctx.em, owned.siteId, input);
      return saved.ok ? { post: saved.post, userErrors: [] } : { post: null, userErrors: saved.errors };
    },
    savePage: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if ('error' in owned) return { collection: null, userErrors: [owned.error] };
      const saved = await savePage(ctx.em, owned.siteId, input);
      return saved.ok ? { collection: saved.page, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
  },
};
