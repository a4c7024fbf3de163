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
    scarcityTemplateViews: Array.isArray(r.scarcityTemplateViews) ? r.scarcityTemplateViews.filter((v): v is string => typeof v === 'string').slice(0, 10) : [],
    scarcityText: text(r.scarcityText, 200),
    scarcityShownByDefault: flag(r.scarcityShownByDefault),
  };
}

/**
 * The template language's `productMerchandisingContext`: per product id, what its commerce
 * formatters read (product-status its customSoldOutText, product-scarcity its scarcity settings).
 */
export function productMerchandisingContext(store: MerchandisingSettings, products: { id: string; merchandising: ProductMerchandising }[]) {
  return Object.fromEntries(products.map((p) => [p.id, { customSoldOutText: store.customSoldOutText, ...p.merchandising, scarcityTemplateViews: [...p.merchandising.scarcityTemplateViews] }]));
}
