import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { cardDigits } from '@atelier/commerce';
import { failed, hashToken, newId, Refusal, type Outcome } from '@atelier/platform';
import type { PricingRules } from './pricing-rules.ts';
import {
  checkAddress,
  checkEmail,
  isIdempotencyKey,
  type AddressInput,
  type CheckedAddress,
} from '../../domain/checkout/checkout-input.ts';
import { isShownTotal, lineName, totalChangedRefusal } from '../../domain/checkout/total-change.ts';
import { CartEntry } from '../../entities/cart-entry.ts';
import { Payment } from '../../entities/payment.ts';
import { ShopOrder } from '../../entities/shop-order.ts';
import { ShoppingCart } from '../../entities/shopping-cart.ts';
import { PAYMENT_MESSAGES, type PaymentProvider } from '@atelier/commerce/server';
import { orderGate } from '../../domain/checkout/store-gate.ts';
import { priceWithRules } from './cart-pricing.ts';
import type { CatalogPort } from '../../ports/catalog-port.ts';
import { keepCatalogPrices } from '../cart/entry-prices.ts';
import { lockGiftCardSpends, recordGiftCardSpends } from '../gift-cards/gift-cards.ts';
import { orderAccessToken } from '../orders/order-access.ts';
import { chargeOrder, sendPaidMails } from '../orders/order-charge.ts';
import { orderPaid } from '../orders/order-settlement.ts';
import { orderOfAttempt, recordCheckoutAttempt, takeCouponUse, takeStock, writeOrder } from '../ledger.ts';
import { startSubscription } from '../subscriptions/subscription-start.ts';
import { loadPricingRules } from './pricing-rules.ts';
import { refuse, userError, type CartUserError } from '../../errors.ts';

export interface PlaceOrderCommand {
  idempotencyKey: string;
  email: string;
  shippingAddress?: AddressInput | null;
  cardNumber?: string | null;
  /** The grand total checkout showed, in minor units; null: the cart's total at the prices kept with it. */
  expectedTotalCents?: number | null;
}

export interface PlaceOrderDeps {
  em: EntityManager;
  catalog: CatalogPort;
  payments: PaymentProvider;
  secret: string;
  siteId: string | undefined;
  siteOrigin: string | undefined;
  /** Called after an order is paid, outside its transaction; a failure is retried by a job. */
  onPaid(order: ShopOrder): Promise<void>;
}

export type PlaceOrderResult = Outcome<{ order: ShopOrder; accessToken: string }, CartUserError['code']>;

/** A refusal found inside the transaction: thrown so that everything the transaction did is undone. */
const refused = (...errors: CartUserError[]) => new Refusal(failed(errors));
/** How long a repeated submit waits for the first one's payment to be answered. */
const SETTLE_WAIT_MS = 15_000;

/** An entry at the price the catalog asks today; the entry keeps (in memory) the price the cart held, which its views showed. */
interface PricedEntry {
  entry: CartEntry;
  title: string;
  unitPriceCents: number;
  weightGrams: number;
}

/** What the shopper gave, checked: where it ships (null when nothing ships) and the card's digits (null when none). */
interface CheckoutFacts {
  address: CheckedAddress | null;
  card: string | null;
  requiresShipping: boolean;
}

