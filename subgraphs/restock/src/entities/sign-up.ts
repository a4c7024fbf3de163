import { EntitySchema, OptionalProps } from '@mikro-orm/core';

export type SignUpStatus = 'waiting' | 'queued' | 'notified' | 'failed' | 'unsubscribed';

/**
 * A visitor waiting to hear that a variant is back. One waiting (or queued) sign-up per address
 * and variant: signing up again keeps it. Notified ones stay, as the record of who was told when.
 */
export class SignUp {
  [OptionalProps]?: 'status' | 'attempts' | 'lastError' | 'createdAt' | 'queuedAt' | 'notifiedAt' | 'joinMailingList';
  id!: string;
  websiteId!: string;
  productId!: string;
  variantId!: string;
  /** As typed (trimmed); emailKey is its lower-case form, which the uniqueness and unsubscribing use. */
  email!: string;
  emailKey!: string;
  joinMailingList = false;
  /** Where the visitor signed up (scheme, host, port): the notice's links point there. */
  siteOrigin!: string;
  status: SignUpStatus = 'waiting';
  attempts = 0;
  lastError: string | null = null;
  createdAt = new Date();
  queuedAt: Date | null = null;
  notifiedAt: Date | null = null;
}

export const SignUpSchema = new EntitySchema<SignUp>({
  class: SignUp,
  tableName: 'sign_up',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    productId: { type: 'text' },
    variantId: { type: 'text' },
    email: { type: 'text' },
    emailKey: { type: 'text' },
    joinMailingList: { type: 'boolean' },
    siteOrigin: { type: 'text' },
    status: { type: 'text' },
    attempts: { type: 'integer' },
    lastError: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    queuedAt: { type: 'datetime', nullable: true },
    notifiedAt: { type: 'datetime', nullable: true },
  },
});
