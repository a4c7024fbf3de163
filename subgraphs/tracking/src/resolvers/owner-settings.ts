import { ownedSiteId } from '@atelier/platform';
import { saveTrackingSettings } from '../services/tracking-settings.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The owner's tracking settings (the dashboard's "Tracking & cookies"). */
export const ownerSettingsResolvers: Resolvers = {
  Mutation: {
    saveTrackingSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { settings: null, userErrors: owned.errors };
      return { settings: await saveTrackingSettings(ctx.em, owned.value, input), userErrors: [] };
    },
  },
};
