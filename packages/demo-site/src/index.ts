import type { ProductTypeName } from '@atelier/commerce';
import type { ArtMotif } from '@atelier/site';
import { DEMO_LABEL_FORM_ID } from './forms.ts';

/**
 * The demo site that `npm start` seeds once: one shop with every kind of product, some variants on
 * sale, some sold out, some with little stock. Each subgraph seeds its own part of it.
 */
export interface DemoVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  attributes: Record<string, string>;
  /** null: unlimited stock. */
  stock: number | null;
}

export interface DemoProduct {
  id: string;
  urlId: string;
  title: string;
  excerpt: string;
  productType: ProductTypeName;
  variantOptionOrdering: string[];
  variants: DemoVariant[];
  customAddButtonText?: string;
  /** The product's full description (HTML). */
  body?: string;
  /** Its scarcity notice (SPEC section 3's per-product merchandising settings). */
  merchandising?: { scarcityEnabled: boolean; scarcityText?: string; scarcityShownByDefault?: boolean };
  /** The collection it is in; the site's shop when left out. */
  collectionId?: string;
  /** What its drawn picture shows (a motif of the site server's product art: mug, box of clay, potter's wheel…). */
  art?: ArtMotif;
  /** The colour it is drawn in (a name of @atelier/site's ART_COLOURS); else its first variant's colour option's. */
  artColour?: string;
  /** The shop's categories it is listed under. */
  categories?: string[];
  isSubscribable?: boolean;
  subscriptionPlan?: { billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' }; numBillingCycles: number };
  /** What each of its variants weighs, in grams (shipping rates by weight read it). */
  weightGrams?: number;
  /** The form a shopper fills in before adding it (its answers travel with the cart entry). */
  additionalFieldsFormId?: string;
}

export const DEMO_WEBSITE = {
  id: 'site_demo',
  slug: 'atelier-demo',
  title: 'Atelier Supply Co.',
  selectedCurrency: 'USD',
  timeZone: 'America/New_York',
  // Sold-out variants (the olive apron in M) offer the restock sign-up.
  merchandising: { restockNotificationsEnabled: true },
} as const;

/** The shop is the home page (the first of the main navigation): its description is the home page's headline. */
export const DEMO_COLLECTION = {
  id: 'col_shop',
  urlId: 'shop',
  title: 'Shop',
  description: 'Work clothes and tools for people who make things, used in our own workshop first.',
} as const;

export const DEMO_OWNER = {
  id: 'owner_demo',
  email: 'owner@atelier.test',
  name: 'Ada Atelier',
  password: 'atelier-demo',
} as const;

const sizes = ['S', 'M', 'L'] as const;

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: 'prod_linen_shirt',
    weightGrams: 320,
    urlId: 'linen-shirt',
    art: 'shirt',
    categories: ['Clothing'],
    title: 'Linen Work Shirt',
    excerpt: 'Washed Belgian linen, cut roomy for long days at the bench.',
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Size', 'Color'],
    variants: sizes.flatMap((size, i) => [
      {
        id: `var_shirt_${size.toLowerCase()}_sand`,
        sku: `SHIRT-${size}-SAND`,
        priceCents: 6800,
        attributes: { Size: size, Color: 'Sand' },
        stock: [5, 12, 0][i]!,
      },
      {
        id: `var_shirt_${size.toLowerCase()}_ink`,
        sku: `SHIRT-${size}-INK`,
        priceCents: 6800,
        salePriceCents: 5400,
        onSale: true,
        attributes: { Size: size, Color: 'Ink' },
        stock: [3, 1, 8][i]!,
      },
    ]),
  },
  {
    id: 'prod_apron',
    weightGrams: 650,
    urlId: 'field-apron',
    art: 'apron',
    categories: ['Clothing'],
    title: 'Waxed Field Apron',
    excerpt: 'Cross-back straps, brass rivets, a pocket for every tool. Made to order in two colours.',
    body: '<p>Cut from 10 oz waxed cotton that softens and darkens with wear. The cross-back straps take the weight off your neck; the brass rivets hold the pockets through years of use.</p><p>Olive comes in every size; Rust in small and medium only.</p>',
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Size', 'Color'],
    merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left in this size and colour' },
    variants: [
      {
        id: 'var_apron_s_olive',
        sku: 'APRON-S-OLIVE',
        priceCents: 8800,
        attributes: { Size: 'S', Color: 'Olive' },
        stock: 4,
      },
      {
        id: 'var_apron_s_rust',
        sku: 'APRON-S-RUST',
        priceCents: 8800,
        salePriceCents: 7200,
        onSale: true,
        attributes: { Size: 'S', Color: 'Rust' },
        stock: 2,
      },
      {
        id: 'var_apron_m_olive',
        sku: 'APRON-M-OLIVE',
        priceCents: 8800,
        attributes: { Size: 'M', Color: 'Olive' },
        stock: 0,
      },
      {
        id: 'var_apron_m_rust',
        sku: 'APRON-M-RUST',
        priceCents: 8800,
        attributes: { Size: 'M', Color: 'Rust' },
        stock: 6,
      },
      {
        id: 'var_apron_l_olive',
        sku: 'APRON-L-OLIVE',
        priceCents: 9200,
        attributes: { Size: 'L', Color: 'Olive' },
        stock: 9,
      },
    ],
  },
  {
    id: 'prod_mug',
    weightGrams: 450,
    urlId: 'stoneware-mug',
    art: 'mug',
    categories: ['Tableware'],
    title: 'Stoneware Mug',
    excerpt: 'Thrown by hand, glazed twice, holds a generous 350 ml.',
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Glaze'],
    variants: [
      { id: 'var_mug_cream', sku: 'MUG-CREAM', priceCents: 3200, attributes: { Glaze: 'Cream' }, stock: 5 },
      { id: 'var_mug_moss', sku: 'MUG-MOSS', priceCents: 3400, attributes: { Glaze: 'Moss' }, stock: 2 },
    ],
  },
  {
    id: 'prod_tote',
    weightGrams: 500,
    urlId: 'canvas-tote',
    art: 'tote',
    artColour: 'Canvas',
    categories: ['Bags'],
    title: 'Canvas Tote',
    excerpt: 'Heavy waxed canvas with leather handles. Back in the spring.',
    productType: 'PHYSICAL',
    variantOptionOrdering: [],
    variants: [
      { id: 'var_tote', sku: 'TOTE', priceCents: 4500, salePriceCents: 3900, onSale: true, attributes: {}, stock: 0 },
    ],
  },
  {
    id: 'prod_throw',
    weightGrams: 1400,
    urlId: 'wool-throw',
    art: 'throw',
    artColour: 'Undyed',
    categories: ['Textiles'],
    title: 'Wool Throw',
    excerpt: 'Undyed lambswool, woven on a 1920s loom. Only a couple left.',
    body: '<p>Each throw can carry a woven label with up to three initials, stitched in the thread you choose.</p>',
    productType: 'PHYSICAL',
    additionalFieldsFormId: DEMO_LABEL_FORM_ID,
    variantOptionOrdering: [],
    variants: [
      {
        id: 'var_throw',
        sku: 'THROW',
        priceCents: 14000,
        salePriceCents: 11900,
        onSale: true,
        attributes: {},
        stock: 2,
      },
    ],
  },
  {
    id: 'prod_field_guide',
    urlId: 'field-guide',
    art: 'book',
    categories: ['Guides'],
    title: 'The Maker’s Field Guide (PDF)',
    excerpt: 'Our 120-page guide to natural dyes, delivered as a download.',
    productType: 'DIGITAL',
    variantOptionOrdering: [],
    variants: [
      {
        id: 'var_field_guide',
        sku: 'GUIDE-PDF',
        priceCents: 1200,
        salePriceCents: 900,
        onSale: true,
        attributes: {},
        stock: null,
      },
    ],
  },
  {
    id: 'prod_workshop',
    urlId: 'indigo-workshop',
    art: 'dye-vat',
    artColour: 'Indigo',
    categories: ['Classes'],
    title: 'Indigo Dyeing Workshop',
    excerpt: 'Three hours in the studio, all materials included.',
    productType: 'SERVICE',
    variantOptionOrdering: ['Session'],
    variants: [
      {
        id: 'var_workshop_sat',
        sku: 'WORKSHOP-SAT',
        priceCents: 9500,
        attributes: { Session: 'Saturday 10:00' },
        stock: 8,
      },
      {
        id: 'var_workshop_sun',
        sku: 'WORKSHOP-SUN',
        priceCents: 9500,
        attributes: { Session: 'Sunday 14:00' },
        stock: 0,
      },
    ],
    customAddButtonText: 'Book a Seat',
  },
  {
    id: 'prod_gift_card',
    urlId: 'gift-card',
    art: 'card',
    categories: ['Gifts'],
    title: 'Atelier Gift Card',
    excerpt: 'Let them choose. Delivered by email.',
    productType: 'GIFT_CARD',
    variantOptionOrdering: ['Value'],
    variants: [2500, 5000, 10000].map((cents) => ({
      id: `var_gift_${cents / 100}`,
      sku: `GIFT-${cents / 100}`,
      priceCents: cents,
      attributes: { Value: `$${cents / 100}` },
      stock: null,
    })),
  },
];
export * from './content.ts';
export * from './second-site.ts';
export * from './more-products.ts';
export * from './forms.ts';
export * from './demo-art.ts';
export * from './restock.ts';
export * from './events-gallery.ts';

