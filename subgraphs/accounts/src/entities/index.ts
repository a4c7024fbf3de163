import { AccountLinkSchema } from './account-link.ts';
import { OwnerSchema } from './owner.ts';
import { SessionSchema } from './session.ts';

export const accountsEntities = [OwnerSchema, SessionSchema, AccountLinkSchema];
