import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Owner {
  [OptionalProps]?: 'createdAt';
  id!: string;
  /** Stored lower-cased: emails compare without regard to case. */
  email!: string;
  name!: string;
  passwordHash!: string;
  createdAt = new Date();
}

export const OwnerSchema = new EntitySchema<Owner>({
  class: Owner,
  tableName: 'owner',
  properties: {
    id: { type: 'text', primary: true },
    email: { type: 'text', unique: true },
    name: { type: 'text' },
    passwordHash: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
