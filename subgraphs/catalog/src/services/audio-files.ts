import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ok, type Outcome } from '@atelier/platform';
import { AUDIO_ID, audioTypeOf } from '../domain/audio-file.ts';
import { MAX_AUDIO_BYTES, tooLargeAsBase64 } from '../domain/upload-size.ts';
import { AudioFile } from '../entities/audio-file.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** An owner's audio upload as base64 (what /admin/media/audio sends): refused by its length before it is decoded, then by its bytes. */
export async function uploadAudio(
  em: EntityManager,
  websiteId: string,
  base64: string,
): Promise<Outcome<AudioFile, CatalogErrorCode>> {
  if (tooLargeAsBase64(base64, MAX_AUDIO_BYTES)) return refuse('AUDIO_TOO_LARGE', ['base64']);
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) return refuse('AUDIO_EMPTY', ['base64']);
  if (bytes.length > MAX_AUDIO_BYTES) return refuse('AUDIO_TOO_LARGE', ['base64']);
  const contentType = audioTypeOf(bytes);
  if (!contentType) return refuse('AUDIO_UNREADABLE', ['base64']);
  const file = em.create(AudioFile, {
    id: `aud_${randomUUID()}`,
    websiteId,
    contentType,
    sizeBytes: bytes.length,
    bytes,
  });
  await em.flush();
  return ok(file);
}

/** One of the site's audio files with its bytes as base64, for the site server to serve; null for anything else. */
export async function audioFileOf(em: EntityManager, siteId: string | undefined, id: string) {
  if (!siteId || !AUDIO_ID.test(id)) return null;
  const file = await em.findOne(AudioFile, { id, websiteId: siteId }, { populate: ['bytes'] });
  return file
    ? { id: file.id, contentType: file.contentType, base64: Buffer.from(file.bytes).toString('base64') }
    : null;
}
