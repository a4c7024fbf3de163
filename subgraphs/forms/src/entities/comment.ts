import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { CommentStatus } from '@atelier/forms';

/** A visitor's comment on a post of the site; shown once its owner approved it. */
export class Comment {
  [OptionalProps]?: 'status' | 'createdAt' | 'moderatedAt';
  id!: string;
  websiteId!: string;
  /** The catalog's post id. */
  itemId!: string;
  authorName!: string;
  body!: string;
  status: CommentStatus = 'PENDING';
  createdAt = new Date();
  moderatedAt: Date | null = null;
}

export const CommentSchema = new EntitySchema<Comment>({
  class: Comment,
  tableName: 'comment',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    itemId: { type: 'text' },
    authorName: { type: 'text' },
    body: { type: 'text' },
    status: { type: 'text' },
    createdAt: { type: 'datetime' },
    moderatedAt: { type: 'datetime', nullable: true },
  },
});
