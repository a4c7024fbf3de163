import { ownedSiteId } from '@atelier/platform';
import { deleteFolder, moveToFolder, saveFolder } from '../services/folders.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** An owner's navigation folders and what goes in them. Each checks ownership first. */
export const ownerFolderResolvers: Resolvers = {
  Mutation: {
    saveFolder: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const saved = await saveFolder(ctx.em, owned.value, input);
      return saved.ok ? { collection: saved.value, userErrors: [] } : { collection: null, userErrors: saved.errors };
    },
    moveToFolder: async (_, { collectionId, folderId }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { collection: null, userErrors: owned.errors };
      const moved = await moveToFolder(ctx.em, owned.value, collectionId, folderId);
      return moved.ok ? { collection: moved.value, userErrors: [] } : { collection: null, userErrors: moved.errors };
    },
    deleteFolder: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { deletedId: null, userErrors: owned.errors };
      const done = await deleteFolder(ctx.em, owned.value, id);
      return done.ok ? { deletedId: done.value, userErrors: [] } : { deletedId: null, userErrors: done.errors };
    },
  },
};
