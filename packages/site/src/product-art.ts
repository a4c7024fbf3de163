/**
 * Pictures the site server draws for products without an uploaded image, addressed as
 * `/media/product-art/<motif>/<id>.svg` or, in a named colour, `/media/product-art/<motif>/<colour>/<id>.svg`.
 * The demo's seed writes these addresses, pages derive a variant's from its product's, and the
 * server draws them: one set of rules for all three.
 */

/** What a picture shows; an unknown motif draws a plain still life. */
export const ART_MOTIFS = [
  'mug', 'cups', 'bowl', 'tea-bowl', 'plate', 'vase', 'jar', 'teapot', 'pot', 'board', 'candle', 'napkins',
  'shirt', 'apron', 'tote', 'throw', 'scarf', 'tool-roll',
  'book', 'video', 'patterns', 'card',
  'wheel', 'spoon', 'dye-vat', 'kiln', 'clay-box', 'glaze-kit',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export const isArtMotif = (value: unknown): value is ArtMotif => typeof value === 'string' && (ART_MOTIFS as readonly string[]).includes(value);

/**
 * The colours a picture can be drawn in, by the name a shop gives them (as a colour slug), each the
 * real colour: Olive is an olive green, Rust a red-brown, Tenmoku an iron black-brown glaze.
 */
export const ART_COLOURS: Readonly<Record<string, string>> = {
  // Cloth and yarn
  olive: '#6b7133',
  rust: '#a4452c',
  sand: '#d6c29b',
  ink: '#23304a',
  moss: '#5d7a3a',
  oat: '#dccfb3',
  slate: '#5a6873',
  undyed: '#e4dac6',
  canvas: '#c8b48a',
  indigo: '#2d4178',
  // Glazes and clay
  cream: '#efe6cf',
  'natural-ash': '#9a9468',
  shino: '#e9c9a8',
  celadon: '#9dbfa5',
  tenmoku: '#3d2418',
  'chalk-white': '#f2f0ea',
  oatmeal: '#d8cbb0',
  honey: '#c88a2d',
  terracotta: '#b3633f',
  // Wood and wax
  walnut: '#5b3d2a',
  'ash-wood': '#d9bf92',
  beeswax: '#e1b54b',
};

/** A colour's name as it stands in an address: "Chalk white" is chalk-white. */
export const colourSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The colour of a colour name, or undefined for a name without one. */
export function artColourOf(name: string): string | undefined {
  const slug = colourSlug(name);
  return Object.hasOwn(ART_COLOURS, slug) ? ART_COLOURS[slug] : undefined;
}

/** Options whose values are colours: a shop's Color or Colour, a potter's Glaze, a woodworker's Finish. */
const COLOUR_OPTION = /^(colou?r|glaze|finish)$/i;

type Attributes = Readonly<Record<string, string>> | readonly { name: string; value: string }[];

/** The value of a variant's colour option ("Olive"), or undefined when it has none. */
export function colourOptionValue(attributes: Attributes): string | undefined {
  const pairs = Array.isArray(attributes) ? (attributes as readonly { name: string; value: string }[]).map((a) => [a.name, a.value] as const) : Object.entries(attributes);
  return pairs.find(([name, value]) => COLOUR_OPTION.test(name.trim()) && value.trim() !== '')?.[1];
}

export interface ProductArt {
  motif: ArtMotif;
  id: string;
  /** A colour slug; without one the colours come from the id. */
  colour?: string;
}

/** The address of a picture. */
export function productArtPath({ motif, id, colour }: ProductArt): string {
  const slug = colour ? colourSlug(colour) : '';
  return `/media/product-art/${motif}/${slug ? `${slug}/` : ''}${encodeURIComponent(id)}.svg`;
}

const ART_PATH = /^\/media\/product-art\/([a-z-]+)\/(?:([a-z0-9-]+)\/)?([^/]+)\.svg$/;

/** A picture's parts from its address, or null for any other address (an uploaded image). */
export function readProductArtPath(url: string): ProductArt | null {
  const match = ART_PATH.exec(url);
  if (!match || !isArtMotif(match[1])) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[3]!);
  } catch {
    return null;
  }
  return { motif: match[1], id, ...(match[2] ? { colour: match[2] } : {}) };
}

/**
 * A variant's picture where its product's is drawn: the same object in the variant's colour (the
 * olive apron, the rust one). Null when the product's picture is not drawn art or the variant has
 * no colour option.
 */
export function variantArtPath(productImageUrl: string | null | undefined, attributes: Attributes): string | null {
  const art = productImageUrl ? readProductArtPath(productImageUrl) : null;
  const colour = colourOptionValue(attributes);
  return art && colour ? productArtPath({ ...art, colour }) : null;
}

/** A colour's hue (degrees), saturation and lightness (0 to 1), from its #rrggbb. */
export function hslOf(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}