/**
 * Places the order of the visitor's cart: re-prices it from the catalog (the cart keeps the new
 * prices), refuses a total higher than the shopper was shown, takes its stock and its coupons' uses
 * and records the order in one transaction, then charges the payment and settles the order. The
 * cart row is locked while the order is made, so a second submit of the same cart (a double click,
 * a retry, another tab), with this key or another, finds the first one's order and never makes a
 * second. Stock is taken by conditional updates (the ledger), so it is never oversold.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  cartToken: string | undefined,
  command: PlaceOrderCommand,
): Promise<PlaceOrderResult> {
  if (!isIdempotencyKey(command.idempotencyKey)) return refuse('IDEMPOTENCY_KEY_INVALID', ['input', 'idempotencyKey']);
  if (command.expectedTotalCents != null && !isShownTotal(command.expectedTotalCents))
    return refuse('EXPECTED_TOTAL_INVALID', ['input', 'expectedTotalCents']);
  if (!cartToken || !deps.siteId) return refuse('CART_NOT_FOUND');
  const siteId = deps.siteId;
  const cart = await deps.em.fork().findOne(ShoppingCart, { tokenHash: hashToken(cartToken), websiteId: siteId });
  if (!cart) return refuse('CART_NOT_FOUND');

  // A repeat of a submit already made answers with that submit's order.
  const earlier = await orderOfAttempt(deps.em, siteId, command.idempotencyKey);
  if (earlier)
    return earlier.cartId === cart.id
      ? answerWith(deps, earlier.id)
      : refuse('IDEMPOTENCY_KEY_REUSED', ['input', 'idempotencyKey']);
  if (cart.orderId) return answerWith(deps, cart.orderId);

  const entries = await deps.em
    .fork()
    .find(CartEntry, { cartId: cart.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  if (!entries.length) return refuse('CART_EMPTY');
  const facts = checkCheckoutInput(cart, entries, command);
  if (!facts.ok) return facts;
  const paymentMethod =
    cart.subscriptionPlan && facts.value.card ? await deps.payments.saveMethod(facts.value.card) : null;

  const priced = await priceEntries(deps.catalog, cart, entries);
  if (!priced.ok) return priced;
  // Whatever this attempt ends in, the cart now holds today's prices: after a refusal its next view
  // shows the total an order would charge.
  await keepCatalogPrices(deps.em, cart.id, priced.value);

  let made: { orderId: string; madeHere: boolean };
  try {
    made = await deps.em
      .fork()
      .transactional((tx) => recordOrder(tx, deps, siteId, cart, priced.value, facts.value, command, paymentMethod));
  } catch (error) {
    if (error instanceof Refusal) return error.failure as PlaceOrderResult;
    // Two submits with one key for two carts: the key is another attempt's.
    if ((error as { code?: string }).code === '23505')
      return refuse('IDEMPOTENCY_KEY_REUSED', ['input', 'idempotencyKey']);
    throw error;
  }

  const order = await deps.em.fork().findOneOrFail(ShopOrder, { id: made.orderId });
  if (order.cartId !== cart.id) return refuse('CART_NOT_FOUND');
  // Only the submit that made the order (and its payment) charges; the others wait for its answer.
  const charged = facts.value.card ? await chargeOrder(deps, order, facts.value.card) : false;
  // Paid in full by gift cards (or free): the request that made it sends its mails.
  if (!charged && made.madeHere && order.status === 'PAID') await sendPaidMails(deps, order);
  return answerWith(deps, made.orderId);
}

/** The email, the address (when something ships) and the card, every problem at once. */
function checkCheckoutInput(
  cart: ShoppingCart,
  entries: readonly CartEntry[],
  command: PlaceOrderCommand,
): Outcome<CheckoutFacts, CartUserError['code']> {
  const problems: CartUserError[] = [];
  const emailProblem = checkEmail(command.email);
  if (emailProblem) problems.push(emailProblem);
  const requiresShipping = entries.some((e) => e.productType === 'PHYSICAL');
  let address: CheckedAddress | null = null;
  if (requiresShipping) {
    const checked = checkAddress(command.shippingAddress);
    if (checked.ok) address = checked.address;
    else problems.push(...checked.problems);
  }
  // With gift cards applied the card may not be needed: that is known once they are locked.
  const card = cardDigits(command.cardNumber);
  const cardGiven = typeof command.cardNumber === 'string' && command.cardNumber.trim() !== '';
  // A subscription keeps the card for its renewals, so it always needs one.
  if (!card && (cardGiven || !cart.giftCardIds.length || cart.subscriptionPlan))
    problems.push(userError('CARD_INVALID', ['input', 'cardNumber']));
  return problems.length ? failed(problems) : { ok: true, value: { address, card: card ?? null, requiresShipping } };
}

