import type { EntityManager } from '@mikro-orm/postgresql';
import { bySite } from '../domain/group-by-site.ts';
import { autoSendPlan } from '../domain/auto-send-plan.ts';
import type { CatalogFactsPort } from '../ports/catalog-facts-port.ts';

interface WaitingVariant {
  website_id: string;
  variant_id: string;
  waiting: number;
}

/**
 * Stock that came back pays for notices by itself: for each variant with visitors waiting on a
 * site that sends automatically, the oldest are queued, never more than the units not yet covered
 * (auto-send-plan.ts). Each variant is planned under a lock of its watch row, so two runs at once
 * cannot both spend the same units.
 */
export async function queueRestockedVariants(
  em: EntityManager,
  catalog: CatalogFactsPort,
): Promise<{ variantsChecked: number; queued: number }> {
  const waiting = await em.execute<WaitingVariant[]>(
    `select "s"."website_id", "s"."variant_id", count(*)::int as "waiting" from "restock"."sign_up" as "s"
     left join "restock"."site_setting" as "c" on "c"."website_id" = "s"."website_id"
     where "s"."status" = 'waiting' and coalesce("c"."auto_send", true)
     group by "s"."website_id", "s"."variant_id"`,
  );
  let queued = 0;
  for (const [siteId, rows] of bySite(waiting)) {
    const facts = await catalog.variantFacts(
      siteId,
      rows.map((r) => r.variant_id),
    );
    for (const row of rows) {
      const variant = facts.variants.get(row.variant_id);
      if (!variant || variant.product.archived) continue;
      const stock = variant.unlimited ? 'unlimited' : variant.qtyInStock;
      queued += await em.transactional(async (tx) => {
        const sql = tx;
        await sql.execute(
          `insert into "restock"."variant_watch" ("website_id", "variant_id") values (?, ?) on conflict do nothing`,
          [siteId, row.variant_id],
        );
        const [watch] = await sql.execute<{ covered_units: number }[]>(
          `select "covered_units" from "restock"."variant_watch" where "website_id" = ? and "variant_id" = ? for update`,
          [siteId, row.variant_id],
        );
        const plan = autoSendPlan({ stock, coveredUnits: watch?.covered_units ?? 0, waiting: row.waiting });
        const picked = plan.send
          ? await sql.execute<unknown[]>(
              `update "restock"."sign_up" set "status" = 'queued', "queued_at" = now() where "id" in (
                 select "id" from "restock"."sign_up" where "website_id" = ? and "variant_id" = ? and "status" = 'waiting'
                 order by "created_at", "id" limit ? for update skip locked
               ) returning "id"`,
              [siteId, row.variant_id, plan.send],
            )
          : [];
        const covered =
          stock === 'unlimited' ? 0 : plan.send ? plan.coveredUnits - plan.send + picked.length : plan.coveredUnits;
        await sql.execute(
          `update "restock"."variant_watch" set "covered_units" = ?, "updated_at" = now() where "website_id" = ? and "variant_id" = ?`,
          [covered, siteId, row.variant_id],
        );
        return picked.length;
      });
    }
  }
  return { variantsChecked: waiting.length, queued };
}
