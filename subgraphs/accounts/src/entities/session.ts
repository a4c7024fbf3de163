import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Session {
  [OptionalProps]?: 'createdAt';
  tokenHash!: string;
  ownerId!: string;
  createdAt = new Date();
  expiresAt!: Date;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'session',
  properties: {
    tokenHash: { type: 'text', primary: true },
    ownerId: { type: 'text' },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
  },
});
