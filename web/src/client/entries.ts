/**
 * The client's entries, one per kind of page, by the audience folder they live in: Vite builds
 * them, the server links them, and the bundle bench and the audience test start from them.
 * Paths are from web/, as Vite's manifest names them.
 */
export const CLIENT_ENTRIES = {
  islands: 'src/client/storefront/islands.tsx',
  cart: 'src/client/checkout/cart-page.tsx',
  checkout: 'src/client/checkout/checkout-entry.tsx',
  admin: 'src/client/dashboard/admin-page.tsx',
  login: 'src/client/dashboard/login-page.tsx',
} as const;

export type EntryName = keyof typeof CLIENT_ENTRIES;
