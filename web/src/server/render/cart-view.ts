import { entryAnswerLines, moneyHtml, plainMoneyFormat, type MoneyFormat } from '@atelier/commerce';
import { entryPictureUrl } from '@atelier/site';
import type { CartPageCartFragment } from '../../graphql/generated/storefront.ts';
import { escapeHtml } from '@atelier/html';

type Entry = CartPageCartFragment['entries'][number];

/** What the cart page draws on the server: the visitor's cart, and what a refused change said. */
export interface CartView {
  cart: CartPageCartFragment | null | undefined;
  /** The definitions of the forms whose answers entries carry, by form id: they title the answers. */
  forms: ReadonlyMap<string, string>;
  /** The crumb each line's form posts. */
  crumb: string;
  /** How the site writes money (the islands write it the same way). */
  money: MoneyFormat;
  /** A refused change, said under its entry, by entry id. */
  lineErrors?: Readonly<Record<string, string>>;
  /** A refusal of the page's forms as a whole (an old crumb). */
  problem?: string;
}

const moneyOf = (minor: number, currency: string, format: MoneyFormat) =>
  moneyHtml({ minor, currency }, format.currency === currency ? format : plainMoneyFormat(currency));

/**
 * The cart page's content before any script runs: the markup of the cart island (cart-page.tsx,
 * cart-entry-row.tsx: the same classes, texts and amounts), with each line's quantity and Remove as
 * a form that posts to /cart. The island replaces it when scripts run.
 */
export function cartViewHtml(view: CartView): string {
  const entries = view.cart?.entries ?? [];
  const gone = Object.entries(view.lineErrors ?? {}).flatMap(([id, message]) =>
    entries.some((e) => e.id === id) ? [] : [message],
  );
  const problems = [...(view.problem ? [view.problem] : []), ...gone]
    .map((message) => `<p class="cart-problem" role="alert">${escapeHtml(message)}</p>`)
    .join('');
  if (!view.cart || entries.length === 0) {
    return `${problems}<section class="cart-empty"><p>You have nothing in your shopping cart.</p><a class="button-primary" href="/shop">Continue Shopping</a></section>`;
  }
  const currency = view.cart.subtotalAmount.currency;
  return (
    problems +
    `<section class="cart" data-testid="cart"><ul class="cart-entries">${entries.map((entry) => entryHtml(view, entry, currency)).join('')}</ul>` +
    `<div class="cart-summary"><span>Subtotal</span><strong data-testid="cart-subtotal">${moneyOf(view.cart.subtotalCents, currency, view.money)}</strong></div>` +
    `<p class="cart-note">Shipping and taxes are calculated at checkout.</p>` +
    `<a class="button-primary cart-checkout" href="/checkout" data-testid="checkout-link">Check out</a>` +
    `<a class="cart-continue" href="/shop">← Continue shopping</a></section>`
  );
}

function entryHtml(view: CartView, entry: Entry, currency: string): string {
  const attributes = entry.chosenVariant.attributes;
  const label = `${entry.product.title}${attributes.length ? ` (${attributes.map((a) => a.value).join(', ')})` : ''}`;
  const answers = entryAnswerLines(
    entry.additionalFields,
    entry.product.productType,
    view.forms.get(entry.product.additionalFieldsFormId ?? '') ?? null,
  );
  const error = view.lineErrors?.[entry.id];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return (
    `<li class="cart-entry" data-testid="cart-entry">` +
    `<img class="cart-entry-image" src="${escapeHtml(entryPictureUrl(entry))}" alt="" width="88" height="88">` +
    `<div class="cart-entry-details"><a class="cart-entry-title" href="${escapeHtml(entry.product.fullUrl)}">${escapeHtml(entry.product.title)}</a>` +
    (attributes.length
      ? `<div class="cart-entry-variant">${escapeHtml(attributes.map((a) => `${a.name}: ${a.value}`).join(' · '))}</div>`
      : '') +
    (answers.length
      ? `<ul class="cart-entry-answers" aria-label="Your answers">${answers.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '') +
    `<div class="cart-entry-unit">${moneyOf(entry.unitPriceCents, currency, view.money)} each</div></div>` +
    // Enter in the quantity field presses the form's first button: Update.
    `<form class="cart-entry-quantity" method="post" action="/cart">` +
    hidden('crumb', view.crumb) +
    hidden('entryId', entry.id) +
    `<div class="quantity-stepper quantity-form" role="group" aria-label="${escapeHtml(`Quantity of ${label}`)}">` +
    `<input type="text" inputmode="numeric" name="quantity" aria-label="Quantity" value="${entry.quantity}"${error ? ' aria-invalid="true"' : ''}>` +
    `<button type="submit" name="action" value="update">Update</button></div>` +
    `<button type="submit" class="cart-entry-remove" name="action" value="remove">Remove</button>` +
    `</form>` +
    `<div class="cart-entry-total">${moneyOf(entry.lineTotalCents, currency, view.money)}</div>` +
    (error ? `<p class="cart-entry-error" role="alert">${escapeHtml(error)}</p>` : '') +
    `</li>`
  );
}
