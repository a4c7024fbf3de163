/**
 * The client's entries, one per kind of page, by the audience folder they live in: Vite builds
 * them, the server links them, and the bundle bench and the audience test start from them.
 * Paths are from web/, as Vite's manifest names them.
 */
export const CLIENT_ENTRIES = {
  islands: 'src/client/storefront/islands.tsx',
  /** The page script every tracked page loads beside its own entry (visits, census, errors): no island shares it. */
  tracking: 'src/client/storefront/page-tracking.ts',
  cart: 'src/client/checkout/cart-page.tsx',
  checkout: 'src/client/checkout/checkout-entry.tsx',
  admin: 'src/client/dashboard/admin-page.tsx',
  login: 'src/client/dashboard/login-page.tsx',
} as const;

export type EntryName = keyof typeof CLIENT_ENTRIES;

/**
 * The client's two Vite builds, each in its own folder of web/dist with its own manifest, since Vite
 * aliases a module for a whole build: `islands` runs the shopper's pages (the storefront's islands,
 * the cart and the checkout) on Preact through preact/compat, `pages` the dashboard and sign-in
 * pages on React 19 (docs/decisions.md). An entry's lazy chunks (the islands of ISLANDS, the
 * dashboard's panels) are built with it.
 */
export const ENTRY_BUILDS = {
  islands: 'islands',
  tracking: 'islands',
  cart: 'islands',
  checkout: 'islands',
  admin: 'pages',
  login: 'pages',
} as const satisfies Record<EntryName, string>;

export type ClientBuild = (typeof ENTRY_BUILDS)[EntryName];

/** The entries one build holds, as Vite's `input` takes them. */
export function entriesOf(build: ClientBuild): Partial<Record<EntryName, string>> {
  return Object.fromEntries(
    (Object.keys(CLIENT_ENTRIES) as EntryName[])
      .filter((entry) => ENTRY_BUILDS[entry] === build)
      .map((entry) => [entry, CLIENT_ENTRIES[entry]]),
  );
}

/**
 * The islands' lazy chunks (of the islands build): islands.tsx loads each only when the page shows
 * what it binds (a product block, a form block, a restock box, quick-view links, a cart with
 * something in it, the theme's cart summary).
 */
export const ISLANDS = {
  product: 'src/client/storefront/product-island.tsx',
  form: 'src/client/storefront/form-block.tsx',
  restock: 'src/client/storefront/restock-box.tsx',
  quickView: 'src/client/storefront/quick-view.ts',
  pill: 'src/client/storefront/pill-island.tsx',
  cartIndicators: 'src/client/storefront/indicators-island.ts',
  comments: 'src/client/storefront/comments-island.tsx',
} as const;

export type IslandName = keyof typeof ISLANDS;

/**
 * What each kind of storefront page loads, its cart holding something (so the pill and the theme's
 * cart summary show): its entry and the islands it shows, and the page script (`tracking`), which
 * every tracked page loads besides. The bundle bench prints them, and
 * islands-bundle.test.ts holds the product page to its limit.
 */
export const STOREFRONT_PAGES = {
  'home / shop list': { entry: 'islands', islands: ['quickView', 'pill', 'cartIndicators'] },
  product: { entry: 'islands', islands: ['product', 'pill', 'cartIndicators'] },
  'product with a form and restock box': {
    entry: 'islands',
    islands: ['product', 'form', 'restock', 'pill', 'cartIndicators'],
  },
  'blog / post / page': { entry: 'islands', islands: ['pill', 'cartIndicators'] },
  'post with comments': { entry: 'islands', islands: ['comments', 'pill', 'cartIndicators'] },
  'page with a form block': { entry: 'islands', islands: ['form', 'pill', 'cartIndicators'] },
  cart: { entry: 'cart', islands: [] },
  'checkout, order, subscription': { entry: 'checkout', islands: [] },
} as const satisfies Record<string, { entry: EntryName; islands: readonly IslandName[] }>;

export type StorefrontPageName = keyof typeof STOREFRONT_PAGES;
