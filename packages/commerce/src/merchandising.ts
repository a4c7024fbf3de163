/**
 * Merchandising settings (SPEC section 3): the store's, and each product's scarcity notice. They
 * are stored as JSON objects that may lack keys (or hold old ones); these readers give every key a
 * value of the right type, so templates, islands and the server read one shape.
 */
export interface MerchandisingSettings {
  restockNotificationsSuccessText: string;
  customSoldOutText: string;
  restockNotificationsEnabled: boolean;
  soldOutVariantsDropdownDisabled: boolean;
}

export interface ProductMerchandising {
  scarcityEnabled: boolean;
  scarcityTemplateViews: string[];
  scarcityText: string;
  scarcityShownByDefault: boolean;
}

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');
const flag = (value: unknown) => value === true;

export function readMerchandisingSettings(raw: unknown): MerchandisingSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    restockNotificationsSuccessText: text(r.restockNotificationsSuccessText),
    customSoldOutText: text(r.customSoldOutText, 100),
    restockNotificationsEnabled: flag(r.restockNotificationsEnabled),
    soldOutVariantsDropdownDisabled: flag(r.soldOutVariantsDropdownDisabled),
  };
}

export function readProductMerchandising(raw: unknown): ProductMerchandising {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    scarcityEnabled: flag(r.scarcityEnabled),
    scarcityTemplateViews: Array.isArray(r.scarcityTemplateViews)
      ? r.scarcityTemplateViews.filter((v): v is string => typeof v === 'string').slice(0, 10)
      : [],
    scarcityText: text(r.scarcityText, 200),
    scarcityShownByDefault: flag(r.scarcityShownByDefault),
  };
}

/** Where a page shows products: the product page, or a list of them (shop, queries). */
export type MerchandisingView = 'detail' | 'list';

/** The scarcity text when the owner wrote none; {qtyInStock} is the stock of the variant shown. */
export const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left in stock';

interface StockedVariant {
  attributes: Readonly<Record<string, string>>;
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * The scarcity notices of one product: one per variant that is limited and in stock, hidden
 * until a shopper chooses it (the notice carries its attributes); with scarcityShownByDefault, or
 * for a product of one variant, one shown at once with the stock of them all.
 */
export function scarcityViews(
  variants: readonly StockedVariant[],
  shownByDefault: boolean,
): { attributes?: Record<string, string>; qtyInStock: number }[] {
  const limited = variants.filter((v) => !v.unlimited && v.qtyInStock > 0);
  if (variants.length === 1) return limited.map((v) => ({ qtyInStock: v.qtyInStock }));
  const perVariant = limited.map((v) => ({ attributes: { ...v.attributes }, qtyInStock: v.qtyInStock }));
  const anyUnlimited = variants.some((v) => v.unlimited);
  const total = limited.reduce((sum, v) => sum + v.qtyInStock, 0);
  return shownByDefault && !anyUnlimited && total > 0 ? [{ qtyInStock: total }, ...perVariant] : perVariant;
}

/**
 * The template language's `productMerchandisingContext`: per product id, what its commerce
 * formatters read (product-status its customSoldOutText, product-scarcity its notices). The
 * stored scarcityTemplateViews name the views that show the notice (the product page when none).
 */
export function productMerchandisingContext(
  store: MerchandisingSettings,
  products: { id: string; merchandising: ProductMerchandising; variants: readonly StockedVariant[] }[],
  view: MerchandisingView = 'detail',
) {
  return Object.fromEntries(
    products.map((p) => {
      const m = p.merchandising;
      const views = m.scarcityTemplateViews.length ? m.scarcityTemplateViews : ['detail'];
      const shown = m.scarcityEnabled && views.includes(view);
      return [
        p.id,
        {
          customSoldOutText: store.customSoldOutText,
          scarcityEnabled: shown,
          scarcityText: m.scarcityText || DEFAULT_SCARCITY_TEXT,
          scarcityShownByDefault: m.scarcityShownByDefault,
          scarcityTemplateViews: shown ? scarcityViews(p.variants, m.scarcityShownByDefault) : [],
        },
      ];
    }),
  );
}
