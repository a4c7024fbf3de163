import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_SITES } from '@atelier/demo-site';
import type { DemoSeedOptions } from '@atelier/platform';

/**
 * The demo sites record visits (the defaults, written out so the owner's settings start from a
 * row). Seeded once per site: a row already there is the owner's and stays as it is.
 */
export async function seedTrackingDemo(orm: MikroORM, _options: DemoSeedOptions): Promise<void> {
  for (const site of DEMO_SITES) {
    await orm.em.execute(`insert into "tracking"."site_setting" ("site_id") values (?) on conflict do nothing`, [
      site.website.id,
    ]);
  }
}
