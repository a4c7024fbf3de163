import type { Context } from '@squarespace/template-engine';
import { escapeHtml } from '@atelier/html';

/**
 * A page that takes adds without scripts gives `addToCartForm` in its JSON: the crumb its forms post
 * with and, when the page answers a refused add, what was refused. With it, `add-to-cart-btn`
 * draws a form that posts to the item's page, and `variants-select` and `quantity-input` belong to
 * that form (`form=`), so the chosen variant and quantity go with it. Without it (a fixture of the
 * reference compiler, a page of another server) the three draw exactly what the engine draws.
 */
export interface AddToCartFormContext {
  crumb: string;
  refusal?: AddToCartRefusal;
}

/** A refused add, said beside the item's button, with the shopper's choices kept in the fields. */
export interface AddToCartRefusal {
  itemId: string;
  title: string;
  message: string;
  /** The option values posted, by option name. */
  choices: Record<string, string>;
  /** The quantity as typed, when the form had the field. */
  quantity?: string;
}

/** The page's add-to-cart form context, or undefined when the page takes no adds without scripts. */
export function addToCartFormOf(ctx: Context): AddToCartFormContext | undefined {
  const node = ctx.resolve(['addToCartForm']);
  const crumb = node.path(['crumb']);
  if (node.isMissing() || crumb.isMissing() || !crumb.asString()) return undefined;
  const value = node.value as AddToCartFormContext;
  return { crumb: crumb.asString(), refusal: value.refusal };
}

/** The id of an item's add-to-cart form, which its variant and quantity fields name. */
export const addToCartFormId = (itemId: string) => `add-to-cart-form-${itemId}`;

/** The refusal of this item's add, if that is what the page answers. */
export const refusalFor = (form: AddToCartFormContext, itemId: string) =>
  form.refusal && form.refusal.itemId === itemId ? form.refusal : undefined;

/** The name a variant option's field posts under: the engine's own for its radio buttons. */
export const variantOptionField = (optionName: string) => `variant-option-${optionName}`;

const ENGINE_BUTTON =
  /<div class="sqs-add-to-cart-button-wrapper"([^>]*)>\s*<div class="(sqs-add-to-cart-button [^"]*)" role="button"[^>]*? tabindex="0"((?: data-sold-out="true")?)([^>]*)>\s*<div class="sqs-add-to-cart-button-inner">([^<]*)<\/div>\s*<\/div>\s*<\/div>/;

/**
 * The engine's add-to-cart button as a form: a real submit button that posts the crumb to the
 * item's page, disabled when sold out, with the refusal of the last add (the island's alert markup).
 * Markup the engine did not draw as expected is left as it is.
 */
export function buttonAsForm(html: string, form: AddToCartFormContext, item: { id: string; fullUrl: string }): string {
  const match = ENGINE_BUTTON.exec(html);
  if (!match || !item.fullUrl) return html;
  const [whole, wrapperAttributes, classes, soldOut, attributes, label] = match;
  const refusal = refusalFor(form, item.id);
  const disabled = soldOut ? ' disabled aria-disabled="true" data-sold-out="true"' : '';
  const alert = refusal
    ? `\n  <div class="add-to-cart-error" role="alert"><strong>${escapeHtml(refusal.title)}</strong><span>${escapeHtml(refusal.message)}</span></div>`
    : '';
  const drawn =
    `<div class="sqs-add-to-cart-button-wrapper"${wrapperAttributes}>\n` +
    `  <form class="add-to-cart-form" id="${escapeHtml(addToCartFormId(item.id))}" method="post" action="${escapeHtml(item.fullUrl)}">\n` +
    `    <input type="hidden" name="crumb" value="${escapeHtml(form.crumb)}">\n` +
    `    <button type="submit" class="${classes}"${disabled}${attributes}><span class="sqs-add-to-cart-button-inner">${label}</span></button>\n` +
    `  </form>${alert}\n</div>`;
  return html.replace(whole, () => drawn);
}

/**
 * The engine's variant selects and radio buttons as fields of the item's form: each select posts
 * under its option's name (as the radio buttons already do), and a refused add's choices stay chosen.
 */
export function variantFieldsInForm(html: string, form: AddToCartFormContext, itemId: string): string {
  const formId = escapeHtml(addToCartFormId(itemId));
  let drawn = html
    .replace(
      /<select ([^>]*?)data-variant-option-name="([^"]*)">/g,
      (_all, before: string, name: string) =>
        `<select ${before}data-variant-option-name="${name}" name="variant-option-${name}" form="${formId}">`,
    )
    .replace(
      /<input type="radio" class="variant-radiobtn" /g,
      `<input type="radio" class="variant-radiobtn" form="${formId}" `,
    );
  const refusal = refusalFor(form, itemId);
  for (const [name, value] of Object.entries(refusal?.choices ?? {}))
    drawn = chosen(drawn, escapeHtml(name), escapeHtml(value));
  return drawn;
}

/** Marks a value chosen in its option's select and among its radio buttons. */
function chosen(html: string, name: string, value: string): string {
  const start = html.indexOf(`data-variant-option-name="${name}" name=`);
  const end = start < 0 ? -1 : html.indexOf('</select>', start);
  let drawn = html;
  if (end > 0) {
    const select = html.slice(start, end).replace(`<option value="${value}">`, `<option value="${value}" selected>`);
    drawn = html.slice(0, start) + select + html.slice(end);
  }
  return drawn.replace(
    `value="${value}" name="variant-option-${name}" `,
    `value="${value}" name="variant-option-${name}" checked `,
  );
}

/** The engine's quantity input as a field of the item's form, holding what a refused add was sent with. */
export function quantityFieldInForm(html: string, form: AddToCartFormContext, itemId: string): string {
  const quantity = refusalFor(form, itemId)?.quantity;
  return html.replace(
    /<input ([^>]*?)value="1"/,
    (_all, before: string) =>
      `<input name="quantity" form="${escapeHtml(addToCartFormId(itemId))}" ${before}value="${escapeHtml(quantity ?? '1')}"`,
  );
}
