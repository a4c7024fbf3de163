import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { LinkKind } from '../domain/account-links.ts';

/** A single-use link or token issued to an owner (domain/account-links.ts); only its SHA-256 is kept. */
export class AccountLink {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'email' | 'websiteId';
  tokenHash!: string;
  ownerId!: string;
  purpose!: LinkKind;
  /** For a verification: the address it verifies (the sign-in email, or the pending one it was sent to). */
  email: string | null = null;
  /** For a session hand-off: the website it was made for, whose host alone redeems it. */
  websiteId: string | null = null;
  createdAt = new Date();
  expiresAt!: Date;
  usedAt: Date | null = null;
}

export const AccountLinkSchema = new EntitySchema<AccountLink>({
  class: AccountLink,
  tableName: 'account_link',
  properties: {
    tokenHash: { type: 'text', primary: true },
    ownerId: { type: 'text' },
    purpose: { type: 'text' },
    email: { type: 'text', nullable: true },
    websiteId: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});
