import { describe, expect, it } from 'vitest';
import { missingScope, NEVER, scopeNamed } from './api-key-scopes.ts';

describe('missingScope', () => {
  it('lets a key use a root field its scopes cover, and names the scope it lacks', () => {
    expect(missingScope(['CATALOG_READ'], 'Query', 'products')).toBeUndefined();
    expect(missingScope(['CATALOG_READ'], 'Mutation', 'saveProduct')).toBe('CATALOG_WRITE');
    expect(missingScope(['INVENTORY'], 'Mutation', 'setStock')).toBeUndefined();
  });

  it('refuses root fields nobody gave a scope (sign-in, billing) to every key', () => {
    expect(missingScope(['CATALOG_READ', 'ORDERS_WRITE'], 'Mutation', 'login')).toBe(NEVER);
    expect(missingScope(['CATALOG_READ'], 'Query', 'me')).toBe(NEVER);
  });

  it('guards owner fields below the root, leaves the rest and introspection open', () => {
    expect(missingScope(['CATALOG_READ'], 'Website', 'orders')).toBe('ORDERS_READ');
    expect(missingScope(['CATALOG_READ', 'ORDERS_READ'], 'Website', 'orders')).toBeUndefined();
    expect(missingScope(['CATALOG_READ'], 'Website', 'title')).toBeUndefined();
    expect(missingScope(['ORDERS_READ'], 'Website', 'apiKeys')).toBe(NEVER);
    expect(missingScope([], 'Query', '__schema')).toBeUndefined();
  });

  it('opens the webhook subscriptions to WEBHOOKS only, and owner-only site fields beyond CATALOG_READ', () => {
    expect(missingScope(['CATALOG_READ'], 'Query', 'webhookSubscriptions')).toBe('WEBHOOKS');
    expect(missingScope(['WEBHOOKS'], 'Mutation', 'createWebhookSubscription')).toBeUndefined();
    expect(missingScope(['CATALOG_READ'], 'Website', 'donations')).toBe('ORDERS_READ');
    expect(missingScope(['CATALOG_READ'], 'Collection', 'archivedProducts')).toBe('CATALOG_WRITE');
    expect(missingScope(['CATALOG_READ', 'CATALOG_WRITE'], 'Website', 'themeVersions')).toBe(NEVER);
  });

  it('gives the newsletter’s sign-ups to FORMS, as the forms panel lists them', () => {
    expect(missingScope(['CATALOG_READ', 'INVENTORY', 'ORDERS_READ'], 'Website', 'newsletterSignUps')).toBe('FORMS');
    expect(missingScope(['CATALOG_READ', 'FORMS'], 'Website', 'newsletterSignUps')).toBeUndefined();
  });
});

describe('scopeNamed', () => {
  it('knows the scopes and nothing else', () => {
    expect(scopeNamed('RESTOCK')).toBe('RESTOCK');
    expect(scopeNamed('toString')).toBeUndefined();
  });
});
