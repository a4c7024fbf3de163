/**
 * The demo site's events page and gallery: a few workshops, some to come and some past (their
 * dates counted from the day the demo is seeded, so a fresh demo always has both lists), and one
 * gallery of the workshop. Both sit in the footer's navigation; the share buttons its items show.
 */
export interface DemoEvent {
  id: string;
  urlId: string;
  title: string;
  body: string;
  /** Days from the seeding day (negative: past), and the start's UTC hour. */
  inDays: number;
  startHourUtc: number;
  hours: number;
  location: { addressLine1: string; addressLine2: string; addressCountry: string; mapLat?: number; mapLng?: number };
}

export interface DemoGalleryImage {
  id: string;
  title: string;
  /** Plain text; blank lines start paragraphs. */
  description?: string;
  focal: { x: number; y: number };
}

export const DEMO_EVENTS_PAGE = {
  id: 'col_events',
  urlId: 'events',
  title: 'Workshops',
  navigation: 'footerNav',
  position: 6,
} as const;

const WORKSHOP = {
  addressLine1: '14 Foundry Street',
  addressLine2: 'Brooklyn, NY 11201',
  addressCountry: 'United States',
  mapLat: 40.7033,
  mapLng: -73.9881,
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    id: 'evt_indigo',
    urlId: 'indigo-dyeing',
    title: 'Indigo dyeing for beginners',
    body: '<p>Dip, oxidise, repeat: a morning at the vat with a linen scarf to take home. Aprons and gloves are provided.</p>',
    inDays: 9,
    startHourUtc: 15,
    hours: 3,
    location: WORKSHOP,
  },
  {
    id: 'evt_sharpening',
    urlId: 'sharpening-clinic',
    title: 'Sharpening clinic',
    body: '<p>Bring two blunt tools; leave with two sharp ones and the know-how to keep them that way.</p>',
    inDays: 23,
    startHourUtc: 22,
    hours: 2,
    location: WORKSHOP,
  },
  {
    id: 'evt_market',
    urlId: 'makers-market',
    title: 'Winter makers’ market',
    body: '<p>Twenty makers of the neighbourhood, hot cider and the last of the season’s seconds.</p>',
    inDays: 41,
    startHourUtc: 15,
    hours: 7,
    location: {
      addressLine1: 'Old Fulton Hall',
      addressLine2: '1 Water Street, Brooklyn, NY 11201',
      addressCountry: 'United States',
    },
  },
  {
    id: 'evt_mending',
    urlId: 'visible-mending',
    title: 'Visible mending evening',
    body: '<p>Sashiko stitches for worn knees and elbows. Past evenings filled up fast.</p>',
    inDays: -12,
    startHourUtc: 23,
    hours: 2,
    location: WORKSHOP,
  },
  {
    id: 'evt_open_studio',
    urlId: 'open-studio',
    title: 'Open studio',
    body: '<p>The workshop’s doors open for an afternoon of demonstrations.</p>',
    inDays: -40,
    startHourUtc: 17,
    hours: 4,
    location: WORKSHOP,
  },
];

export const DEMO_GALLERY = {
  id: 'col_gallery',
  urlId: 'gallery',
  title: 'The workshop',
  navigation: 'footerNav',
  position: 7,
  options: {
    design: 'grid',
    thumbnailsPerRow: 3,
    padding: 16,
    showMeta: true,
    metaPosition: 'bottom-left',
    autoCrop: true,
  },
} as const;

export const DEMO_GALLERY_IMAGES: DemoGalleryImage[] = [
  { id: 'gim_bench', title: 'The bench by the window', focal: { x: 0.5, y: 0.4 } },
  {
    id: 'gim_vat',
    title: 'The indigo vat',
    description: 'Fed every morning & stirred twice.\n\nA week old, and still <blue>.',
    focal: { x: 0.5, y: 0.5 },
  },
  { id: 'gim_loom', title: 'Warping the loom', focal: { x: 0.3, y: 0.5 } },
  { id: 'gim_tools', title: 'Tools on the wall', focal: { x: 0.5, y: 0.6 } },
  { id: 'gim_kiln', title: 'The kiln, cooling', focal: { x: 0.6, y: 0.5 } },
  { id: 'gim_shelves', title: 'Seconds on the shelves', focal: { x: 0.5, y: 0.5 } },
];

/** The share buttons the demo site's items show. */
export const DEMO_SHARE_BUTTONS = ['facebook', 'x', 'pinterest', 'email'] as const;
