import { MAX_QUANTITY, type QuantityAllowance } from '@atelier/commerce';
import type { Outcome } from '@atelier/platform';
import { refuse } from '../../errors.ts';

export type AdditionRefusal =
  | 'INSUFFICIENT_STOCK'
  | 'QUANTITY_OUT_OF_RANGE'
  | 'SINGLE_QUANTITY_ONLY'
  | 'ITEM_NOT_PURCHASABLE';

const REFUSALS = {
  stock: 'INSUFFICIENT_STOCK',
  'single-quantity': 'SINGLE_QUANTITY_ONLY',
  'not-sold': 'ITEM_NOT_PURCHASABLE',
} as const;

/**
 * Adding matches an existing entry of the same item and SKU and raises its quantity. The entry may
 * never hold more than the allowance (stock, or one for single-quantity services), nor more than 9999.
 * Answers the entry's new quantity; a refusal is at the input's quantity.
 */
export function planAddition(
  existingQuantity: number,
  requested: number,
  allowance: QuantityAllowance,
): Outcome<number, AdditionRefusal> {
  const newQuantity = existingQuantity + requested;
  if (newQuantity > MAX_QUANTITY) return refuse('QUANTITY_OUT_OF_RANGE', ['input', 'quantity']);
  if (newQuantity > allowance.max) return refuse(REFUSALS[allowance.reason], ['input', 'quantity']);
  return { ok: true, value: newQuantity };
}