/**
 * Prices every entry as a shopper pays now, in one request to the catalog, before anything is
 * locked. An entry whose variant is gone, archived, or no longer what it named is unavailable.
 */
async function priceEntries(
  catalog: CatalogPort,
  cart: ShoppingCart,
  entries: readonly CartEntry[],
): Promise<Outcome<PricedEntry[], CartUserError['code']>> {
  const lookup = await catalog.findVariants(entries.map((entry) => entry.variantId));
  if (lookup.status === 'unavailable') return refuse('SERVICE_UNAVAILABLE');
  const gate = orderGate(lookup.store, {
    productTypes: [...lookup.variants.values()].map((variant) => variant.productType),
    subscription: Boolean(cart.subscriptionPlan),
  });
  if (gate?.code === 'STORE_CLOSED') return refuse('STORE_CLOSED');
  if (gate?.code === 'FEATURE_NOT_IN_PLAN') return refuse('FEATURE_NOT_IN_PLAN', null, { what: gate.what });
  const priced: PricedEntry[] = [];
  for (const entry of entries) {
    const variant = lookup.variants.get(entry.variantId);
    if (
      !variant ||
      variant.archived ||
      variant.itemId !== entry.itemId ||
      variant.sku !== entry.sku ||
      variant.currency !== cart.currency
    ) {
      return refuse('VARIANT_UNAVAILABLE', ['entries', entry.id]);
    }
    priced.push({
      entry,
      title: variant.title,
      unitPriceCents: variant.unitPriceCents,
      weightGrams: variant.weightGrams,
    });
  }
  return { ok: true, value: priced };
}

/**
 * The order's transaction, under the cart's row lock: the cart checked unchanged, the order
 * priced and held to the total shown, coupons' uses and stock taken, gift cards spent, the order
 * written and its attempt recorded. A refusal is thrown (a Refusal), so that all of it rolls back.
 * Another submit that got here first made the order: this one answers with it.
 */
