import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserError } from '../domain/user-error.ts';
import { Variant } from '../entities/variant.ts';
import type { Website } from '../entities/website.ts';
import type { VariantPriceInput } from '../generated/resolvers-types.ts';
import { checkPriceChanges, priceChangeCountRefusal } from '../domain/variant-prices.ts';
import { flushProduct, VERSION_CONFLICT } from './save-product.ts';
import { variantRecords, type VariantRecord } from './product-records.ts';

/**
 * Prices of the site's variants changed in place, all or none. Each product's version moves too: an
 * editor open on it must not write the old prices back.
 */
export async function updateVariantPrices(em: EntityManager, site: Website, changes: readonly VariantPriceInput[]): Promise<{ ok: true; variants: VariantRecord[] } | { ok: false; errors: UserError[] }> {
  const sizeRefusal = priceChangeCountRefusal(changes.length);
  if (sizeRefusal) return { ok: false, errors: [sizeRefusal] };
  const variants = await em.find(Variant, { id: { $in: changes.map((c) => c.variantId) }, product: { websiteId: site.id } }, { populate: ['product'] });
  const byId = new Map(variants.map((v) => [v.id, v]));
  const errors = checkPriceChanges(changes, new Set(byId.keys()), site.selectedCurrency);
  if (errors.length) return { ok: false, errors };
  const now = new Date();
  for (const change of changes) {
    const variant = byId.get(change.variantId)!;
    Object.assign(variant, { priceCents: change.price, salePriceCents: change.salePrice, onSale: change.onSale });
    variant.product.updatedAt = now;
  }
  const failure = await flushProduct(em);
  return failure ? { ok: false, errors: [VERSION_CONFLICT(['input'])] } : { ok: true, variants: await variantRecords(em, changes.map((c) => c.variantId)) };
}
