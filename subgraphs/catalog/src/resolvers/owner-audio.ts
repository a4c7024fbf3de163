import { ownedSiteId } from '@atelier/platform';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { uploadAudio } from '../services/audio-files.ts';

/** An owner's audio files for the audio player block. */
export const ownerAudioResolvers: Resolvers = {
  Mutation: {
    uploadAudio: async (_, { base64 }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { audio: null, userErrors: owned.errors };
      const result = await uploadAudio(ctx.em, owned.value, base64);
      return result.ok ? { audio: result.value, userErrors: [] } : { audio: null, userErrors: result.errors };
    },
  },
  AudioFile: {
    url: (file) => `/media/audio/${file.id}`,
  },
};
