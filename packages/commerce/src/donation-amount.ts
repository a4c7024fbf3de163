import { fractionDigits, toDecimalString } from './money.ts';
import { parsePriceInput } from './product-input.ts';

/**
 * A donation's amount: one of the block's suggested amounts or any amount the donor types, in the
 * store's currency. The donate page's form and the commerce subgraph decide with these same rules,
 * so the page refuses exactly what the server would.
 */

/** The suggested amounts, in whole units of the store's currency (yen are worth a hundredth: a hundred times as many). */
const SUGGESTED_UNITS = [10, 25, 50, 100] as const;
/** The least and the most one donation may be, in whole units (the same scaling for currencies without cents). */
const LEAST_UNITS = 1;
const MOST_UNITS = 10_000;

/** What one whole unit is in minor units: 100 cents, or 100 yen where a currency has no cents. */
const unitMinor = (currency: string) => (fractionDigits(currency) === 0 ? 100 : 10 ** fractionDigits(currency));

/** The amounts the donation block offers, in minor units of the currency, smallest first. */
export const suggestedDonations = (currency: string): number[] =>
  SUGGESTED_UNITS.map((units) => units * unitMinor(currency));

/** The bounds of a donation in minor units of the currency, both included. */
export const donationBounds = (currency: string) => ({
  leastMinor: LEAST_UNITS * unitMinor(currency),
  mostMinor: MOST_UNITS * unitMinor(currency),
});

/** The words of the donation rules, shown by the donate page and answered by the subgraph. */
export const DONATION_MESSAGES = {
  chooseAmount: 'Choose an amount or enter your own.',
  notAnAmount: (currency: string) => `Enter an amount such as ${fractionDigits(currency) === 0 ? '1500' : '15.00'}.`,
  outOfRange: (currency: string) => {
    const { leastMinor, mostMinor } = donationBounds(currency);
    return `A donation is from ${toDecimalString(leastMinor, currency)} to ${toDecimalString(mostMinor, currency)} ${currency}.`;
  },
} as const;

export type DonationAmountCheck = { ok: true; amountMinor: number } | { ok: false; message: string };

/** Whether an amount in minor units may be given: a whole number within the currency's bounds. */
export function checkDonationAmount(amountMinor: number, currency: string): DonationAmountCheck {
  const { leastMinor, mostMinor } = donationBounds(currency);
  if (!Number.isSafeInteger(amountMinor) || amountMinor < leastMinor || amountMinor > mostMinor)
    return { ok: false, message: DONATION_MESSAGES.outOfRange(currency) };
  return { ok: true, amountMinor };
}

/** The value of the form's choice that means "the amount I type". */
export const OTHER_DONATION = 'other';

/**
 * The amount the donate form names: a suggested amount chosen (its minor units as the choice's
 * value), or the typed one when the choice is "other". A suggested value the block does not offer
 * is no choice, so a form cannot pass an amount the page never showed as a suggestion.
 */
export function donationAmountOf(form: { choice?: unknown; other?: unknown }, currency: string): DonationAmountCheck {
  const choice = typeof form.choice === 'string' ? form.choice : '';
  if (choice === OTHER_DONATION) {
    const typed = typeof form.other === 'string' ? form.other.trim() : '';
    if (!typed) return { ok: false, message: DONATION_MESSAGES.chooseAmount };
    const price = parsePriceInput(typed, currency);
    if ('message' in price) return { ok: false, message: DONATION_MESSAGES.notAnAmount(currency) };
    return checkDonationAmount(price.minor, currency);
  }
  const suggested = suggestedDonations(currency).find((minor) => String(minor) === choice);
  return suggested === undefined
    ? { ok: false, message: DONATION_MESSAGES.chooseAmount }
    : { ok: true, amountMinor: suggested };
}
