import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, hslOf, readProductArtPath, variantArtPath } from '@atelier/site';
import { productArtSvg } from './product-art.ts';

/** The picture at an address, as the site server draws it for that address. */
function drawn(url: string): string {
  const art = readProductArtPath(url);
  if (!art) throw new Error(`${url} is not drawn art`);
  return productArtSvg(art.id, art.motif, art.colour);
}

/** The colour of the drawn object's body: the first fill inside its group. */
function objectColour(svg: string): string {
  const group = /<g data-art="[a-z-]+">([\s\S]*)<\/g>/.exec(svg)?.[1] ?? '';
  return /fill="(#[0-9a-f]{6})"/.exec(group)?.[1] ?? '';
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('drawn product art', () => {
  it('draws the apron’s Olive variant olive green and its Rust variant red-brown, hues far apart', () => {
    const apron = '/media/product-art/apron/olive/prod_apron.svg';
    const olive = hslOf(objectColour(drawn(variantArtPath(apron, { Size: 'S', Color: 'Olive' })!)));
    const rust = hslOf(objectColour(drawn(variantArtPath(apron, { Size: 'S', Color: 'Rust' })!)));
    expect(olive.h).toBeGreaterThan(55);
    expect(olive.h).toBeLessThan(95);
    expect(rust.h).toBeLessThan(25);
    expect(hueDistance(olive.h, rust.h)).toBeGreaterThan(40);
  });

  it('sets a pale object before a darker wall, so a chalk-white vase is seen', () => {
    const svg = drawn('/media/product-art/vase/chalk-white/prod_bud_vase.svg');
    const wall = /<rect width="640" height="640" fill="(#[0-9a-f]{6})"\/>/.exec(svg)![1]!;
    expect(hslOf(objectColour(svg)).l - hslOf(wall).l).toBeGreaterThan(0.05);
  });

  it('draws every motif as a picture of its own', () => {
    const pictures = ART_MOTIFS.map((motif) => productArtSvg('prod_same', motif));
    expect(new Set(pictures).size).toBe(ART_MOTIFS.length);
    for (const [index, svg] of pictures.entries()) expect(svg).toContain(`<g data-art="${ART_MOTIFS[index]}">`);
  });

  it('draws a post’s picture as a still life of three things of the table, the same for the same id', () => {
    const svg = productArtSvg('post_why_linen');
    const things = [...svg.matchAll(/<g data-still-life="([a-z-]+)"/g)].map((m) => m[1]);
    expect(new Set(things).size).toBe(3);
    expect(svg).not.toContain('data-art=');
    expect(productArtSvg('post_why_linen')).toBe(svg);
    expect(productArtSvg('post_apron_care')).not.toBe(svg);
  });

  it('takes its colours from the id for a colour it does not know, and never from the prototype', () => {
    const plain = productArtSvg('prod_x', 'mug');
    expect(productArtSvg('prod_x', 'mug', 'sparkly')).toBe(plain);
    expect(productArtSvg('prod_x', 'mug', 'constructor')).toBe(plain);
    expect(productArtSvg('prod_x', 'mug', '__proto__')).toBe(plain);
  });

  it('escapes the id it names', () => {
    expect(productArtSvg('"><script>', 'mug')).toContain('aria-label="&quot;&gt;&lt;script&gt;"');
  });
});
