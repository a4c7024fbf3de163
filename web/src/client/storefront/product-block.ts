import {
  moneyHtml,
  pickerState,
  productTypeFromCode,
  type PickerState,
  type PickerVariant,
  type ProductTypeName,
  type ValueMark,
} from '@atelier/commerce';
import { pageMoneyFormat } from '../shared/money.tsx';

/** Fired on a product block when its selection changes (the detail is the new state); the image swap and the add button listen. */
export const VARIANT_CHANGE_EVENT = 'variant-change';

export type BlockVariant = PickerVariant;

/** The word for a combination no variant has (SPEC section 4), in the price and beside an option. */
const UNAVAILABLE_TEXT = 'Unavailable';

export interface ProductBlock {
  element: HTMLElement;
  /** The product's id (the block's data-item-id). */
  productId: string;
  productType: ProductTypeName | undefined;
  state(): PickerState<BlockVariant>;
  /** The store's sold-out wording for this block (custom text, else 'Sold Out'). */
  soldOutText: string;
}

/** The variants a product block was rendered with (its data-variants JSON). */
export function blockVariants(block: Element): BlockVariant[] {
  try {
    return JSON.parse(block.getAttribute('data-variants') ?? '[]') as BlockVariant[];
  } catch {
    return [];
  }
}

/** The price of one variant, in the markup of the product-price formatter: the sale price, then the original struck. */
function variantPriceHtml(variant: BlockVariant): string {
  const format = pageMoneyFormat(variant.priceMoney.currency);
  const normal = moneyHtml(variant.priceMoney, format);
  if (!variant.onSale) return `<div class="product-price">${normal}</div>`;
  const sale = moneyHtml(variant.salePriceMoney, format);
  return `<div class="product-price"><span class="visually-hidden v6-visually-hidden">Sale Price:</span>${sale} <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">${normal}</span></div>`;
}

/**
 * Binds the variant picker the template language rendered (variants-select's selects and radio
 * buttons) to the rules of packages/commerce: a changed selection shows its price, stock or
 * sold-out note, scarcity notice, restock box and image, marks the values that cannot be bought,
 * and tells the add button.
 */
