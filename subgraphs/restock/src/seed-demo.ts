import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_RESTOCK_SIGN_UPS, DEMO_RESTOCK_VARIANT } from '@atelier/demo-site';
import type { DemoSeedOptions } from '@atelier/platform';
import { RESTOCK_DEFAULTS, RestockSetting } from './entities/restock-setting.ts';
import { SignUp } from './entities/sign-up.ts';

const DAY_MS = 86_400_000;

/**
 * A few visitors waiting for the demo's sold-out variant, so that the owner's Restock panel has
 * someone to tell on a fresh start. Seeded once: the demo site's restock settings row (the
 * defaults) marks it, so sign-ups sent and cleaned up long after never come back on a restart.
 */
export async function seedRestockDemo(orm: MikroORM, { origin }: DemoSeedOptions): Promise<void> {
  const { websiteId, productId, variantId } = DEMO_RESTOCK_VARIANT;
  await orm.em.fork().transactional(async (em) => {
    if (await em.findOne(RestockSetting, { websiteId })) return;
    em.create(RestockSetting, { websiteId, ...RESTOCK_DEFAULTS, updatedAt: new Date() });
    const now = Date.now();
    for (const demo of DEMO_RESTOCK_SIGN_UPS) {
      const emailKey = demo.email.toLowerCase();
      em.create(SignUp, {
        id: demo.id,
        websiteId,
        productId,
        variantId,
        email: demo.email,
        emailKey,
        joinMailingList: demo.joinMailingList,
        siteOrigin: origin,
        createdAt: new Date(now - demo.daysAgo * DAY_MS),
      });
      if (demo.joinMailingList) {
        await em.execute(
          `insert into "restock"."mailing_list_member" ("website_id", "email_key", "email", "source") values (?, ?, ?, 'restock') on conflict do nothing`,
          [websiteId, emailKey, demo.email],
        );
      }
    }
    // As a sign-up does: the variant is sold out now, so the units that come back next are a new restock.
    await em.execute(
      `insert into "restock"."variant_watch" ("website_id", "variant_id", "covered_units") values (?, ?, 0) on conflict do nothing`,
      [websiteId, variantId],
    );
  });
}
