import { describe, expect, it } from 'vitest';
import { artColourOf, colourOptionValue, hslOf, readProductArtPath, variantArtPath } from '@atelier/site';
import { DEMO_SITES, demoArtPath } from './index.ts';

const products = DEMO_SITES.flatMap((site) => site.products);

/** What each demo product is, and the picture meant for it. */
const MOTIF_OF: Record<string, string> = {
  prod_linen_shirt: 'shirt',
  prod_apron: 'apron',
  prod_mug: 'mug',
  prod_tote: 'tote',
  prod_throw: 'throw',
  prod_field_guide: 'book', // a guide to read
  prod_workshop: 'dye-vat', // an indigo dyeing class
  prod_gift_card: 'card',
  prod_tea_bowl: 'tea-bowl',
  prod_dinner_plate: 'plate',
  prod_serving_board: 'board',
  prod_honey_jar: 'jar',
  prod_bud_vase: 'vase',
  prod_espresso_cups: 'cups', // a pair of cups, not a mug
  prod_beeswax_candle: 'candle',
  prod_linen_napkins: 'napkins',
  prod_salad_bowl: 'bowl',
  prod_teapot: 'teapot',
  prod_wool_scarf: 'scarf',
  prod_wheel_class: 'wheel', // a class at the potter's wheel
  prod_spoon_carving: 'spoon', // a day carving a spoon
  prod_glaze_recipes: 'book', // a notebook of recipes
  prod_sharpening_video: 'video', // a filmed course
  prod_clay_box: 'clay-box', // a box of clay each month
  prod_glaze_box: 'glaze-kit', // jars of glaze
  prod_apron_canvas: 'apron',
  prod_tool_roll: 'tool-roll',
  prod_members_library: 'patterns', // a library of patterns
  prod_kiln_share: 'kiln', // a shelf in a kiln firing
  prod_gift_voucher_class: 'card',
  prod_kiln_bowl: 'bowl',
  prod_kiln_vase: 'vase',
  prod_kiln_class: 'wheel',
};

type Hsl = { h: number; s: number; l: number };
const hue = (from: number, to: number) => (c: Hsl) => c.h >= from && c.h <= to;

/** Each colour name of the demo and the family of colours it must look like. */
const FAMILY_OF: Record<string, [family: string, test: (c: Hsl) => boolean]> = {
  Olive: ['olive green', (c) => hue(55, 95)(c) && c.s > 0.2 && c.l < 0.5],
  Rust: ['red-brown', (c) => hue(0, 25)(c) && c.s > 0.4 && c.l < 0.55],
  Sand: ['sand beige', (c) => hue(30, 50)(c) && c.l > 0.6 && c.l < 0.85],
  Ink: ['dark navy', (c) => hue(200, 240)(c) && c.l < 0.3],
  Cream: ['cream', (c) => hue(35, 55)(c) && c.l > 0.8],
  Moss: ['moss green', (c) => hue(70, 120)(c) && c.s > 0.2 && c.l < 0.5],
  'Natural ash': ['grey-green ash glaze', (c) => hue(40, 75)(c) && c.s < 0.3 && c.l > 0.35 && c.l < 0.65],
  Shino: ['peach white', (c) => hue(20, 40)(c) && c.l > 0.7],
  Celadon: ['pale jade green', (c) => hue(100, 170)(c) && c.l > 0.55],
  Tenmoku: ['iron black-brown', (c) => hue(5, 35)(c) && c.l < 0.25],
  'Chalk white': ['white', (c) => c.l > 0.9],
  Oat: ['oat beige', (c) => hue(30, 50)(c) && c.l > 0.7 && c.s < 0.5],
  Slate: ['blue-grey', (c) => hue(190, 230)(c) && c.s < 0.3 && c.l > 0.3 && c.l < 0.55],
  Undyed: ['undyed wool', (c) => hue(30, 50)(c) && c.l > 0.75 && c.s < 0.5],
  Canvas: ['natural canvas', (c) => hue(30, 50)(c) && c.l > 0.55 && c.l < 0.8],
  Indigo: ['indigo blue', (c) => hue(215, 245)(c) && c.s > 0.35 && c.l < 0.45],
  Walnut: ['dark wood', (c) => hue(15, 35)(c) && c.l < 0.35],
  Honey: ['honey amber', (c) => hue(28, 45)(c) && c.s > 0.5 && c.l > 0.35 && c.l < 0.6],
  Beeswax: ['beeswax gold', (c) => hue(38, 52)(c) && c.s > 0.6],
  'Ash wood': ['pale wood', (c) => hue(30, 45)(c) && c.l > 0.6 && c.l < 0.8],
  Oatmeal: ['oatmeal glaze', (c) => hue(30, 50)(c) && c.l > 0.7 && c.s < 0.5],
  Terracotta: ['terracotta', (c) => hue(10, 28)(c) && c.s > 0.4 && c.l > 0.35 && c.l < 0.6],
};

/** Every colour the demo names: its products' own and their variants' colour options. */
const demoColours = [
  ...new Set(
    products
      .flatMap((p) => [p.artColour, ...p.variants.map((v) => colourOptionValue(v.attributes))])
      .filter((c): c is string => c !== undefined),
  ),
];

describe('the demo’s pictures', () => {
  it('give every demo product of both sites a drawn picture meant for what it is', () => {
    expect(products.map((p) => p.id).sort()).toEqual(Object.keys(MOTIF_OF).sort());
    expect(products.map((p) => [p.id, readProductArtPath(demoArtPath(p) ?? '')?.motif])).toEqual(
      products.map((p) => [p.id, MOTIF_OF[p.id]]),
    );
  });

  it('draw a card for gift cards and for nothing else', () => {
    expect(products.filter((p) => p.art === 'card').map((p) => p.id)).toEqual(
      products.filter((p) => p.productType === 'GIFT_CARD').map((p) => p.id),
    );
  });

  it('draw each colour name the demo uses in a colour of its own family', () => {
    expect(demoColours.sort()).toEqual(Object.keys(FAMILY_OF).sort());
    const wrong = demoColours.flatMap((name) => {
      const hex = artColourOf(name);
      const [family, test] = FAMILY_OF[name]!;
      return hex && test(hslOf(hex)) ? [] : [`${name} (${hex ?? 'no colour'}) is not ${family}`];
    });
    expect(wrong).toEqual([]);
  });

  it('give each colour of a product its own picture, the product showing its first', () => {
    for (const product of products.filter((p) => p.variants.some((v) => colourOptionValue(v.attributes)))) {
      const productArt = demoArtPath(product)!;
      const byColour = new Map(
        product.variants.map((v) => [colourOptionValue(v.attributes)!, variantArtPath(productArt, v.attributes)]),
      );
      expect(new Set(byColour.values()).size, product.id).toBe(byColour.size);
      expect(byColour.get(colourOptionValue(product.variants[0]!.attributes)!), product.id).toBe(productArt);
    }
  });
});
