import { createHash } from 'node:crypto';
import { escapeHtml } from '../render/escape-html.ts';

const PALETTES: [string, string, string][] = [
  ['#e9dfcf', '#c9a77c', '#6d4c33'],
  ['#dfe6dc', '#8fa98b', '#2f4a3a'],
  ['#e4e2ec', '#9c95b8', '#3c3657'],
  ['#f1e0d6', '#d48c6a', '#7a3b22'],
  ['#dde6ea', '#7fa2b2', '#28495a'],
  ['#efe8d2', '#c8b46a', '#5b4f1e'],
];

/** What a piece of art shows; an unknown motif draws the plain still life. */
export const ART_MOTIFS = ['mug', 'bowl', 'vase', 'shirt', 'apron', 'tote', 'book', 'throw', 'card', 'pot', 'jar', 'board', 'candle', 'plate', 'scarf'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

type Draw = (c: { mid: string; deep: string; light: string }) => string;

/** Each motif in a 640×640 frame, standing on the table line at y=470. */
const MOTIFS: Record<ArtMotif, Draw> = {
  mug: ({ deep, mid }) =>
    `<rect x="230" y="270" width="170" height="200" rx="26" fill="${deep}"/><path d="M400 315 q70 0 70 60 t-70 60" fill="none" stroke="${deep}" stroke-width="24"/><ellipse cx="315" cy="275" rx="85" ry="14" fill="${mid}"/>`,
  bowl: ({ deep, mid }) => `<path d="M170 330 h300 q-10 140 -150 140 q-140 0 -150 -140z" fill="${deep}"/><ellipse cx="320" cy="330" rx="150" ry="26" fill="${mid}"/>`,
  vase: ({ deep, mid }) =>
    `<path d="M285 180 h70 v40 q90 60 90 150 q0 100 -125 100 q-125 0 -125 -100 q0 -90 90 -150z" fill="${deep}"/><ellipse cx="320" cy="182" rx="35" ry="9" fill="${mid}"/><path d="M320 180 q-20 -60 10 -110 M320 180 q30 -50 70 -70" stroke="${mid}" stroke-width="8" fill="none"/>`,
  shirt: ({ deep, mid }) =>
    `<path d="M250 150 l-110 60 l40 90 l50 -25 v195 h180 v-195 l50 25 l40 -90 l-110 -60 q-20 40 -70 40 q-50 0 -70 -40z" fill="${deep}"/><path d="M320 190 v280" stroke="${mid}" stroke-width="4" stroke-dasharray="2 18"/>`,
  apron: ({ deep, mid }) =>
    `<path d="M255 200 h130 v60 q70 10 70 60 v150 h-270 v-150 q0 -50 70 -60z" fill="${deep}"/><path d="M255 200 q-30 -80 65 -90 q95 10 65 90" fill="none" stroke="${deep}" stroke-width="10"/><rect x="270" y="360" width="100" height="60" rx="8" fill="${mid}" opacity="0.8"/>`,
  tote: ({ deep, mid }) =>
    `<path d="M200 250 h240 l-20 220 h-200z" fill="${deep}"/><path d="M260 250 q0 -110 60 -110 q60 0 60 110" fill="none" stroke="${mid}" stroke-width="16"/>`,
  book: ({ deep, mid, light }) =>
    `<g transform="rotate(-8 320 380)"><rect x="200" y="220" width="240" height="250" rx="8" fill="${deep}"/><rect x="200" y="220" width="26" height="250" fill="${mid}"/><rect x="260" y="280" width="140" height="14" rx="7" fill="${light}"/><rect x="260" y="310" width="100" height="10" rx="5" fill="${light}" opacity="0.7"/></g>`,
  throw: ({ deep, mid, light }) =>
    `<rect x="170" y="400" width="300" height="70" rx="20" fill="${deep}"/><rect x="185" y="335" width="270" height="70" rx="20" fill="${mid}"/><rect x="200" y="270" width="240" height="70" rx="20" fill="${deep}" opacity="0.85"/><path d="M200 305 h240 M185 370 h270 M170 435 h300" stroke="${light}" stroke-width="3" stroke-dasharray="6 10"/>`,
  card: ({ deep, mid, light }) =>
    `<g transform="rotate(-6 320 360)"><rect x="160" y="250" width="320" height="200" rx="22" fill="${deep}"/><rect x="160" y="300" width="320" height="34" fill="${mid}"/><circle cx="420" cy="400" r="22" fill="${light}" opacity="0.8"/></g>`,
  pot: ({ deep, mid }) =>
    `<rect x="210" y="290" width="220" height="180" rx="20" fill="${deep}"/><rect x="190" y="280" width="260" height="26" rx="13" fill="${mid}"/><path d="M270 260 q-20 -40 0 -80 M320 260 q-20 -40 0 -80 M370 260 q-20 -40 0 -80" stroke="${mid}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  jar: ({ deep, mid, light }) =>
    `<rect x="240" y="250" width="160" height="220" rx="30" fill="${deep}"/><rect x="250" y="215" width="140" height="44" rx="10" fill="${mid}"/><rect x="265" y="330" width="110" height="70" rx="6" fill="${light}" opacity="0.85"/>`,
  board: ({ deep, mid }) =>
    `<g transform="rotate(-12 320 400)"><rect x="170" y="300" width="260" height="150" rx="40" fill="${deep}"/><rect x="420" y="350" width="80" height="50" rx="25" fill="${deep}"/><circle cx="470" cy="375" r="10" fill="${mid}"/></g>`,
  candle: ({ deep, mid }) =>
    `<rect x="270" y="260" width="100" height="210" rx="14" fill="${deep}"/><path d="M320 250 q-22 -40 0 -80 q22 40 0 80z" fill="#e7a54a"/><rect x="318" y="240" width="4" height="22" fill="${mid}"/>`,
  plate: ({ deep, mid }) => `<ellipse cx="320" cy="420" rx="190" ry="56" fill="${deep}"/><ellipse cx="320" cy="414" rx="120" ry="32" fill="${mid}"/>`,
  scarf: ({ deep, mid, light }) =>
    `<path d="M210 200 q110 -40 220 0 v60 q-110 -40 -220 0z" fill="${deep}"/><path d="M250 250 h70 v220 h-70z" fill="${deep}"/><path d="M330 250 h70 v180 h-70z" fill="${mid}"/><path d="M250 470 v24 M270 470 v24 M290 470 v24 M310 470 v24 M330 430 v24 M350 430 v24 M370 430 v24 M390 430 v24" stroke="${light}" stroke-width="4"/>`,
};

export const isArtMotif = (value: unknown): value is ArtMotif => typeof value === 'string' && (ART_MOTIFS as readonly string[]).includes(value);

/**
 * Product art for items without a photo: an object drawn from its motif (a mug, a bowl, a shirt…)
 * in colours drawn from the item id, so every product has its own image and the same one on every
 * page. Without a motif, a calm still life.
 */
export function productArtSvg(id: string, motif?: ArtMotif): string {
  const hash = createHash('sha256').update(id).digest();
  const [bg, mid, deep] = PALETTES[hash[0]! % PALETTES.length]!;
  const sun = `<circle cx="${170 + (hash[1]! % 300)}" cy="${130 + (hash[2]! % 60)}" r="${40 + (hash[3]! % 30)}" fill="${mid}" opacity="0.35"/>`;
  const table = `<rect y="470" width="640" height="170" fill="${mid}" opacity="0.35"/><ellipse cx="320" cy="478" rx="180" ry="14" fill="${deep}" opacity="0.16"/>`;
  const body = motif ? MOTIFS[motif]({ mid, deep, light: bg }) : stillLife(hash, mid, deep);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(id)}">
<rect width="640" height="640" fill="${bg}"/>${motif ? sun : ''}${table}
${body}
</svg>`;
}

function stillLife(hash: Buffer, mid: string, deep: string): string {
  const cx = 180 + (hash[1]! % 160);
  const cy = 200 + (hash[2]! % 120);
  const r = 90 + (hash[3]! % 60);
  const w = 120 + (hash[4]! % 120);
  const h = 140 + (hash[5]! % 100);
  const x = 260 + (hash[6]! % 140) - w / 2;
  const rot = (hash[7]! % 30) - 15;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${mid}" opacity="0.85"/>
<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" rx="18" fill="${deep}" transform="rotate(${rot} ${x + w / 2} ${470 - h / 2})"/>`;
}
