import { MAX_PRICE_MINOR, MAX_VARIANTS_AT_ONCE, toDecimalString } from '@atelier/commerce';
import type { UserError } from './user-error.ts';
import type { VariantPriceInput } from '../generated/resolvers-types.ts';
import { fail } from './user-error.ts';

const validAmount = (minor: number) => Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_PRICE_MINOR;

/** Price changes come 1 to 1,000 at once (what a CSV import sends in one request). */
export function priceChangeCountRefusal(count: number): UserError | undefined {
  return count === 0 || count > MAX_VARIANTS_AT_ONCE ? fail(['input'], 'INPUT_SIZE', `Change 1 to ${MAX_VARIANTS_AT_ONCE} variants at once.`) : undefined;
}

/**
 * An owner's price changes (the inventory table, a CSV import), all or none: 1 to 1,000 at once,
 * each of a variant of the site (`known`), its price and sale price whole minor units from 0 to the
 * largest price, a sale price below the price while on sale. Every problem, each at its change's path.
 */
export function checkPriceChanges(changes: readonly VariantPriceInput[], known: ReadonlySet<string>, currency: string): UserError[] {
  const sizeRefusal = priceChangeCountRefusal(changes.length);
  if (sizeRefusal) return [sizeRefusal];
  const most = toDecimalString(MAX_PRICE_MINOR, currency);
  const errors: UserError[] = [];
  changes.forEach((change, index) => {
    const at = ['input', String(index)];
    if (!known.has(change.variantId)) errors.push(fail([...at, 'variantId'], 'NOT_FOUND', 'This variant does not exist.'));
    if (!validAmount(change.price)) errors.push(fail([...at, 'price'], 'PRICE_INVALID', `A price is an amount from 0 up to ${most}.`));
    if (!validAmount(change.salePrice)) errors.push(fail([...at, 'salePrice'], 'PRICE_INVALID', `A sale price is an amount from 0 up to ${most}.`));
    else if (change.onSale && change.salePrice >= change.price) errors.push(fail([...at, 'salePrice'], 'SALE_PRICE_NOT_LOWER', 'A sale price must be lower than the price.'));
  });
  return errors;
}
