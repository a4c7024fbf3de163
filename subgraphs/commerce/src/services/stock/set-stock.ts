import type { EntityManager } from '@mikro-orm/postgresql';
import { appendWebhookEvent, type Outcome } from '@atelier/platform';
import { MAX_VARIANTS_AT_ONCE, PRODUCT_LIMITS } from '@atelier/commerce';
import { StockLevel } from '../../entities/stock-level.ts';
import { refuse, userError, type CartUserError } from '../../errors.ts';
import type { CatalogPort } from '../../ports/catalog-port.ts';

export interface StockChange {
  variantId: string;
  qtyInStock: number;
  unlimited: boolean;
}

/** The problems of the changes as given, before anyone is asked anything. */
export function checkStockChanges(changes: readonly StockChange[]): CartUserError[] {
  if (changes.length === 0) return [userError('INPUT_EMPTY', ['input'])];
  if (changes.length > MAX_VARIANTS_AT_ONCE) return [userError('INPUT_TOO_LARGE', ['input'])];
  const seen = new Set<string>();
  const errors: CartUserError[] = [];
  changes.forEach((change, index) => {
    if (seen.has(change.variantId)) errors.push(userError('VARIANT_REPEATED', ['input', index, 'variantId']));
    seen.add(change.variantId);
    if (
      !change.unlimited &&
      (!Number.isSafeInteger(change.qtyInStock) || change.qtyInStock < 0 || change.qtyInStock > PRODUCT_LIMITS.maxStock)
    ) {
      errors.push(userError('STOCK_INVALID', ['input', index, 'qtyInStock']));
    }
  });
  return errors;
}

/**
 * An owner sets the stock of variants of their site (the resolver checked the owner with the
 * platform's ownedSiteId): every change is checked, the variants must be the site's (asked of the
 * catalog in one request), and then all are written in one statement, or none.
 */
export async function setStock(
  deps: { em: EntityManager; catalog: CatalogPort },
  siteId: string,
  changes: readonly StockChange[],
): Promise<Outcome<string[], CartUserError['code']>> {
  const problems = checkStockChanges(changes);
  if (problems.length) return { ok: false, errors: problems };
  const lookup = await deps.catalog.findVariants(changes.map((c) => c.variantId));
  if (lookup.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
  const missing = changes.flatMap((c, index) =>
    lookup.variants.has(c.variantId) ? [] : [userError('NOT_FOUND', ['input', index, 'variantId'], { of: 'variant' })],
  );
  if (missing.length) return { ok: false, errors: missing };
  const levels = changes.map((c) => {
    const variant = lookup.variants.get(c.variantId)!;
    return {
      variantId: c.variantId,
      websiteId: siteId,
      itemId: variant.itemId,
      sku: variant.sku,
      qtyInStock: c.unlimited ? 0 : c.qtyInStock,
      unlimited: c.unlimited,
    };
  });
  // The levels and their one event commit together.
  await deps.em.transactional(async (tx) => {
    await tx.upsertMany(StockLevel, levels);
    await appendWebhookEvent(tx, siteId, 'stock.changed', {
      levels: levels.map(({ variantId, itemId, sku, qtyInStock, unlimited }) => ({
        variantId,
        productId: itemId,
        sku,
        qtyInStock,
        unlimited,
      })),
    });
  });
  return { ok: true, value: changes.map((c) => c.variantId) };
}