async function recordOrder(
  tx: EntityManager,
  deps: PlaceOrderDeps,
  siteId: string,
  cart: ShoppingCart,
  priced: readonly PricedEntry[],
  facts: CheckoutFacts,
  command: PlaceOrderCommand,
  paymentMethod: string | null,
): Promise<{ orderId: string; madeHere: boolean }> {
  const locked = await tx.findOne(ShoppingCart, { id: cart.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!locked) throw refused(userError('CART_NOT_FOUND'));
  if (locked.orderId) return { orderId: locked.orderId, madeHere: false };
  if (locked.isPurchased) throw refused(userError('CART_NOT_FOUND'));
  const current = await tx.find(CartEntry, { cartId: cart.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const same =
    current.length === priced.length &&
    current.every((e, i) => e.id === priced[i]!.entry.id && e.quantity === priced[i]!.entry.quantity);
  if (!same) throw refused(userError('CART_CHANGED'));

  const rules = await loadPricingRules(tx, siteId, locked.couponCodes);
  const { totals, takenCoupons } = await priceAndTakeCoupons(tx, siteId, locked, priced, rules, facts, command);
  const short = await takeStock(
    tx,
    priced.map((p) => ({
      ...p,
      variantId: p.entry.variantId,
      quantity: p.entry.quantity,
      productType: p.entry.productType,
    })),
  );
  if (short) throw refused(userError('INSUFFICIENT_STOCK', ['entries', short.entry.id]));
  const giftCards = await lockGiftCardSpends(tx, siteId, locked.giftCardIds, totals.grandTotalCents);
  if (!giftCards.ok) throw new Refusal(giftCards);
  const dueCents = giftCards.value.remainingDueCents;
  if (dueCents > 0 && !facts.card) throw refused(userError('CARD_REQUIRED', ['input', 'cardNumber']));

  const id = newId('order');
  const free = dueCents === 0;
  const order = await writeOrder(
    tx,
    {
      id,
      websiteId: siteId,
      cartId: cart.id,
      email: command.email.trim(),
      status: free ? 'PAID' : 'PENDING_PAYMENT',
      paidAt: free ? new Date() : null,
      currency: cart.currency,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCostCents: totals.shippingCostCents,
      taxCents: totals.taxCents,
      grandTotalCents: totals.grandTotalCents,
      giftCardCents: totals.grandTotalCents - dueCents,
      pricesIncludeTax: rules.pricesIncludeTax,
      shippingAddress: facts.address,
      shippingOption: totals.selectedShippingOption,
      coupons: takenCoupons,
      taxes: totals.applicableTaxRules,
      accessTokenHash: hashToken(orderAccessToken(deps.secret, id)),
      siteOrigin: deps.siteOrigin ?? null,
    },
    priced.map((p) => ({
      itemId: p.entry.itemId,
      variantId: p.entry.variantId,
      sku: p.entry.sku,
      title: p.title,
      attributes: p.entry.attributes,
      productType: p.entry.productType,
      quantity: p.entry.quantity,
      unitPriceCents: p.unitPriceCents,
      additionalFields: p.entry.additionalFields,
    })),
    free
      ? null
      : {
          provider: deps.payments.name,
          amountCents: dueCents,
          currency: cart.currency,
          cardLast4: facts.card!.slice(-4),
        },
  );
  await recordGiftCardSpends(tx, id, giftCards.value.spends);
  if (locked.subscriptionPlan) {
    const [first] = priced;
    const subscription = startSubscription(tx, {
      siteId,
      orderId: id,
      email: order.email,
      entry: first!.entry,
      title: first!.title,
      unitPriceCents: first!.unitPriceCents,
      weightGrams: first!.weightGrams,
      currency: cart.currency,
      plan: locked.subscriptionPlan,
      shippingAddress: facts.address,
      shippingRateId: totals.selectedShippingOption?.id ?? null,
      paymentMethod,
      secret: deps.secret,
    });
    // The subscription's row first: the order refers to it.
    await tx.flush();
    order.subscriptionId = subscription.id;
  }
  if (free) await orderPaid(tx, order, deps.secret);
  await recordCheckoutAttempt(tx, siteId, command.idempotencyKey, id);
  locked.orderId = id;
  if (free) locked.isPurchased = true;
  locked.updatedAt = new Date();
  return { orderId: id, madeHere: true };
}

/**
 * Prices the order at today's prices and holds it to the total the shopper was shown, then takes
 * the valid coupons' uses. Codes that do not apply (unknown, expired, used up, minimum not met)
 * never block paying: the order is priced with the valid ones only. The shopper is never charged
 * more than they were shown (a price raised, a coupon gone since): that is refused with the new
 * total, nothing taken or charged (why a refusal: ARCHITECTURE.md, "Placing an order"). What was
 * shown is the total checkout sent; a caller that sends none is held to the cart's total at the
 * prices it held.
 */
async function priceAndTakeCoupons(
  tx: EntityManager,
  siteId: string,
  locked: ShoppingCart,
  priced: readonly PricedEntry[],
  rules: PricingRules,
  facts: CheckoutFacts,
  command: PlaceOrderCommand,
) {
  const lines = priced.map((p) => ({
    quantity: p.entry.quantity,
    unitPriceCents: p.unitPriceCents,
    productType: p.entry.productType,
    weightGrams: p.weightGrams,
  }));
  // The same lines at the prices and weights the cart held, as its views showed them.
  const shownLines = priced.map((p) => ({
    quantity: p.entry.quantity,
    unitPriceCents: p.entry.unitPriceCents,
    productType: p.entry.productType,
    weightGrams: p.entry.weightGrams,
  }));
  const location = facts.address
    ? { country: facts.address.country, region: facts.address.region, postalCode: facts.address.postalCode }
    : locked.shippingLocation;
  const now = new Date();
  let totals = priceWithRules(locked, lines, rules, now, location);
  if (facts.requiresShipping && !totals.selectedShippingOption)
    throw refused(userError('NO_SHIPPING_OPTION', ['input', 'shippingAddress', 'country']));
  const shownTotalCents =
    command.expectedTotalCents ?? priceWithRules(locked, shownLines, rules, now, location).grandTotalCents;
  const repriced = priced.map((p) => ({
    name: lineName(p.title, p.entry.attributes),
    shownUnitPriceCents: p.entry.unitPriceCents,
    unitPriceCents: p.unitPriceCents,
  }));
  const higher = totalChangedRefusal({
    shownTotalCents,
    totalCents: totals.grandTotalCents,
    currency: locked.currency,
    lines: repriced,
  });
  if (higher) throw refused(higher);
  // One whose last use another order took since pricing cannot be applied: the order is priced
  // without it, under the same rule as above.
  const raced = new Set<string>();
  for (const coupon of totals.validCoupons) if (!(await takeCouponUse(tx, siteId, coupon.code))) raced.add(coupon.code);
  // One that took nothing off (stacked coupons had already taken the whole subtotal) changes no total: it is just not recorded.
  if (totals.validCoupons.some((c) => raced.has(c.code) && c.discountCents > 0)) {
    const without = new Map([...rules.coupons].filter(([code]) => !raced.has(code)));
    totals = priceWithRules(locked, lines, { ...rules, coupons: without }, now, location);
    const raisedByRace = totalChangedRefusal({
      shownTotalCents,
      totalCents: totals.grandTotalCents,
      currency: locked.currency,
      lines: repriced,
    });
    if (raisedByRace) throw refused(raisedByRace);
  }
  return { totals, takenCoupons: totals.validCoupons.filter((c) => !raced.has(c.code)) };
}

/**
 * The answer for an order of this cart: paid, waiting for the provider (shown as received), or
 * cancelled, whose reason is the refusal. A submit that did not charge waits a while for the
 * one that did.
 */
async function answerWith(deps: PlaceOrderDeps, orderId: string): Promise<PlaceOrderResult> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  let order = await deps.em.fork().findOneOrFail(ShopOrder, { id: orderId });
  while (order.status === 'PENDING_PAYMENT' && Date.now() < deadline) {
    const payment = await deps.em
      .fork()
      .findOne(Payment, { orderId, kind: 'CHARGE' }, { orderBy: { createdAt: 'desc' } });
    // A charge whose answer was lost is not waited for: the reconciling job settles it. A payment
    // not claimed yet is waited for from its creation: the submit that made it is about to charge.
    const since =
      payment?.status === 'PENDING' && !payment.message ? (payment.chargeStartedAt ?? payment.createdAt) : null;
    const charging = since !== null && Date.now() - since.getTime() < SETTLE_WAIT_MS;
    if (!charging) {
      // The charge may have settled between reading the order and its payment: read the order again.
      if (payment && payment.status !== 'PENDING')
        order = await deps.em.fork().findOneOrFail(ShopOrder, { id: orderId });
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    order = await deps.em.fork().findOneOrFail(ShopOrder, { id: orderId });
  }
  if (order.status === 'CANCELLED') {
    const code =
      order.failureMessage === PAYMENT_MESSAGES.declined || order.failureMessage === PAYMENT_MESSAGES.invalidCard
        ? 'PAYMENT_DECLINED'
        : 'PAYMENT_FAILED';
    return refuse(code, ['input', 'cardNumber'], order.failureMessage ? { message: order.failureMessage } : undefined);
  }
  return { ok: true, value: { order, accessToken: orderAccessToken(deps.secret, order.id) } };
}
