/**
 * The page types of a site (SPEC section 2), one enumeration for the server, which renders each
 * type from its own query and template, and the browser, which reads it from the page.
 */
export const PAGE_TYPES = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

export type PageTypeName = keyof typeof PAGE_TYPES;
export type PageType = (typeof PAGE_TYPES)[PageTypeName];

const NAMES = new Map<number, PageTypeName>(
  Object.entries(PAGE_TYPES).map(([name, code]) => [code, name as PageTypeName]),
);

/** The name of a page type code, or undefined for a number that is none. */
export const pageTypeName = (code: number): PageTypeName | undefined => NAMES.get(code);

/** The page type a page declares on its body (data-page-type), or undefined. */
export function pageTypeOf(value: string | undefined | null): PageType | undefined {
  const code = Number(value);
  return NAMES.has(code) ? (code as PageType) : undefined;
}

/** SPEC section 2: the pill floats everywhere but on the cart pages and in express checkout mode. */
export const showsCartPill = (pageType: PageType | undefined, expressMode = false) =>
  !expressMode && pageType !== PAGE_TYPES.SHOW_CART && pageType !== PAGE_TYPES.COMMERCE_CART_V2;
