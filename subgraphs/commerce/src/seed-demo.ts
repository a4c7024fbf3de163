import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_SITES } from '@atelier/demo-site';
import { StockLevel } from './entities/stock-level.ts';

/**
 * What a demo store charges at checkout: standard shipping everywhere, free above a subtotal,
 * express within the US, California's sales tax, and a welcome coupon. Fixed ids: seeding again
 * adds nothing, and an owner's later edits stay.
 */
const DEMO_CHECKOUT = [
  `insert into cart.shipping_rate (id, website_id, name, countries, basis, min_value, max_value, price_cents) values
     ('rate_demo_standard', 'site_demo', 'Standard', '[]', 'PRICE', 0, 10000, 600),
     ('rate_demo_free', 'site_demo', 'Free shipping', '[]', 'PRICE', 10000, null, 0),
     ('rate_demo_express', 'site_demo', 'Express', '["US"]', 'FLAT', 0, null, 1800),
     ('rate_kiln_standard', 'site_kiln', 'Standard', '[]', 'FLAT', 0, null, 800)
   on conflict (id) do nothing`,
  `insert into cart.tax_rule (id, website_id, name, country, region, rate_basis_points, applies_to_shipping) values
     ('tax_demo_ca', 'site_demo', 'California sales tax', 'US', 'CA', 725, false)
   on conflict (id) do nothing`,
  `insert into cart.coupon (id, website_id, code, kind, amount) values
     ('coupon_demo_welcome', 'site_demo', 'WELCOME10', 'PERCENT', 1000)
   on conflict (id) do nothing`,
];

/** Inserts the demo sites' stock levels and checkout rules that are not there yet. */
export async function seedCartDemo(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const known = new Set((await em.find(StockLevel, {})).map((s) => s.variantId));
    for (const site of DEMO_SITES) {
      for (const product of site.products) {
        for (const v of product.variants) {
          if (known.has(v.id)) continue;
          em.create(StockLevel, {
            variantId: v.id,
            websiteId: site.website.id,
            itemId: product.id,
            sku: v.sku,
            qtyInStock: v.stock ?? 0,
            unlimited: v.stock === null,
          });
        }
      }
    }
    for (const sql of DEMO_CHECKOUT) await em.execute(sql, [], 'run');
  });
}
