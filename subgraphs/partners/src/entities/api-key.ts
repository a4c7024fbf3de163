import { EntitySchema } from '@mikro-orm/core';
import type { ApiKeyScopeName } from '@atelier/partners';

/** A site's API key: what it may do, and only the SHA-256 of its secret (a copy of the table opens nothing). */
export class ApiKey {
  id!: string;
  websiteId!: string;
  name!: string;
  scopes!: ApiKeyScopeName[];
  secretHash!: string;
  /** The secret's first characters, so that an owner can tell keys apart; too few to guess the rest. */
  secretStart!: string;
  createdAt = new Date();
  lastUsedAt: Date | null = null;
  revokedAt: Date | null = null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  class: ApiKey,
  tableName: 'api_key',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    name: { type: 'text' },
    scopes: { type: 'text[]' },
    secretHash: { type: 'text' },
    secretStart: { type: 'text' },
    createdAt: { type: 'datetime' },
    lastUsedAt: { type: 'datetime', nullable: true },
    revokedAt: { type: 'datetime', nullable: true },
  },
});
