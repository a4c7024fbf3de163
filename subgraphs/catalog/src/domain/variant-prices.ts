import { MAX_VARIANTS_AT_ONCE, priceProblems } from '@atelier/commerce';
import { failed, ok, type Outcome } from '@atelier/platform';
import { userError, type CatalogUserError } from '../errors.ts';
import type { CatalogErrorCode, VariantPriceInput } from '../generated/resolvers-types.ts';

/** Price changes come 1 to 1,000 at once (what a CSV import sends in one request). */
export function priceChangeCountRefusal(count: number): CatalogUserError | undefined {
  return count === 0 || count > MAX_VARIANTS_AT_ONCE
    ? userError('INPUT_SIZE', ['input'], { max: MAX_VARIANTS_AT_ONCE })
    : undefined;
}

/**
 * An owner's price changes (the inventory table, a CSV import), all or none: 1 to 1,000 at once,
 * each of a variant of the site (`known`), its prices as a product's variant has them (priceProblems,
 * @atelier/commerce). Every problem, each at its change's path.
 */
export function checkPriceChanges(
  changes: readonly VariantPriceInput[],
  known: ReadonlySet<string>,
  currency: string,
): Outcome<void, CatalogErrorCode> {
  const sizeRefusal = priceChangeCountRefusal(changes.length);
  if (sizeRefusal) return failed([sizeRefusal]);
  const errors = changes.flatMap((change, index) => [
    ...(known.has(change.variantId) ? [] : [userError('NOT_FOUND', ['input', index, 'variantId'], { of: 'variant' })]),
    ...priceProblems(
      { priceMinor: change.price, salePriceMinor: change.salePrice, onSale: change.onSale },
      currency,
    ).map((problem) => userError(problem.code, ['input', index, ...problem.field], problem)),
  ]);
  return errors.length ? failed(errors) : ok(undefined);
}
