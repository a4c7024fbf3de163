import { createHash } from 'node:crypto';
import { escapeHtml } from '../render/escape-html.ts';

const PALETTES = [
  ['#e9dfcf', '#c9a77c', '#6d4c33'],
  ['#dfe6dc', '#8fa98b', '#2f4a3a'],
  ['#e4e2ec', '#9c95b8', '#3c3657'],
  ['#f1e0d6', '#d48c6a', '#7a3b22'],
  ['#dde6ea', '#7fa2b2', '#28495a'],
  ['#efe8d2', '#c8b46a', '#5b4f1e'],
];

/**
 * Product art for items without a photo: a calm still life drawn from the item id, so every
 * product has its own image and the same one on every page.
 */
export function productArtSvg(id: string): string {
  const hash = createHash('sha256').update(id).digest();
  const [bg, mid, deep] = PALETTES[hash[0]! % PALETTES.length]!;
  const cx = 180 + (hash[1]! % 160);
  const cy = 200 + (hash[2]! % 120);
  const r = 90 + (hash[3]! % 60);
  const w = 120 + (hash[4]! % 120);
  const h = 140 + (hash[5]! % 100);
  const x = 260 + (hash[6]! % 140) - w / 2;
  const rot = (hash[7]! % 30) - 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(id)}">
<rect width="640" height="640" fill="${bg}"/>
<rect y="430" width="640" height="210" fill="${mid}" opacity="0.35"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${mid}" opacity="0.85"/>
<rect x="${x}" y="${430 - h}" width="${w}" height="${h}" rx="18" fill="${deep}" transform="rotate(${rot} ${x + w / 2} ${430 - h / 2})"/>
<ellipse cx="${x + w / 2}" cy="440" rx="${w / 1.6}" ry="14" fill="${deep}" opacity="0.18"/>
</svg>`;
}
