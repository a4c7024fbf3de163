import { MAX_QUANTITY, QUANTITY_MESSAGES, VARIANT_MESSAGES, type QuantityAllowance } from '@atelier/commerce';

export type AdditionPlan =
  | { ok: true; newQuantity: number }
  | { ok: false; code: 'INSUFFICIENT_STOCK' | 'QUANTITY_OUT_OF_RANGE' | 'SINGLE_QUANTITY_ONLY' | 'ITEM_NOT_PURCHASABLE'; message: string };

const REFUSALS = {
  stock: { code: 'INSUFFICIENT_STOCK', message: VARIANT_MESSAGES.notEnoughStock },
  'single-quantity': { code: 'SINGLE_QUANTITY_ONLY', message: 'Only one of this item can be added to the cart.' },
  'not-sold': { code: 'ITEM_NOT_PURCHASABLE', message: 'This item cannot be added to a cart.' },
} as const;

/**
 * Adding matches an existing entry of the same item and SKU and raises its quantity. The entry may
 * never hold more than the allowance (stock, or one for single-quantity services), nor more than 9999.
 */
export function planAddition(existingQuantity: number, requested: number, allowance: QuantityAllowance): AdditionPlan {
  const newQuantity = existingQuantity + requested;
  if (newQuantity > MAX_QUANTITY) return { ok: false, code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_MESSAGES.outOfRange };
  if (newQuantity > allowance.max) return { ok: false, ...REFUSALS[allowance.reason] };
  return { ok: true, newQuantity };
}
