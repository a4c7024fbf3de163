import {
  ADDITIONAL_FIELDS_MESSAGES,
  COMMERCE_ERRORS,
  MAX_VARIANTS_AT_ONCE,
  PRODUCT_LIMITS,
  QUANTITY_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  VARIANT_MESSAGES,
} from '@atelier/commerce';
import { errorsFrom, OWNER_ERROR_TEXTS, ruleText, type ErrorCatalogue, type UserError } from '@atelier/platform';
import type { CartErrorCode } from './generated/resolvers-types.ts';
import { PAYMENT_MESSAGES } from '@atelier/commerce/server';

/** The platform's one UserError, with the commerce subgraph's codes (its SDL enum CartErrorCode). */
export type CartUserError = UserError<CartErrorCode>;

/** A problem a shared rule found, in the words it wrote (the browser shows the same ones). */
type RuleProblem = { message: string };

/** A checkout form the shopper kept open across a change of ours: they can only reload it. */
const OUT_OF_DATE = 'This checkout form is out of date. Please reload the page.';

/** What an owner or a shopper named that the site does not have, in the words of the place it was named. */
const NOT_FOUND = {
  subscription: 'That subscription does not exist.',
  order: 'That order does not exist.',
  coupon: 'That coupon does not exist.',
  'shipping rate': 'That shipping rate does not exist.',
  'tax rule': 'That tax rule does not exist.',
  variant: 'This variant does not exist.',
} as const;

/** Why an owner's coupon, shipping rate or tax rule cannot be saved, by the input at fault (owner/checkout-rule-input.ts). */
const RULE_INPUT_PROBLEMS = {
  couponCode: 'Use letters, digits, - and _ for the code, at most 40.',
  couponKind: 'Choose a percentage or a fixed amount.',
  percentage: 'A percentage is from 0.01 % to 100 %.',
  fixedAmount: 'The amount must be above 0.',
  minSubtotal: 'The minimum subtotal must be 0 or more.',
  expiry: 'The expiry is not a date.',
  usageLimit: 'The usage limit must be 1 or more, or none.',
  rateName: 'Give the rate a name of 1 to 80 characters.',
  countries: 'Countries are two-letter codes, such as US or DE.',
  basis: 'Choose a flat rate, or a rate by subtotal or by weight.',
  lowerBound: 'The lower bound must be 0 or more.',
  upperBound: 'The upper bound must be above the lower bound.',
  price: 'The price must be 0 or more.',
  ruleName: 'Give the rule a name of 1 to 80 characters.',
  country: 'The country is a two-letter code, such as US or DE.',
  region: 'The region is at most 60 characters.',
  rate: 'The rate is from 0.01 % to 100 %.',
} as const;

/** A line whose price changed between the cart the shopper saw and the order (domain/total-change.ts), amounts as written. */
interface PriceChange {
  name: string;
  up: boolean;
  from: string;
  to: string;
}

/**
 * Every code of the commerce subgraph (its SDL enum CartErrorCode) with its words, written once.
 * SPEC section 8's texts come from @atelier/commerce (VARIANT_MESSAGES, QUANTITY_MESSAGES,
 * COMMERCE_ERRORS…), where the storefront's islands read them too; the rest say what to do next.
 * Codes a shared rule reports with its own words (additional fields, a gift card's recipient, a
 * form's answers) take the rule's problem; a code refused in several places names the place.
 */