export function bindProductBlock(element: HTMLElement): ProductBlock {
  const variants = blockVariants(element);
  const productType = productTypeFromCode(Number(element.dataset.productType));
  const selects = Array.from(element.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]'));
  const ordering = selects.map((s) => s.dataset.variantOptionName!);
  const radiosOf = (name: string) =>
    Array.from(
      element.querySelectorAll<HTMLInputElement>(
        `.variant-radiobtn-wrapper[data-variant-option-name="${CSS.escape(name)}"] input.variant-radiobtn`,
      ),
    );
  const product = { productType, variants, optionOrdering: ordering };
  const priceArea = element.querySelector<HTMLElement>('[data-product-price]');
  const initialPrice = priceArea?.innerHTML ?? '';
  const image = element.querySelector<HTMLImageElement>('img[data-product-image]');
  const initialImage = { src: image?.getAttribute('src') ?? '', srcset: image?.getAttribute('srcset') ?? '' };
  const note = element.querySelector<HTMLElement>('[data-variant-note]');
  // The theme's restock box (restock-box.block; data-restock-placeholder in themes made before it).
  const restock = element.querySelector<HTMLElement>('[data-restock-box], [data-restock-placeholder]');
  const scarcity = Array.from(element.querySelectorAll<HTMLElement>('.product-scarcity'));
  const scarcityInitiallyShown = scarcity.map((s) => !s.hidden);
  const soldOutText = element.dataset.soldOutText?.trim() || 'Sold Out';
  const dropdownDisables = element.hasAttribute('data-sold-out-variants-disabled');

  const chosen = () => Object.fromEntries(selects.map((s) => [s.dataset.variantOptionName!, s.value || undefined]));
  let current = pickerState(product, chosen());

  const showScarcity = (state: PickerState<BlockVariant>) => {
    scarcity.forEach((el, i) => {
      const attributes = el.dataset.variantAttributes;
      if (state.status === 'incomplete') el.hidden = !scarcityInitiallyShown[i];
      else if (!attributes) el.hidden = true;
      else
        el.hidden = !(
          state.status === 'selected' &&
          !state.soldOut &&
          sameAttributes(JSON.parse(attributes) as Record<string, string>, state.variant!.attributes)
        );
    });
  };

  // A value's variants sold out: the store's word; no such combination: Unavailable (SPEC section 4).
  const markText = (mark: ValueMark | undefined) =>
    mark === 'sold-out' ? soldOutText : mark === 'unavailable' ? UNAVAILABLE_TEXT : '';

  const markUnavailable = (state: PickerState<BlockVariant>) => {
    for (const select of selects) {
      const name = select.dataset.variantOptionName!;
      const marks = state.valueMarks[name] ?? {};
      for (const option of Array.from(select.options)) {
        if (!option.value) continue;
        const mark = markText(marks[option.value]);
        option.disabled = dropdownDisables && Boolean(mark) && select.value !== option.value;
        option.textContent = option.value + (mark ? ` — ${mark}` : '');
      }
      for (const radio of radiosOf(name)) {
        const label = radio.nextElementSibling as HTMLElement | null;
        const mark = markText(marks[radio.value]);
        label?.classList.toggle('is-unavailable', Boolean(mark));
        if (label) label.title = mark;
      }
    }
  };

  const render = (state: PickerState<BlockVariant>) => {
    if (priceArea) {
      if (state.status === 'selected') priceArea.innerHTML = variantPriceHtml(state.variant!);
      else if (state.status === 'unavailable')
        priceArea.innerHTML = `<div class="product-price is-unavailable">${UNAVAILABLE_TEXT}</div>`;
      else priceArea.innerHTML = initialPrice;
    }
    if (note) {
      const selected = state.status === 'selected' && variants.length > 1;
      note.textContent = selected ? (state.soldOut ? soldOutText : 'In stock') : '';
      note.className = `product-variant-note${selected ? (state.soldOut ? ' is-sold-out' : ' is-in-stock') : ''}`;
    }
    if (restock) restock.hidden = !offersRestock(element, state);
    if (image) {
      const url = state.status === 'selected' ? state.variant!.mainImageUrl : null;
      // Both: a browser shows what srcset offers before src.
      const shown = url
        ? { src: `${url}?format=1500w`, srcset: `${url}?format=750w 750w, ${url}?format=1500w 1500w` }
        : initialImage;
      if (image.getAttribute('src') !== shown.src) {
        image.setAttribute('src', shown.src);
        if (shown.srcset) image.setAttribute('srcset', shown.srcset);
        else image.removeAttribute('srcset');
      }
    }
    showScarcity(state);
    markUnavailable(state);
  };

  const onChange = (name: string, value: string) => {
    const select = selects.find((s) => s.dataset.variantOptionName === name);
    if (select && select.value !== value) select.value = value;
    for (const radio of radiosOf(name)) radio.checked = radio.value === value;
    current = pickerState(product, chosen());
    render(current);
    element.dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { detail: current, bubbles: true }));
  };

  for (const select of selects) {
    select.addEventListener('change', () => onChange(select.dataset.variantOptionName!, select.value));
    for (const radio of radiosOf(select.dataset.variantOptionName!)) {
      radio.addEventListener('change', () => radio.checked && onChange(select.dataset.variantOptionName!, radio.value));
      // The label is the radio's button: Enter and Space choose it, as a click does.
      radio.nextElementSibling?.addEventListener('keydown', (event) => {
        const key = (event as KeyboardEvent).key;
        if (key !== 'Enter' && key !== ' ') return;
        event.preventDefault();
        radio.checked = true;
        onChange(select.dataset.variantOptionName!, radio.value);
      });
    }
  }
  // A selection the browser restored (back navigation) shows as chosen.
  if (Object.values(chosen()).some(Boolean)) render(current);
  else markUnavailable(current);
  // A product of one sold-out variant (no options to choose) offers its restock box at once.
  if (restock) restock.hidden = !offersRestock(element, current);

  return { element, productId: element.dataset.itemId ?? '', productType, state: () => current, soldOutText };
}

/** Whether the block offers a restock notice for this selection: the store offers them and the chosen variant is sold out. */
export function offersRestock(element: HTMLElement, state: PickerState<BlockVariant>): boolean {
  return (
    element.hasAttribute('data-restock-enabled') &&
    state.status === 'selected' &&
    state.soldOut &&
    Boolean(state.variant)
  );
}

function sameAttributes(a: Record<string, string>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
