import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export class Owner {
  [OptionalProps]?: 'createdAt' | 'emailVerifiedAt' | 'pendingEmail';
  id!: string;
  /** Stored lower-cased: emails compare without regard to case. */
  email!: string;
  name!: string;
  passwordHash!: string;
  createdAt = new Date();
  /** When the owner followed the link mailed to `email`; null until then. */
  emailVerifiedAt: Date | null = null;
  /** A new sign-in email, lower-cased, waiting for its mailed link to be followed. */
  pendingEmail: string | null = null;
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
    emailVerifiedAt: { type: 'datetime', nullable: true },
    pendingEmail: { type: 'text', nullable: true },
  },
});
