import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A site's switches for comments and likes; no row means both off. */
export class CommentSetting {
  [OptionalProps]?: 'updatedAt';
  websiteId!: string;
  commentsEnabled!: boolean;
  likingEnabled!: boolean;
  updatedAt = new Date();
}

export const CommentSettingSchema = new EntitySchema<CommentSetting>({
  class: CommentSetting,
  tableName: 'comment_setting',
  properties: {
    websiteId: { type: 'text', primary: true },
    commentsEnabled: { type: 'boolean' },
    likingEnabled: { type: 'boolean' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
