import { describe, expect, it } from 'vitest';
import {
  ART_COLOURS,
  artColourOf,
  colourOptionValue,
  colourSlug,
  entryPictureUrl,
  hslOf,
  KIND_MOTIFS,
  productArtOf,
  productArtPath,
  productPictureUrl,
  readProductArtPath,
  stillLifePath,
  variantArtPath,
  variantPictureUrl,
} from './product-art.ts';

/** The distance between two hues on the colour wheel, 0 to 180 degrees. */
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('product art addresses', () => {
  it('name a motif, a colour and an id, and read back the same', () => {
    expect(productArtPath({ motif: 'apron', id: 'prod_apron', colour: 'Olive' })).toBe(
      '/media/product-art/apron/olive/prod_apron.svg',
    );
    expect(productArtPath({ motif: 'vase', id: 'prod_bud_vase', colour: 'Chalk white' })).toBe(
      '/media/product-art/vase/chalk-white/prod_bud_vase.svg',
    );
    expect(productArtPath({ motif: 'mug', id: 'prod mug/1' })).toBe('/media/product-art/mug/prod%20mug%2F1.svg');
    expect(readProductArtPath('/media/product-art/vase/chalk-white/prod_bud_vase.svg')).toEqual({
      motif: 'vase',
      colour: 'chalk-white',
      id: 'prod_bud_vase',
    });
    expect(readProductArtPath('/media/product-art/mug/prod%20mug%2F1.svg')).toEqual({ motif: 'mug', id: 'prod mug/1' });
  });

  it('are not read from other addresses: an upload, an unknown motif, a bare id', () => {
    expect(readProductArtPath('/media/images/img_1')).toBeNull();
    expect(readProductArtPath('/media/product-art/spaceship/prod_1.svg')).toBeNull();
    expect(readProductArtPath('/media/product-art/prod_1.svg')).toBeNull();
    expect(readProductArtPath('/media/product-art/mug/%E0%A4%A.svg')).toBeNull();
  });

  it('write colour names as slugs, accents and spaces folded', () => {
    expect(colourSlug('Natural ash')).toBe('natural-ash');
    expect(colourSlug('  Crème Brûlée ')).toBe('creme-brulee');
    expect(artColourOf('Chalk white')).toBe(ART_COLOURS['chalk-white']);
    expect(artColourOf('constructor')).toBeUndefined();
    expect(artColourOf('__proto__')).toBeUndefined();
  });
});

describe('a variant’s picture', () => {
  const apron = '/media/product-art/apron/olive/prod_apron.svg';

  it('is its product’s object in the colour of its Color, Colour or Glaze option', () => {
    expect(variantArtPath(apron, { Size: 'S', Color: 'Rust' })).toBe('/media/product-art/apron/rust/prod_apron.svg');
    expect(variantArtPath('/media/product-art/vase/prod_bud_vase.svg', [{ name: 'Colour', value: 'Tenmoku' }])).toBe(
      '/media/product-art/vase/tenmoku/prod_bud_vase.svg',
    );
    expect(variantArtPath('/media/product-art/mug/cream/prod_mug.svg', [{ name: 'Glaze', value: 'Moss' }])).toBe(
      '/media/product-art/mug/moss/prod_mug.svg',
    );
  });

  it('is none where the product’s picture is not drawn or the variant has no colour', () => {
    expect(variantArtPath('/media/images/img_1', { Color: 'Rust' })).toBeNull();
    expect(variantArtPath(null, { Color: 'Rust' })).toBeNull();
    expect(variantArtPath(apron, { Size: 'M' })).toBeNull();
    expect(colourOptionValue({ Size: 'Olive' })).toBeUndefined();
    expect(colourOptionValue({ Colour: ' ' })).toBeUndefined();
  });
});