export const CART_ERRORS = {
  ...OWNER_ERROR_TEXTS,
  // Adding to a cart and changing its entries.
  ITEM_NOT_FOUND: ({ of }: { of: 'item' | 'entry' }) =>
    of === 'item' ? COMMERCE_ERRORS.itemNotFound.message : 'This item is no longer sold. Remove it from your cart.',
  VARIANT_UNAVAILABLE: VARIANT_MESSAGES.unavailable,
  INSUFFICIENT_STOCK: VARIANT_MESSAGES.notEnoughStock,
  SINGLE_QUANTITY_ONLY: 'Only one of this item can be added to the cart.',
  ITEM_NOT_PURCHASABLE: 'This item cannot be added to a cart.',
  QUANTITY_NOT_A_NUMBER: QUANTITY_MESSAGES.notANumber,
  QUANTITY_NOT_WHOLE: QUANTITY_MESSAGES.notWhole,
  QUANTITY_OUT_OF_RANGE: QUANTITY_MESSAGES.outOfRange,
  SUBSCRIPTION_ONLY: SUBSCRIPTION_MESSAGES.subscriptionOnly,
  NOT_SUBSCRIBABLE: SUBSCRIPTION_MESSAGES.notSubscribable,
  CURRENCY_MISMATCH: 'This item is priced in another currency than your cart.',
  CART_FULL: ({ max }: { max: number }) => `A cart can hold at most ${max} different items.`,
  ENTRY_NOT_FOUND: 'This item is no longer in your cart. Please reload the page.',
  ENTRY_MISMATCH: 'The item and SKU do not match this cart entry.',
  ADDITIONAL_FIELDS_REQUIRED: 'This product asks a few questions first: please fill in its form.',
  ADDITIONAL_FIELDS_TOO_LARGE: ADDITIONAL_FIELDS_MESSAGES.tooLarge,
  /** Answers that are not JSON; a rule that read them (the form's, the gift card page's) gives its own words. */
  INVALID_ADDITIONAL_FIELDS: (problem?: RuleProblem) =>
    problem?.message ?? 'The answers could not be read. Please fill in the form again.',
  RATE_LIMITED: COMMERCE_ERRORS.rateLimited.message,
  SERVICE_UNAVAILABLE: COMMERCE_ERRORS.storeUnavailable.message,
  STORE_CLOSED: 'This store is not open right now, so nothing can be bought. Please come back later.',
  FEATURE_NOT_IN_PLAN: ({ what }: { what: string }) => `This store does not sell ${what} right now.`,

  // Checkout details of a cart.
  CART_NOT_FOUND: 'Your cart is empty or has expired. Please add the items again.',
  COUPON_CODE_INVALID: 'Please enter a coupon code: letters, digits, - and _, at most 40.',
  TOO_MANY_COUPONS: ({ max }: { max: number }) => `A cart can carry at most ${max} coupon codes.`,
  COUNTRY_INVALID: 'Please choose a country.',
  SHIPPING_OPTION_NOT_FOUND: 'That shipping option is no longer offered. Please choose another.',
  GIFT_CARD_NOT_FOUND: 'That gift card code is not valid for this store. Please check it and try again.',
  GIFT_CARD_EMPTY: ({ lastFour }: { lastFour: string }) =>
    `The gift card ending in ${lastFour} has no balance left. Please remove it.`,
  TOO_MANY_GIFT_CARDS: ({ max }: { max: number }) => `An order can be paid with at most ${max} gift cards.`,

  // Placing an order.
  IDEMPOTENCY_KEY_INVALID: OUT_OF_DATE,
  IDEMPOTENCY_KEY_REUSED: OUT_OF_DATE,
  EXPECTED_TOTAL_INVALID: OUT_OF_DATE,
  CART_EMPTY: 'Your cart is empty.',
  CART_CHANGED: 'Your cart changed while you were checking out. Please review it and try again.',
  EMAIL_REQUIRED: 'Please enter your email address.',
  EMAIL_INVALID: 'Please enter a valid email address, like name@example.com.',
  ADDRESS_INCOMPLETE: ({ part }: { part: string }) =>
    part === 'country' ? 'Please choose the country.' : `Please enter the ${part}.`,
  ADDRESS_TOO_LONG: ({ part, max }: { part: string; max: number }) => `The ${part} can be at most ${max} characters.`,
  CARD_INVALID: PAYMENT_MESSAGES.invalidCard,
  CARD_REQUIRED: 'Your gift cards do not cover the whole order. Please enter a card number for the rest.',
  NO_SHIPPING_OPTION: 'This store does not ship to that address. Please choose another country.',
  TOTAL_CHANGED: ({ changes, total, shown }: { changes: readonly PriceChange[]; total: string; shown: string }) =>
    [
      ...changes.map((c) => `The price of ${c.name} went ${c.up ? 'up' : 'down'} from ${c.from} to ${c.to}.`),
      `Your total is now ${total} instead of ${shown}, and nothing was charged: please check it and place your order again.`,
    ].join(' '),
  /** The provider's answer, kept on the cancelled order; a card refused as such reads as declined. */
  PAYMENT_DECLINED: (reason?: RuleProblem) => reason?.message ?? PAYMENT_MESSAGES.declined,
  PAYMENT_FAILED: (reason?: RuleProblem) => reason?.message ?? PAYMENT_MESSAGES.failed,

  // Donations: the bounds are packages/commerce's (donationBounds), in its words.
  DONATION_AMOUNT_INVALID: ruleText,

  // Subscriptions.
  ALREADY_COMPLETED: 'This subscription has already billed every payment of its plan.',

  // Owners: orders, stock and checkout rules.
  NOT_FOUND: ({ of }: { of: keyof typeof NOT_FOUND }) => NOT_FOUND[of],
  NOT_PAID: ({ to }: { to: 'fulfil' | 'refund' }) =>
    to === 'fulfil' ? 'Only a paid order can be fulfilled.' : 'Only a paid order can be refunded.',
  ALREADY_FULFILLED: 'This order is already fulfilled.',
  AMOUNT_INVALID: ({ remaining }: { remaining: number }) =>
    remaining > 0
      ? `A refund is from 1 to ${remaining} (minor units) for this order.`
      : 'This order is already refunded in full.',
  /** The payment provider's words. */
  REFUND_FAILED: ruleText,
  INPUT_EMPTY: 'Give the stock of at least one variant.',
  INPUT_TOO_LARGE: `Change at most ${MAX_VARIANTS_AT_ONCE} variants at once.`,
  VARIANT_REPEATED: 'This variant is given twice.',
  STOCK_INVALID: `Stock is a whole number from 0 to ${PRODUCT_LIMITS.maxStock.toLocaleString('en-US')}, or unlimited.`,
  CODE_TAKEN: ({ code }: { code: string }) => `The code ${code} is already used by another coupon.`,
  INVALID: ({ problem }: { problem: keyof typeof RULE_INPUT_PROBLEMS }) => RULE_INPUT_PROBLEMS[problem],
} as const satisfies ErrorCatalogue<CartErrorCode>;

export const { userError, refuse } = errorsFrom(CART_ERRORS);
