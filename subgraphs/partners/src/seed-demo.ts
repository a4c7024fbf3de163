import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_WEBSITE } from '@atelier/demo-site';
import { apiKeyStart, hashApiKey, newApiKeySecret } from '@atelier/partners/server';
import type { DemoSeedOptions } from '@atelier/platform';

/**
 * The demo's API keys panel shows one key, revoked, so that an owner sees what a key looks like
 * before making their own. Its secret is random and never shown (and it is revoked): the demo
 * opens nothing. Seeded once: the row's id is the marker.
 */
export async function seedPartnersDemo(orm: MikroORM, _options: DemoSeedOptions): Promise<void> {
  const secret = newApiKeySecret();
  await orm.em.execute(
    `insert into "partners"."api_key" ("id", "website_id", "name", "scopes", "secret_hash", "secret_start", "created_at", "revoked_at")
     values ('key_demo_revoked', ?, 'Old stock sync', '{CATALOG_READ,INVENTORY}', ?, ?, now() - interval '30 days', now() - interval '2 days')
     on conflict ("id") do nothing`,
    [DEMO_WEBSITE.id, hashApiKey(secret), apiKeyStart(secret)],
  );
}
