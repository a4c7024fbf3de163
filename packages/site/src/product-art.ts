/**
 * Pictures the site server draws for products without an uploaded image, addressed as
 * `/media/product-art/<motif>/<id>.svg` or, in a named colour, `/media/product-art/<motif>/<colour>/<id>.svg`.
 * The demo's seed writes these addresses, the catalog gives other products the art of their kind,
 * pages and carts derive a variant's from its product's, and the server draws them: one set of
 * rules for all of them. A post has no product to show: it shows a still life drawn from its id,
 * `/media/product-art/<id>.svg`.
 */

/** What a picture shows; an unknown motif draws a plain still life. */
export const ART_MOTIFS = [
  'mug',
  'cups',
  'bowl',
  'tea-bowl',
  'plate',
  'vase',
  'jar',
  'teapot',
  'pot',
  'board',
  'candle',
  'napkins',
  'shirt',
  'apron',
  'tote',
  'throw',
  'scarf',
  'tool-roll',
  'book',
  'video',
  'patterns',
  'card',
  'wheel',
  'spoon',
  'dye-vat',
  'kiln',
  'clay-box',
  'glaze-kit',
  // What a product of each kind shows when its owner gave it no picture (KIND_MOTIFS).
  'parcel',
  'download',
  'calendar',
  'key',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export const isArtMotif = (value: unknown): value is ArtMotif =>
  typeof value === 'string' && (ART_MOTIFS as readonly string[]).includes(value);

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
  const pairs = Array.isArray(attributes)
    ? (attributes as readonly { name: string; value: string }[]).map((a) => [a.name, a.value] as const)
    : Object.entries(attributes);
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

/** The kinds of product, as the catalog names them (ProductType). */
export type ProductKind = 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD' | 'PAYWALL';

/**
 * What a product shows when its owner uploaded no picture: its kind. Goods come as a parcel, a
 * download as a file coming down to a screen, a service as a date in a calendar, a gift card as a
 * card, a membership (paywall) as a key.
 */
export const KIND_MOTIFS: Readonly<Record<ProductKind, ArtMotif>> = {
  PHYSICAL: 'parcel',
  DIGITAL: 'download',
  SERVICE: 'calendar',
  GIFT_CARD: 'card',
  PAYWALL: 'key',
};

/** A product's drawn picture: the art its address names (the demo's), else the art of its kind. */
export function productArtOf(product: { id: string; productType: string; mainImageUrl?: string | null }): string {
  if (product.mainImageUrl) return product.mainImageUrl;
  const motif = Object.hasOwn(KIND_MOTIFS, product.productType)
    ? KIND_MOTIFS[product.productType as ProductKind]
    : KIND_MOTIFS.PHYSICAL;
  return productArtPath({ motif, id: product.id });
}

/** A post's picture: a still life drawn from its id (a post shows no product). */
export const stillLifePath = (id: string) => `/media/product-art/${encodeURIComponent(id)}.svg`;

/** A product as its picture is chosen: its uploads (the first is the main image) and its drawn art. */
export interface PictureProduct {
  id: string;
  productType: string;
  /** Its drawn art's address (Product.mainImageUrl); without one, the art of its kind. */
  mainImageUrl?: string | null;
  images: readonly { url: string }[];
}

/** A variant as its picture is chosen: its own upload and its options. */
export interface PictureVariant {
  imageUrl?: string | null;
  attributes: Attributes;
}

/** An uploaded image's address at a width the page needs (drawn art is a vector: any width). */
const atWidth = (url: string, width: number | undefined) =>
  width && url.startsWith('/media/images/') ? `${url}?format=${width}w` : url;

/**
 * A variant's own picture, or null to show its product's: its uploaded image, else, when the
 * product's picture is drawn, the same object in the variant's colour (the olive apron).
 */
export function variantPictureUrl(product: PictureProduct, variant: PictureVariant): string | null {
  if (variant.imageUrl) return variant.imageUrl;
  return product.images.length ? null : variantArtPath(productArtOf(product), variant.attributes);
}

/**
 * The picture of a product, or of the variant a shopper chose (a cart line): the variant's own
 * picture, else the product's first upload, else its drawn art. `width` asks an upload for a
 * smaller size.
 */
export function productPictureUrl(product: PictureProduct, variant?: PictureVariant, width?: number): string {
  const url = (variant && variantPictureUrl(product, variant)) ?? product.images[0]?.url ?? productArtOf(product);
  return atWidth(url, width);
}

/** A cart line as its picture is chosen: the product with its variants' own uploads, and the variant it holds. */
export interface PictureEntry {
  product: PictureProduct & { variants: readonly { sku: string; mainImage?: { url: string } | null }[] };
  chosenVariant: { sku: string; attributes: Attributes };
}

/** The width a cart line's picture is asked for: an 88 px thumbnail, sharp on a 3× screen. */
const CART_PICTURE_WIDTH = 300;

/**
 * A cart line's picture, the same on the server's cart and the cart island's: the variant it
 * holds (found by its SKU, whose case a product never repeats) as the product page shows it.
 */
export function entryPictureUrl({ product, chosenVariant }: PictureEntry): string {
  const sku = chosenVariant.sku.toLowerCase();
  const own = product.variants.find((v) => v.sku.toLowerCase() === sku)?.mainImage?.url;
  return productPictureUrl(product, { imageUrl: own, attributes: chosenVariant.attributes }, CART_PICTURE_WIDTH);
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
