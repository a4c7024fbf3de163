import { describe, expect, it } from 'vitest';
import { ART_COLOURS, artColourOf, colourOptionValue, colourSlug, hslOf, productArtPath, readProductArtPath, variantArtPath } from './product-art.ts';

/** The distance between two hues on the colour wheel, 0 to 180 degrees. */
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('product art addresses', () => {
  it('name a motif, a colour and an id, and read back the same', () => {
    expect(productArtPath({ motif: 'apron', id: 'prod_apron', colour: 'Olive' })).toBe('/media/product-art/apron/olive/prod_apron.svg');
    expect(productArtPath({ motif: 'vase', id: 'prod_bud_vase', colour: 'Chalk white' })).toBe('/media/product-art/vase/chalk-white/prod_bud_vase.svg');
    expect(productArtPath({ motif: 'mug', id: 'prod mug/1' })).toBe('/media/product-art/mug/prod%20mug%2F1.svg');
    expect(readProductArtPath('/media/product-art/vase/chalk-white/prod_bud_vase.svg')).toEqual({ motif: 'vase', colour: 'chalk-white', id: 'prod_bud_vase' });
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
    expect(variantArtPath('/media/product-art/vase/prod_bud_vase.svg', [{ name: 'Colour', value: 'Tenmoku' }])).toBe('/media/product-art/vase/tenmoku/prod_bud_vase.svg');
    expect(variantArtPath('/media/product-art/mug/cream/prod_mug.svg', [{ name: 'Glaze', value: 'Moss' }])).toBe('/media/product-art/mug/moss/prod_mug.svg');
  });

  it('is none where the product’s picture is not drawn or the variant has no colour', () => {
    expect(variantArtPath('/media/images/img_1', { Color: 'Rust' })).toBeNull();
    expect(variantArtPath(null, { Color: 'Rust' })).toBeNull();
    expect(variantArtPath(apron, { Size: 'M' })).toBeNull();
    expect(colourOptionValue({ Size: 'Olive' })).toBeUndefined();
    expect(colourOptionValue({ Colour: ' ' })).toBeUndefined();
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
