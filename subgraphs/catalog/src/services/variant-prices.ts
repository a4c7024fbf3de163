import type { EntityManager } from '@mikro-orm/postgresql';
import { failed, ok, type Outcome } from '@atelier/platform';
import { Variant } from '../entities/variant.ts';
import type { Website } from '../entities/website.ts';
import type { CatalogErrorCode, VariantPriceInput } from '../generated/resolvers-types.ts';
import { checkPriceChanges, priceChangeCountRefusal } from '../domain/variant-prices.ts';
import { flushProduct, versionConflict } from './save-product.ts';
import { variantRecords, type VariantRecord } from './product-records.ts';

/**
 * Prices of the site's variants changed in place, all or none. Each product's version moves too: an
 * editor open on it must not write the old prices back.
 */
export async function updateVariantPrices(
  em: EntityManager,
  site: Website,
  changes: readonly VariantPriceInput[],
): Promise<Outcome<VariantRecord[], CatalogErrorCode>> {
  const sizeRefusal = priceChangeCountRefusal(changes.length);
  if (sizeRefusal) return failed([sizeRefusal]);
  const variants = await em.find(
    Variant,
    { id: { $in: changes.map((c) => c.variantId) }, product: { websiteId: site.id } },
    { populate: ['product'] },
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  const checked = checkPriceChanges(changes, new Set(byId.keys()), site.selectedCurrency);
  if (!checked.ok) return checked;
  const now = new Date();
  for (const change of changes) {
    const variant = byId.get(change.variantId)!;
    Object.assign(variant, { priceCents: change.price, salePriceCents: change.salePrice, onSale: change.onSale });
    variant.product.updatedAt = now;
  }
  const failure = await flushProduct(em);
  return failure
    ? failed([versionConflict(['input'])])
    : ok(
        await variantRecords(
          em,
          changes.map((c) => c.variantId),
        ),
      );
}