import { DEMO_COLLECTIONS, DEMO_POSTS, type DemoCollection, type DemoPost } from './content.ts';
import { DEMO_MORE_PRODUCTS, DEMO_MORE_SHOPS } from './more-products.ts';
import { KILN_COLLECTIONS, KILN_POSTS, KILN_PRODUCTS, KILN_SHOP, KILN_WEBSITE } from './second-site.ts';

/** Every demo site with all its parts, for the subgraphs to seed. */
export interface DemoSite {
  website: {
    id: string;
    slug: string;
    title: string;
    selectedCurrency: string;
    timeZone: string;
    locale?: string;
    theme?: string;
    merchandising?: Record<string, unknown>;
  };
  shop: { id: string; urlId: string; title: string; description?: string };
  /** More shop collections, in the main navigation at their positions. */
  moreShops?: readonly { id: string; urlId: string; title: string; position: number; description: string }[];
  products: DemoProduct[];
  collections: DemoCollection[];
  posts: DemoPost[];
}

export const DEMO_SITES: DemoSite[] = [
  {
    website: DEMO_WEBSITE,
    shop: DEMO_COLLECTION,
    moreShops: DEMO_MORE_SHOPS,
    products: [...DEMO_PRODUCTS, ...DEMO_MORE_PRODUCTS],
    collections: DEMO_COLLECTIONS,
    posts: DEMO_POSTS,
  },
  { website: KILN_WEBSITE, shop: KILN_SHOP, products: KILN_PRODUCTS, collections: KILN_COLLECTIONS, posts: KILN_POSTS },
];
