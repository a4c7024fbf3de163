import type { DemoProduct } from './index.ts';

/** Two more shop collections of the demo site, after its blog and pages in the navigation. */
export const DEMO_MORE_SHOPS = [
  { id: 'col_kitchen', urlId: 'kitchen', title: 'Kitchen', position: 4, description: 'Thrown, turned and carved for the table.' },
  { id: 'col_studio', urlId: 'studio', title: 'Studio', position: 5, description: 'Classes, guides and supplies for your own bench.' },
] as const;

const kitchen = (p: Omit<DemoProduct, 'collectionId'>): DemoProduct => ({ ...p, collectionId: 'col_kitchen' });
const studio = (p: Omit<DemoProduct, 'collectionId'>): DemoProduct => ({ ...p, collectionId: 'col_studio' });
const one = (id: string, sku: string, priceCents: number, stock: number | null, sale?: number) => [{ id, sku, priceCents, attributes: {}, stock, ...(sale ? { salePriceCents: sale, onSale: true } : {}) }];

export const DEMO_MORE_PRODUCTS: DemoProduct[] = [
  kitchen({
    id: 'prod_tea_bowl', urlId: 'tea-bowl', title: 'Ash-Glazed Tea Bowl', art: 'tea-bowl', categories: ['Tableware'],
    excerpt: 'Wood-fired, every one a little different.',
    body: '<p>Thrown on the kick wheel and fired for three days in our anagama kiln; the ash lands where it will, so no two bowls match.</p><p>Holds about 250 ml. Dishwasher safe, though it will thank you for washing by hand.</p>',
    productType: 'PHYSICAL', variantOptionOrdering: ['Glaze'],
    variants: [
      { id: 'var_tea_bowl_ash', sku: 'TEABOWL-ASH', priceCents: 4200, attributes: { Glaze: 'Natural ash' }, stock: 6 },
      { id: 'var_tea_bowl_shino', sku: 'TEABOWL-SHINO', priceCents: 4600, attributes: { Glaze: 'Shino' }, stock: 1 },
    ],
    merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left from this firing' },
  }),
  kitchen({ id: 'prod_dinner_plate', urlId: 'dinner-plate', title: 'Stoneware Dinner Plate', art: 'plate', artColour: 'Chalk white', categories: ['Tableware'], excerpt: 'A wide rim and a matte, stain-proof glaze.', productType: 'PHYSICAL', variantOptionOrdering: ['Set'],
    variants: [
      { id: 'var_plate_1', sku: 'PLATE-1', priceCents: 3800, attributes: { Set: 'Single' }, stock: 24 },
      { id: 'var_plate_4', sku: 'PLATE-4', priceCents: 14000, salePriceCents: 12600, onSale: true, attributes: { Set: 'Set of four' }, stock: 5 },
    ] }),
  kitchen({ id: 'prod_serving_board', urlId: 'serving-board', title: 'Walnut Serving Board', art: 'board', artColour: 'Walnut', categories: ['Wood'], excerpt: 'Cut from one board of black walnut, oiled by hand.', body: '<p>Each board is cut from a single plank of black walnut and finished with food-safe linseed oil. Re-oil it now and then and it will outlast the kitchen.</p>', productType: 'PHYSICAL', variantOptionOrdering: ['Size'],
    variants: [
      { id: 'var_board_s', sku: 'BOARD-S', priceCents: 5800, attributes: { Size: 'Small' }, stock: 9 },
      { id: 'var_board_l', sku: 'BOARD-L', priceCents: 8900, attributes: { Size: 'Large' }, stock: 0 },
    ] }),
  kitchen({ id: 'prod_honey_jar', urlId: 'honey-jar', title: 'Lidded Honey Jar', art: 'jar', artColour: 'Honey', categories: ['Tableware'], excerpt: 'With a notch in the lid for the dipper.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_honey_jar', 'JAR-HONEY', 3600, 4) }),
  kitchen({ id: 'prod_bud_vase', urlId: 'bud-vase', title: 'Bud Vase', art: 'vase', categories: ['Home'], excerpt: 'For one stem from the garden.', productType: 'PHYSICAL', variantOptionOrdering: ['Colour'],
    variants: [
      { id: 'var_vase_celadon', sku: 'VASE-CELADON', priceCents: 2900, attributes: { Colour: 'Celadon' }, stock: 7 },
      { id: 'var_vase_tenmoku', sku: 'VASE-TENMOKU', priceCents: 2900, salePriceCents: 2400, onSale: true, attributes: { Colour: 'Tenmoku' }, stock: 3 },
      { id: 'var_vase_white', sku: 'VASE-WHITE', priceCents: 2900, attributes: { Colour: 'Chalk white' }, stock: 0 },
    ] }),
  kitchen({ id: 'prod_espresso_cups', urlId: 'espresso-cups', title: 'Espresso Cups, Pair', art: 'cups', artColour: 'Tenmoku', categories: ['Tableware'], excerpt: 'Thick walls that keep a short coffee hot.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_espresso', 'CUPS-ESPRESSO', 4400, 12) }),
  kitchen({ id: 'prod_beeswax_candle', urlId: 'beeswax-candle', title: 'Beeswax Pillar Candle', art: 'candle', artColour: 'Beeswax', categories: ['Home'], excerpt: 'Poured from the hives up the road; burns forty hours.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_candle', 'CANDLE-PILLAR', 2200, 30, 1800) }),
  kitchen({ id: 'prod_linen_napkins', urlId: 'linen-napkins', title: 'Linen Napkins, Set of Four', art: 'napkins', categories: ['Textiles'], excerpt: 'Stonewashed linen that softens with every wash.', productType: 'PHYSICAL', variantOptionOrdering: ['Colour'],
    variants: [
      { id: 'var_napkins_oat', sku: 'NAPKINS-OAT', priceCents: 3400, attributes: { Colour: 'Oat' }, stock: 15 },
      { id: 'var_napkins_rust', sku: 'NAPKINS-RUST', priceCents: 3400, attributes: { Colour: 'Rust' }, stock: 2 },
    ] }),
  kitchen({ id: 'prod_salad_bowl', urlId: 'salad-bowl', title: 'Turned Ash Salad Bowl', art: 'bowl', artColour: 'Ash wood', categories: ['Wood'], excerpt: 'Turned green from a storm-felled ash, then dried slowly.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_salad_bowl', 'BOWL-ASH', 12500, 0) }),
  kitchen({ id: 'prod_teapot', urlId: 'teapot', title: 'Side-Handle Teapot', art: 'teapot', artColour: 'Terracotta', categories: ['Tableware'], excerpt: 'A kyusu for green tea, with a built-in strainer.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_teapot', 'TEAPOT', 9800, 3) }),
  kitchen({ id: 'prod_wool_scarf', urlId: 'wool-scarf', title: 'Hand-Woven Wool Scarf', art: 'scarf', categories: ['Textiles'], excerpt: 'Herringbone on the same 1920s loom as our throws.', productType: 'PHYSICAL', variantOptionOrdering: ['Colour'],
    variants: [
      { id: 'var_scarf_moss', sku: 'SCARF-MOSS', priceCents: 8500, attributes: { Colour: 'Moss' }, stock: 4 },
      { id: 'var_scarf_slate', sku: 'SCARF-SLATE', priceCents: 8500, salePriceCents: 6800, onSale: true, attributes: { Colour: 'Slate' }, stock: 6 },
    ] }),
  studio({ id: 'prod_wheel_class', urlId: 'wheel-class', title: 'Beginners’ Wheel Class', art: 'wheel', categories: ['Classes'], excerpt: 'Four Tuesday evenings at the wheel; clay and firing included.', body: '<p>In four evenings you will centre, open, pull and trim, and take home the two best pieces you make, glazed and fired.</p><p>Six places a course. Aprons provided.</p>', productType: 'SERVICE', variantOptionOrdering: ['Course'],
    variants: [
      { id: 'var_wheel_march', sku: 'WHEEL-MAR', priceCents: 24000, attributes: { Course: 'March' }, stock: 2 },
      { id: 'var_wheel_april', sku: 'WHEEL-APR', priceCents: 24000, attributes: { Course: 'April' }, stock: 6 },
      { id: 'var_wheel_may', sku: 'WHEEL-MAY', priceCents: 24000, attributes: { Course: 'May' }, stock: 0 },
    ], customAddButtonText: 'Book a Place' }),
  studio({ id: 'prod_spoon_carving', urlId: 'spoon-carving', title: 'Spoon Carving Day', art: 'spoon', artColour: 'Ash wood', categories: ['Classes'], excerpt: 'A green-wood spoon, start to finish, in one day.', productType: 'SERVICE', variantOptionOrdering: [], variants: one('var_spoon_day', 'SPOON-DAY', 13500, 8), customAddButtonText: 'Book a Place' }),
  studio({ id: 'prod_glaze_recipes', urlId: 'glaze-recipes', title: 'Glaze Recipe Notebook (PDF)', art: 'book', categories: ['Guides'], excerpt: 'Forty tested cone 6 glazes with photographs of every test tile.', productType: 'DIGITAL', variantOptionOrdering: [], variants: one('var_glaze_recipes', 'GLAZE-PDF', 1800, null) }),
  studio({ id: 'prod_sharpening_video', urlId: 'sharpening-video', title: 'Sharpening, Filmed (Video Course)', art: 'video', categories: ['Guides'], excerpt: 'Two hours on stones, strops and burrs, to watch at your own pace.', productType: 'DIGITAL', variantOptionOrdering: [], variants: one('var_sharpening_video', 'SHARPEN-VIDEO', 3900, null, 2900) }),
  studio({ id: 'prod_clay_box', weightGrams: 10000, urlId: 'clay-box', title: 'Clay of the Month', art: 'clay-box', artColour: 'Terracotta', categories: ['Supplies'], excerpt: 'Ten kilos of a different clay body each month, with notes.', body: '<p>Each month we send ten kilos of a clay body we like, with firing notes and a glaze to try on it. Stop whenever you like.</p>', productType: 'PHYSICAL', isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }, variantOptionOrdering: [], variants: one('var_clay_box', 'CLAY-MONTHLY', 3200, 40) }),
  studio({ id: 'prod_glaze_box', weightGrams: 2000, urlId: 'glaze-box', title: 'Seasonal Glaze Kit', art: 'glaze-kit', categories: ['Supplies'], excerpt: 'Four dry glazes every three months, for a year.', productType: 'PHYSICAL', isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 4 }, variantOptionOrdering: [], variants: one('var_glaze_box', 'GLAZE-QUARTERLY', 5400, 25) }),
  studio({ id: 'prod_apron_canvas', urlId: 'studio-apron', title: 'Studio Apron', art: 'apron', artColour: 'Canvas', categories: ['Supplies'], excerpt: 'Split-leg canvas apron for the wheel.', productType: 'PHYSICAL', variantOptionOrdering: ['Size'],
    variants: [
      { id: 'var_studio_apron_s', sku: 'SAPRON-S', priceCents: 6200, attributes: { Size: 'S/M' }, stock: 5 },
      { id: 'var_studio_apron_l', sku: 'SAPRON-L', priceCents: 6200, attributes: { Size: 'L/XL' }, stock: 3 },
    ] }),
  studio({ id: 'prod_tool_roll', urlId: 'tool-roll', title: 'Waxed Canvas Tool Roll', art: 'tool-roll', artColour: 'Canvas', categories: ['Supplies'], excerpt: 'Twelve pockets for ribs, loops and needles.', productType: 'PHYSICAL', variantOptionOrdering: [], variants: one('var_tool_roll', 'TOOLROLL', 4800, 11, 3900) }),
  studio({ id: 'prod_members_library', urlId: 'pattern-library', title: 'Members’ Pattern Library', art: 'patterns', categories: ['Guides'], excerpt: 'Every pattern and plan we have drawn, for members.', productType: 'PAYWALL', variantOptionOrdering: [], variants: one('var_members_library', 'LIBRARY', 6000, null) }),
  studio({ id: 'prod_kiln_share', urlId: 'kiln-share', title: 'Kiln Share, One Shelf', art: 'kiln', categories: ['Classes'], excerpt: 'A shelf in our next glaze firing for your own work.', productType: 'SERVICE', variantOptionOrdering: [], variants: one('var_kiln_share', 'KILN-SHELF', 3000, 4) }),
  studio({ id: 'prod_gift_voucher_class', urlId: 'class-gift-card', title: 'Class Gift Card', art: 'card', categories: ['Classes'], excerpt: 'Give an evening at the wheel; they choose the date.', productType: 'GIFT_CARD', variantOptionOrdering: ['Value'],
    variants: [6000, 24000].map((cents) => ({ id: `var_class_gift_${cents / 100}`, sku: `CLASSGIFT-${cents / 100}`, priceCents: cents, attributes: { Value: `$${cents / 100}` }, stock: null })) }),
];
