import type { MerchandisingView } from '@atelier/commerce';
import type { StorefrontProductCardFragment, StorefrontWebsiteFragment } from '../../graphql/generated/storefront.ts';
import { itemContext, merchandisingContext } from './page-context.ts';

/**
 * A shop page asks for a product's card fields only (StorefrontProductCard), unless its theme's list
 * has been seen to read more. What the card lacks is still in each item, as keys whose reading trips
 * a wire: a page that read one is drawn again with everything (see collectionPage).
 */
export class Tripwire {
  /** The first key read that the page did not fetch, once one was. */
  trippedBy: string | null = null;
}

const MAX_THEMES = 1000;
const themesReadingDetails = new Set<string>();

/** Whether a theme's shop list has been seen to read what product cards leave out. */
export const themeReadsItemDetails = (theme: string): boolean => themesReadingDetails.has(theme);

/** Notes that a theme's shop list reads what product cards leave out: its pages get whole items. */
export function rememberThemeReadsItemDetails(theme: string): void {
  if (themesReadingDetails.size >= MAX_THEMES) themesReadingDetails.delete(themesReadingDetails.values().next().value!);
  themesReadingDetails.add(theme);
}

/**
 * The keys of each part of an item whose values come from StorefrontProductDetails (what
 * itemContext makes of them), and of a product's merchandising context. A key of these is in every
 * card item, but reading it trips the wire. Kept with the card's fragment: a key itemContext takes
 * from a detail must be listed here (card-context.test.ts compares items that differ in details only).
 */
export const DETAIL_KEYS = {
  item: ['excerpt', 'body'],
  structuredContent: [
    'variantOptionOrdering',
    'useCustomAddButtonText',
    'customAddButtonText',
    'additionalFieldsFormId',
  ],
  variant: ['sku', 'attributes', 'optionValues', 'mainImage', 'mainImageUrl'],
  merchandising: ['scarcityEnabled', 'scarcityText', 'scarcityShownByDefault', 'scarcityTemplateViews'],
} as const;

const WIRE = Symbol('tripwire');
type Part = keyof typeof DETAIL_KEYS;

/** A getter for each detail key of each part, shared by every card: the wire is the object's own. */
const DETAIL_GETTERS = Object.fromEntries(
  (Object.keys(DETAIL_KEYS) as Part[]).map((part) => [
    part,
    Object.fromEntries(
      DETAIL_KEYS[part].map((key) => [
        key,
        {
          enumerable: true,
          get(this: { [WIRE]: Tripwire }) {
            this[WIRE].trippedBy ??= key;
            return undefined;
          },
        },
      ]),
    ),
  ]),
) as Record<Part, PropertyDescriptorMap>;

/**
 * `value` with its part's detail keys as getters that trip the wire. Listing the keys does not trip
 * (the engine counts an object's keys to know whether it is empty); reading one does, as a JSON
 * dump of the item would. Built anew with the getters shared (about ten microseconds a card), with
 * `replaced` values in place of the value's own.
 */
function wired<T extends object>(value: T, part: Part, wire: Tripwire, replaced: Partial<T> = {}): T {
  const details = DETAIL_KEYS[part] as readonly string[];
  const out: Record<string | symbol, unknown> = { [WIRE]: wire };
  for (const key of Object.keys(value))
    if (!details.includes(key))
      out[key] = key in replaced ? (replaced as Record<string, unknown>)[key] : (value as Record<string, unknown>)[key];
  return Object.defineProperties(out, DETAIL_GETTERS[part]) as T;
}

/** The item of a product card, as itemContext makes it of a whole product, with its details wired. */
export function cardItemContext(card: StorefrontProductCardFragment, wire: Tripwire) {
  const item = itemContext(card);
  const variants = item.structuredContent.variants.map((v) => wired(v, 'variant', wire));
  return wired(item, 'item', wire, {
    structuredContent: wired(item.structuredContent, 'structuredContent', wire, { variants }),
  });
}

/** `productMerchandisingContext` of product cards: the store's sold-out text, and each product's scarcity wired. */
export function cardMerchandisingContext(
  website: StorefrontWebsiteFragment,
  cards: StorefrontProductCardFragment[],
  view: MerchandisingView,
  wire: Tripwire,
) {
  const context = merchandisingContext(website, cards, view);
  return Object.fromEntries(Object.entries(context).map(([id, entry]) => [id, wired(entry, 'merchandising', wire)]));
}
