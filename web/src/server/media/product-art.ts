import { createHash } from 'node:crypto';
import { artColourOf, hslOf, type ArtMotif } from '@atelier/site';
import { escapeHtml } from '@atelier/html';
import { MOTIFS, type Palette } from './art-motifs.ts';

const PALETTES: [string, string, string][] = [
  ['#e9dfcf', '#c9a77c', '#6d4c33'],
  ['#dfe6dc', '#8fa98b', '#2f4a3a'],
  ['#e4e2ec', '#9c95b8', '#3c3657'],
  ['#f1e0d6', '#d48c6a', '#7a3b22'],
  ['#dde6ea', '#7fa2b2', '#28495a'],
  ['#efe8d2', '#c8b46a', '#5b4f1e'],
];

const mix = (hex: string, other: string, amount: number) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount) + parseInt(other.slice(i, i + 2), 16) * amount),
    )
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * The palette of an object in a named colour: the object is that colour (deep), its rims and
 * linings a shade of it (mid), set before a pale tint of it; a pale colour (sand, chalk white)
 * stands before a cool light grey instead, where a tint of itself would swallow it.
 */
export function namedPalette(colour: string): Palette {
  if (hslOf(colour).l > 0.6)
    return { deep: colour, mid: mix(colour, '#000000', 0.16), light: mix('#d3dadf', colour, 0.15) };
  return { deep: colour, mid: mix(colour, '#ffffff', 0.42), light: mix(colour, '#f7f3ec', 0.86) };
}

function hashPalette(hash: Buffer): Palette {
  const [light, mid, deep] = PALETTES[hash[0]! % PALETTES.length]!;
  return { light, mid, deep };
}

/**
 * Product art for items without a photo: an object drawn from its motif (a mug, a box of clay, a
 * potter's wheel…) in a named colour (the olive apron), else in colours drawn from the item id, so
 * every product has its own image and the same one on every page. Without a motif (a post's
 * picture), a still life.
 */
export function productArtSvg(id: string, motif?: ArtMotif, colour?: string): string {
  const hash = createHash('sha256').update(id).digest();
  const named = motif && colour ? artColourOf(colour) : undefined;
  const palette = named ? namedPalette(named) : hashPalette(hash);
  const { light: bg, mid, deep } = palette;
  const sun = `<circle cx="${170 + (hash[1]! % 300)}" cy="${130 + (hash[2]! % 60)}" r="${40 + (hash[3]! % 30)}" fill="${mid}" opacity="0.35"/>`;
  const table = `<rect y="470" width="640" height="170" fill="${mid}" opacity="0.35"/><ellipse cx="320" cy="478" rx="180" ry="14" fill="${deep}" opacity="0.16"/>`;
  const body = motif ? `<g data-art="${motif}">${MOTIFS[motif](palette)}</g>` : stillLife(hash, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(id)}">
<rect width="640" height="640" fill="${bg}"/>${sun}${table}
${body}
</svg>`;
}

/** What a post's still life is made of: things of the workshop's table. */
const STILL_LIFE: readonly ArtMotif[] = ['vase', 'jar', 'bowl', 'mug', 'teapot', 'candle', 'book', 'tea-bowl'];

/**
 * A still life for a post (which shows no product): three things of the workshop's table, chosen
 * and placed by the id, the middle one nearer and larger, in one palette with the front one darker.
 */
function stillLife(hash: Buffer, { light, mid, deep }: Palette): string {
  // The set in an order of the id's bytes: the first three.
  const picked = STILL_LIFE.map((motif, i) => ({ motif, key: hash[8 + i]! }))
    .sort((a, b) => a.key - b.key)
    .map((p) => p.motif);
  const shade = { light, mid: deep, deep: mid };
  const place = (motif: ArtMotif, x: number, scale: number, palette: Palette) =>
    `<g data-still-life="${motif}" transform="translate(${x} 470) scale(${scale}) translate(-320 -470)">${MOTIFS[motif](palette)}</g>`;
  return (
    place(picked[0]!, 180 + (hash[4]! % 30), 0.5, shade) +
    place(picked[2]!, 460 - (hash[5]! % 30), 0.5, shade) +
    place(picked[1]!, 320, 0.68, { light, mid, deep })
  );
}
