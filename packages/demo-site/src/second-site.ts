import type { DemoProduct } from './index.ts';
import type { DemoCollection, DemoPost } from './content.ts';

/**
 * The second demo site, on the same server and owned by the same owner: a ceramics studio drawn
 * with the Ledger theme, in British English and pounds, at http://kiln.localhost:3000.
 */
export const KILN_WEBSITE = {
  id: 'site_kiln',
  slug: 'kiln',
  title: 'Kiln & Co. Ceramics',
  selectedCurrency: 'GBP',
  locale: 'en-GB',
  timeZone: 'Europe/London',
  theme: 'ledger',
} as const;

export const KILN_SHOP = {
  id: 'col_kiln_shop',
  urlId: 'shop',
  title: 'Shop',
  description: 'Stoneware thrown, glazed and fired by hand in a railway arch in Bristol.',
} as const;

export const KILN_PRODUCTS: DemoProduct[] = [
  {
    id: 'prod_kiln_bowl',
    weightGrams: 900,
    urlId: 'serving-bowl',
    art: 'bowl',
    artColour: 'Oatmeal',
    title: 'Serving Bowl',
    excerpt: 'Wheel-thrown stoneware with a speckled oatmeal glaze. Oven and dishwasher safe.',
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Size'],
    variants: [
      { id: 'var_kiln_bowl_s', sku: 'BOWL-S', priceCents: 2800, attributes: { Size: 'Small' }, stock: 6 },
      { id: 'var_kiln_bowl_l', sku: 'BOWL-L', priceCents: 4600, attributes: { Size: 'Large' }, stock: 0 },
    ],
  },
  {
    id: 'prod_kiln_vase',
    weightGrams: 350,
    urlId: 'bud-vase',
    art: 'vase',
    title: 'Bud Vase',
    excerpt: 'A small vase for a single stem, glazed inside and out.',
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Glaze'],
    variants: [
      {
        id: 'var_kiln_vase_celadon',
        sku: 'VASE-CELADON',
        priceCents: 2200,
        salePriceCents: 1800,
        onSale: true,
        attributes: { Glaze: 'Celadon' },
        stock: 4,
      },
      {
        id: 'var_kiln_vase_tenmoku',
        sku: 'VASE-TENMOKU',
        priceCents: 2200,
        attributes: { Glaze: 'Tenmoku' },
        stock: 3,
      },
    ],
  },
  {
    id: 'prod_kiln_class',
    urlId: 'wheel-class',
    art: 'wheel',
    title: 'Wheel Throwing Class',
    excerpt: 'Three hours at the wheel with a potter, clay and firing included.',
    productType: 'SERVICE',
    variantOptionOrdering: [],
    variants: [{ id: 'var_kiln_class', sku: 'CLASS-WHEEL', priceCents: 8500, attributes: {}, stock: 8 }],
  },
];

export const KILN_COLLECTIONS: DemoCollection[] = [
  {
    id: 'col_kiln_notes',
    urlId: 'notes',
    title: 'Studio Notes',
    type: 'blog',
    navigation: 'mainNav',
    position: 1,
    description: 'Firings, glazes and the odd disaster.',
  },
  {
    id: 'col_kiln_visit',
    urlId: 'visit',
    title: 'Visit the Studio',
    type: 'page',
    navigation: 'mainNav',
    position: 2,
    body: '<p>The studio is in a railway arch in Bristol. Come by on Thursdays from noon to six, or book a class.</p>',
  },
];

export const KILN_POSTS: DemoPost[] = [
  [
    'glaze-tests',
    'A wall of glaze tests',
    'Forty test tiles, three keepers. What we learned from a month of celadon.',
    ['Glazes'],
    ['celadon'],
  ],
  [
    'first-firing',
    'The first firing of the new kiln',
    'Twelve hours, 1280 degrees and a very long night.',
    ['Studio'],
    ['kiln'],
  ],
  [
    'wedging',
    'Why wedging matters',
    'Air in clay is the enemy. Five minutes of wedging saves a pot.',
    ['Technique'],
    ['clay'],
  ],
].map(([urlId, title, excerpt, categories, tags], index) => ({
  id: `post_kiln_${(urlId as string).replace(/-/g, '_')}`,
  collectionId: 'col_kiln_notes',
  urlId: urlId as string,
  title: title as string,
  excerpt: excerpt as string,
  body: `<p>${excerpt as string}</p><p>Notes from the studio, written between firings.</p>`,
  authorName: 'Mae Kiln',
  authorUrlId: 'mae',
  categories: categories as string[],
  tags: tags as string[],
  addedOn: new Date(Date.UTC(2026, 10, 1) - index * 10 * 86_400_000).toISOString(),
}));
