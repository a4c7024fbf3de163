import { trackingSettingsOf } from '../services/tracking-settings.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A site's tracking settings, which its pages draw for their script. */
export const visitorSettingsResolvers: Resolvers = {
  Website: {
    trackingSettings: (website, _, ctx) => trackingSettingsOf(ctx.em, website.id),
  },
};
