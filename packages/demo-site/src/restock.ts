/** A visitor of the demo who asked to hear when a sold-out variant is back. */
export interface DemoRestockSignUp {
  id: string;
  email: string;
  joinMailingList: boolean;
  /** How long before the demo was seeded they signed up: the panel's oldest sign-up first. */
  daysAgo: number;
}

/** The demo's sold-out variant that visitors wait for: the Waxed Field Apron in M, Olive. */
export const DEMO_RESTOCK_VARIANT = {
  websiteId: 'site_demo',
  productId: 'prod_apron',
  variantId: 'var_apron_m_olive',
} as const;

/** Who waits for it on a fresh demo, so that the owner's Restock panel has someone to tell. */
export const DEMO_RESTOCK_SIGN_UPS: readonly DemoRestockSignUp[] = [
  { id: 'rsu_demo_ines', email: 'ines.moreau@example.com', joinMailingList: true, daysAgo: 9 },
  { id: 'rsu_demo_tomas', email: 'tomas.berg@example.com', joinMailingList: false, daysAgo: 4 },
  { id: 'rsu_demo_hana', email: 'hana.sato@example.com', joinMailingList: true, daysAgo: 1 },
];
