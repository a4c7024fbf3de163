/**
 * The demo sites' content beyond the shop: a journal (blog) with enough posts to paginate, plain
 * pages, and one page behind a password, so every page type of a theme has something to show.
 */
export interface DemoCollection {
  id: string;
  urlId: string;
  title: string;
  type: 'products' | 'blog' | 'page';
  navigation?: 'mainNav' | 'footerNav';
  position: number;
  description?: string;
  body?: string;
  password?: string;
}

export interface DemoPost {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  excerpt: string;
  body: string;
  authorName: string;
  authorUrlId: string;
  categories: string[];
  tags: string[];
  addedOn: string;
  focal?: { x: number; y: number };
}

/** The password of the demo's protected page (README lists it). */
export const DEMO_PAGE_PASSWORD = 'atelier-trade';

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    id: 'col_journal',
    urlId: 'journal',
    title: 'Journal',
    type: 'blog',
    navigation: 'mainNav',
    position: 1,
    description: 'Notes from the workshop: materials, makers and how things are made.',
  },
  {
    id: 'col_about',
    urlId: 'about',
    title: 'About',
    type: 'page',
    navigation: 'mainNav',
    position: 2,
    body: '<p>Atelier Supply Co. makes work clothes and tools for people who make things. Everything we sell is used in our own workshop first.</p><h2>Visit</h2><p>The workshop is open on Saturdays from ten to four. Bring something you are working on.</p><blockquote>Buy less, choose well, make it last.</blockquote>',
  },
  {
    id: 'col_contact',
    urlId: 'contact',
    title: 'Contact',
    type: 'page',
    navigation: 'footerNav',
    position: 4,
    body: '<p>Questions about an order, trade prices or a visit to the workshop? Write to us here.</p><div data-form-block="form_contact"></div><h2>Newsletter</h2><p>One letter a month: new pieces, workshop days and the journal.</p><div data-form-block="form_newsletter"></div>',
  },
  {
    id: 'col_trade',
    urlId: 'trade',
    title: 'Trade Prices',
    type: 'page',
    navigation: 'footerNav',
    position: 3,
    body: '<p>Studios and schools buying ten pieces or more pay our trade prices: 20% off the shop price, with free shipping.</p><p>Write to trade@atelier.test with what you need and we will send an invoice.</p>',
    password: DEMO_PAGE_PASSWORD,
  },
];

const AUTHORS = [
  { authorName: 'Ada Atelier', authorUrlId: 'ada' },
  { authorName: 'Jun Okafor', authorUrlId: 'jun' },
] as const;

const POST_SEEDS: [string, string, string, string[], string[]][] = [
  [
    'why-linen',
    'Why we keep coming back to linen',
    'Washed Belgian linen gets better with every wash. Here is why it is our first choice for work shirts.',
    ['Materials'],
    ['linen', 'fabric'],
  ],
  [
    'apron-care',
    'Caring for a waxed canvas apron',
    'Re-waxing once a season keeps canvas dry and supple. A short guide with the tools you already have.',
    ['Care'],
    ['canvas', 'wax'],
  ],
  [
    'the-bench',
    'A week at the bench',
    'What a week of making looks like in the workshop, from the first cut to the last stitch.',
    ['Workshop'],
    ['process'],
  ],
  [
    'sharpening',
    'Sharpening without fear',
    'A whetstone, a little water and patience: sharpening a chisel is easier than it looks.',
    ['Care', 'Tools'],
    ['tools', 'steel'],
  ],
  [
    'dye-day',
    'Indigo dye day',
    'Twice a year we dye a batch of shirts in indigo. Every one comes out a little different.',
    ['Materials'],
    ['indigo', 'fabric'],
  ],
  [
    'gift-guide',
    'Gifts for people who make things',
    'Useful, well made and likely to be used for years: our short list for the makers in your life.',
    ['Shop'],
    ['gifts'],
  ],
  [
    'first-post',
    'Opening the workshop doors',
    'We started Atelier Supply Co. to sell the things we wished we could buy. This is where it begins.',
    ['Workshop'],
    ['news'],
  ],
];

export const DEMO_POSTS: DemoPost[] = POST_SEEDS.map(([urlId, title, excerpt, categories, tags], index) => ({
  id: `post_${urlId.replace(/-/g, '_')}`,
  collectionId: 'col_journal',
  urlId,
  title,
  excerpt,
  body: `<p>${excerpt}</p><p>We write these notes for our customers and for ourselves: what we learned, what went wrong and what we would do again.</p><h2>What we use</h2><p>Most of what we use is in the shop. What is not, we name, so you can find it elsewhere.</p>`,
  ...AUTHORS[index % 2]!,
  categories,
  tags,
  // Newest first: one post a fortnight back from the autumn of 2026.
  addedOn: new Date(Date.UTC(2026, 9, 30) - index * 14 * 86_400_000).toISOString(),
  focal: index === 0 ? { x: 0.3, y: 0.6 } : undefined,
}));
