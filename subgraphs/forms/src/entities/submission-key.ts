import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A key handed to a visitor for one submission; only its SHA-256 is kept. */
export class SubmissionKey {
  [OptionalProps]?: 'usedAt' | 'createdAt';
  keyHash!: string;
  websiteId!: string;
  expiresAt!: Date;
  usedAt: Date | null = null;
  createdAt = new Date();
}

export const SubmissionKeySchema = new EntitySchema<SubmissionKey>({
  class: SubmissionKey,
  tableName: 'submission_key',
  properties: {
    keyHash: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