describe('a product’s picture', () => {
  const apron = {
    id: 'prod_apron',
    productType: 'PHYSICAL',
    mainImageUrl: '/media/product-art/apron/olive/prod_apron.svg',
    images: [],
  };
  const uploaded = {
    id: 'prod_owned',
    productType: 'PHYSICAL',
    mainImageUrl: null,
    images: [{ url: '/media/images/img_main' }, { url: '/media/images/img_back' }],
  };

  it('is its first upload (smaller when asked), else its drawn art', () => {
    expect(productPictureUrl(uploaded)).toBe('/media/images/img_main');
    expect(productPictureUrl(uploaded, undefined, 300)).toBe('/media/images/img_main?format=300w');
    expect(productPictureUrl(apron, undefined, 300)).toBe('/media/product-art/apron/olive/prod_apron.svg');
    // An image given by an address the catalog has not stored is shown from there, whole.
    expect(productPictureUrl({ ...uploaded, images: [{ url: 'https://img.example/a.jpg' }] }, undefined, 300)).toBe(
      'https://img.example/a.jpg',
    );
  });

  it('of a chosen variant is the variant’s own upload, else its product’s object in its colour, else the product’s', () => {
    expect(
      productPictureUrl(apron, {
        attributes: [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Rust' },
        ],
      }),
    ).toBe('/media/product-art/apron/rust/prod_apron.svg');
    expect(productPictureUrl(apron, { attributes: { Size: 'M' } })).toBe(
      '/media/product-art/apron/olive/prod_apron.svg',
    );
    expect(productPictureUrl(uploaded, { imageUrl: '/media/images/img_red', attributes: { Color: 'Rust' } }, 300)).toBe(
      '/media/images/img_red?format=300w',
    );
    // A product with uploads keeps them: a colour is not drawn over a photograph.
    expect(productPictureUrl(uploaded, { attributes: { Color: 'Rust' } })).toBe('/media/images/img_main');
    expect(variantPictureUrl(uploaded, { attributes: { Color: 'Rust' } })).toBeNull();
    expect(variantPictureUrl(apron, { attributes: { Size: 'S' } })).toBeNull();
  });

  it('without an upload or drawn art of its own is the art of its kind, in a variant’s colour too', () => {
    const kinds = Object.fromEntries(
      Object.keys(KIND_MOTIFS).map((kind) => [kind, productArtOf({ id: 'prod_new', productType: kind })]),
    );
    expect(kinds).toEqual({
      PHYSICAL: '/media/product-art/parcel/prod_new.svg',
      DIGITAL: '/media/product-art/download/prod_new.svg',
      SERVICE: '/media/product-art/calendar/prod_new.svg',
      GIFT_CARD: '/media/product-art/card/prod_new.svg',
      PAYWALL: '/media/product-art/key/prod_new.svg',
    });
    const mug = { id: 'prod_owner_mug', productType: 'PHYSICAL', mainImageUrl: null, images: [] };
    expect(productPictureUrl(mug)).toBe('/media/product-art/parcel/prod_owner_mug.svg');
    expect(productPictureUrl(mug, { attributes: { Colour: 'Moss' } })).toBe(
      '/media/product-art/parcel/moss/prod_owner_mug.svg',
    );
    // A kind the catalog may add later is drawn as goods, never as a still life.
    expect(productArtOf({ id: 'prod_x', productType: 'SOMETHING_NEW' })).toBe('/media/product-art/parcel/prod_x.svg');
    expect(productArtOf({ id: 'prod_x', productType: 'constructor' })).toBe('/media/product-art/parcel/prod_x.svg');
  });

  it('of a cart line is its variant’s, found by SKU whatever its case, at a thumbnail’s width', () => {
    const shirt = {
      id: 'prod_linen_shirt',
      productType: 'PHYSICAL',
      mainImageUrl: '/media/product-art/shirt/sand/prod_linen_shirt.svg',
      images: [],
    };
    const variants = [
      { sku: 'SHIRT-M-INK', mainImage: null },
      { sku: 'SHIRT-M-RED', mainImage: { url: '/media/images/img_red' } },
    ];
    const line = (sku: string, colour: string) => ({
      product: { ...shirt, variants },
      chosenVariant: {
        sku,
        attributes: [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: colour },
        ],
      },
    });
    expect(entryPictureUrl(line('shirt-m-ink', 'Ink'))).toBe('/media/product-art/shirt/ink/prod_linen_shirt.svg');
    expect(entryPictureUrl(line('SHIRT-M-RED', 'Red'))).toBe('/media/images/img_red?format=300w');
    // A variant the product no longer has: its options still colour the product's drawn object.
    expect(entryPictureUrl(line('SHIRT-GONE', 'Rust'))).toBe('/media/product-art/shirt/rust/prod_linen_shirt.svg');
    const upload = {
      id: 'prod_x',
      productType: 'DIGITAL',
      mainImageUrl: null,
      images: [{ url: '/media/images/img_x' }],
      variants: [{ sku: 'X' }],
    };
    expect(entryPictureUrl({ product: upload, chosenVariant: { sku: 'X', attributes: [] } })).toBe(
      '/media/images/img_x?format=300w',
    );
  });

  it('of a post is a still life from its id, which no product shows', () => {
    expect(stillLifePath('post_why_linen')).toBe('/media/product-art/post_why_linen.svg');
    expect(readProductArtPath(stillLifePath('post_why_linen'))).toBeNull();
  });
});

describe('art colours', () => {
  it('draw Olive an olive green and Rust a red-brown, hues far apart', () => {
    const olive = hslOf(artColourOf('Olive')!);
    const rust = hslOf(artColourOf('Rust')!);
    expect(olive.h).toBeGreaterThan(55);
    expect(olive.h).toBeLessThan(95);
    expect(rust.h).toBeLessThan(25);
    expect(hueDistance(olive.h, rust.h)).toBeGreaterThan(40);
  });

  it('are read as hue, saturation and lightness', () => {
    expect(hslOf('#ff0000')).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(hslOf('#00ff00').h).toBe(120);
    expect(hslOf('#0000ff').h).toBe(240);
    expect(hslOf('#808080')).toMatchObject({ h: 0, s: 0 });
  });
});
