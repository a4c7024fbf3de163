import { moneyOf } from '@atelier/commerce';
import type { UserError } from '@atelier/platform';
import { userError } from '../../errors.ts';

/** A cart line as the cart showed it (the price stored with its entry) and as the catalog prices it now. */
export interface RepricedLine {
  /** The product's title with its chosen options, as the shopper reads it: "Stoneware Mug (Cream)". */
  name: string;
  shownUnitPriceCents: number;
  unitPriceCents: number;
}

export type TotalChangedRefusal = UserError<'TOTAL_CHANGED'>;

const amount = (minor: number, currency: string) => {
  const money = moneyOf(minor, currency);
  return `${money.value} ${money.currency}`;
};

/** Whether a total the shopper sent as shown can be one: a whole, non-negative number of minor units. */
export const isShownTotal = (cents: unknown): cents is number =>
  typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0;

/**
 * Whether an order priced at `totalCents` may be charged to a shopper who was shown `shownTotalCents`,
 * and if not, what they are told. A shopper is never charged more than they were shown: a catalog
 * price raised, a coupon gone, a dearer shipping rate or tax since the page was drawn all end here
 * alike, and the order is refused with the new total, nothing charged. A lower total is charged
 * without asking, as shops do with a price that dropped. The message names each line whose price
 * changed (the rest, coupons, shipping and tax, the summary shows once it reloads).
 */
export function totalChangedRefusal(input: {
  shownTotalCents: number;
  totalCents: number;
  currency: string;
  lines: readonly RepricedLine[];
}): TotalChangedRefusal | null {
  if (input.totalCents <= input.shownTotalCents) return null;
  const changes = input.lines
    .filter((line) => line.unitPriceCents !== line.shownUnitPriceCents)
    .map((line) => ({
      name: line.name,
      up: line.unitPriceCents > line.shownUnitPriceCents,
      from: amount(line.shownUnitPriceCents, input.currency),
      to: amount(line.unitPriceCents, input.currency),
    }));
  return userError('TOTAL_CHANGED', null, {
    changes,
    total: amount(input.totalCents, input.currency),
    shown: amount(input.shownTotalCents, input.currency),
  });
}

/** A line's name as the refusal says it: its title, then its chosen options in brackets. */
export const lineName = (title: string, options: readonly { value: string }[]) =>
  options.length ? `${title} (${options.map((o) => o.value).join(', ')})` : title;
