import type { EntityManager } from '@mikro-orm/postgresql';
import { CommentSetting } from '../../entities/comment-setting.ts';

export interface CommentSettingsView {
  commentsEnabled: boolean;
  simpleLikingEnabled: boolean;
}

/** The site's switches; a site whose owner never set them has both off. */
export async function commentSettingsOf(em: EntityManager, siteId: string | undefined): Promise<CommentSettingsView> {
  const row = siteId ? await em.findOne(CommentSetting, { websiteId: siteId }) : null;
  return { commentsEnabled: row?.commentsEnabled ?? false, simpleLikingEnabled: row?.likingEnabled ?? false };
}

export async function saveCommentSettings(
  em: EntityManager,
  siteId: string,
  input: CommentSettingsView,
): Promise<CommentSettingsView> {
  await em.upsert(CommentSetting, {
    websiteId: siteId,
    commentsEnabled: input.commentsEnabled,
    likingEnabled: input.simpleLikingEnabled,
    updatedAt: new Date(),
  });
  return commentSettingsOf(em.fork(), siteId);
}
