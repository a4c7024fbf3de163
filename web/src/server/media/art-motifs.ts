import type { ArtMotif } from '@atelier/site';

/** deep: the object's own colour; mid: its rims, linings and accents; light: the wall behind it. */
export interface Palette {
  light: string;
  mid: string;
  deep: string;
}

type Draw = (c: Palette) => string;

// Materials that keep their colour whatever the object's: wood, steel, paper, card, wet clay, leaves.
const WOOD = '#b98a55';
const DARK_WOOD = '#6b4a2e';
const STEEL = '#9aa3a9';
const PAPER = '#f7f3ea';
const KRAFT = '#c49a63';
const KRAFT_SHADE = '#a8804c';
const KRAFT_LIGHT = '#d6ae77';
const WET_CLAY = '#a8734f';
const LEAF = '#6f8f5a';
const FLAME = '#e7a54a';
/** Celadon, cobalt, rust and tenmoku: the four glazes of a kit. */
const GLAZES = ['#8fb59a', '#2f4f8f', '#a4452c', '#3d2418'];

const cup = (cx: number, { deep, mid }: Palette) =>
  `<path d="M${cx - 58} 360 h116 v52 q0 44 -58 44 q-58 0 -58 -44z" fill="${deep}"/><path d="M${cx + 58} 378 q36 0 36 26 q0 26 -36 26" fill="none" stroke="${deep}" stroke-width="12"/>` +
  `<ellipse cx="${cx}" cy="360" rx="58" ry="10" fill="${mid}"/><ellipse cx="${cx}" cy="362" rx="48" ry="7" fill="#5a3520"/><ellipse cx="${cx}" cy="460" rx="88" ry="11" fill="${mid}"/>`;

/** Each motif in a 640×640 frame, standing on the table line at y=470; a coloured object's body is its first shape. */
export const MOTIFS: Record<ArtMotif, Draw> = {
  mug: ({ deep, mid }) =>
    `<rect x="230" y="270" width="170" height="200" rx="26" fill="${deep}"/><path d="M400 315 q70 0 70 60 t-70 60" fill="none" stroke="${deep}" stroke-width="24"/><ellipse cx="315" cy="275" rx="85" ry="14" fill="${mid}"/>`,
  cups: (c) => cup(215, c) + cup(435, c),
  bowl: ({ deep, mid }) =>
    `<path d="M170 330 h300 q-10 140 -150 140 q-140 0 -150 -140z" fill="${deep}"/><ellipse cx="320" cy="330" rx="150" ry="26" fill="${mid}"/>`,
  'tea-bowl': ({ deep, mid }) =>
    `<path d="M210 300 h220 q-4 118 -52 150 h-116 q-48 -32 -52 -150z" fill="${deep}"/><rect x="276" y="446" width="88" height="24" rx="5" fill="${deep}"/>` +
    `<path d="M216 332 q26 22 48 8 q24 30 52 6 q30 28 58 2 q26 22 52 -8" fill="none" stroke="${mid}" stroke-width="9" stroke-linecap="round" opacity="0.75"/>` +
    `<ellipse cx="320" cy="300" rx="110" ry="17" fill="${mid}"/><ellipse cx="320" cy="303" rx="96" ry="12" fill="${deep}" opacity="0.55"/>`,
  plate: ({ deep, mid }) =>
    `<ellipse cx="320" cy="420" rx="190" ry="56" fill="${deep}"/><ellipse cx="320" cy="414" rx="120" ry="32" fill="${mid}"/>`,
  vase: ({ deep, mid }) =>
    `<path d="M285 180 h70 v40 q90 60 90 150 q0 100 -125 100 q-125 0 -125 -100 q0 -90 90 -150z" fill="${deep}"/><ellipse cx="320" cy="182" rx="35" ry="9" fill="${mid}"/>` +
    `<path d="M320 180 q-20 -60 10 -110 M320 180 q30 -50 70 -70" stroke="${LEAF}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M330 120 q34 -14 44 8 q-30 12 -44 -8z" fill="${LEAF}"/>`,
  jar: ({ deep, mid }) =>
    `<path d="M252 262 q-44 50 -30 130 q14 78 98 78 q84 0 98 -78 q14 -80 -30 -130z" fill="${deep}"/>` +
    `<rect x="357" y="146" width="10" height="116" rx="5" fill="${WOOD}" transform="rotate(18 362 262)"/>` +
    `<ellipse cx="320" cy="262" rx="74" ry="15" fill="${mid}"/><path d="M262 262 q58 -36 116 0z" fill="${mid}"/><ellipse cx="300" cy="238" rx="14" ry="10" fill="${deep}"/>` +
    `<path d="M372 268 q7 18 0 32 q-7 -14 0 -32z" fill="#e1a53b"/>`,
  teapot: ({ deep, mid }) =>
    `<ellipse cx="310" cy="400" rx="112" ry="70" fill="${deep}"/><path d="M216 376 Q160 372 132 322 L152 310 Q174 346 222 352 Z" fill="${deep}"/>` +
    `<path d="M408 370 L512 316 Q526 312 530 326 Q534 340 522 346 L418 398 Z" fill="${deep}"/><ellipse cx="524" cy="330" rx="9" ry="15" transform="rotate(-28 524 330)" fill="${mid}"/>` +
    `<ellipse cx="310" cy="334" rx="64" ry="13" fill="${mid}"/><ellipse cx="310" cy="320" rx="16" ry="12" fill="${deep}"/>`,
  pot: ({ deep, mid }) =>
    `<rect x="210" y="290" width="220" height="180" rx="20" fill="${deep}"/><rect x="190" y="280" width="260" height="26" rx="13" fill="${mid}"/><path d="M270 260 q-20 -40 0 -80 M320 260 q-20 -40 0 -80 M370 260 q-20 -40 0 -80" stroke="${mid}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  board: ({ deep, mid }) =>
    `<g transform="rotate(-12 320 400)"><rect x="170" y="300" width="260" height="150" rx="40" fill="${deep}"/><rect x="420" y="350" width="80" height="50" rx="25" fill="${deep}"/><circle cx="470" cy="375" r="10" fill="${mid}"/></g>`,
  candle: ({ deep, mid }) =>
    `<rect x="270" y="260" width="100" height="210" rx="14" fill="${deep}"/><path d="M320 250 q-22 -40 0 -80 q22 40 0 80z" fill="${FLAME}"/><rect x="318" y="240" width="4" height="22" fill="${mid}"/>`,
  napkins: ({ deep, mid, light }) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${188 + (i % 2) * 8}" y="${440 - i * 30}" width="256" height="28" rx="5" fill="${deep}"/><path d="M${200 + (i % 2) * 8} ${454 - i * 30} h232" stroke="${light}" stroke-width="2" stroke-dasharray="6 6" opacity="0.8"/>`,
      )
      .join('') +
    `<path d="M372 350 h80 l-22 64 z" fill="${mid}"/><path d="M372 350 l58 64" stroke="${deep}" stroke-width="2" opacity="0.5"/>`,
  shirt: ({ deep, mid }) =>
    `<path d="M250 150 l-110 60 l40 90 l50 -25 v195 h180 v-195 l50 25 l40 -90 l-110 -60 q-20 40 -70 40 q-50 0 -70 -40z" fill="${deep}"/><path d="M320 190 v280" stroke="${mid}" stroke-width="4" stroke-dasharray="2 18"/>`,
  apron: ({ deep, mid }) =>
    `<path d="M255 200 h130 v60 q70 10 70 60 v150 h-270 v-150 q0 -50 70 -60z" fill="${deep}"/><path d="M255 200 q-30 -80 65 -90 q95 10 65 90" fill="none" stroke="${deep}" stroke-width="10"/><rect x="270" y="360" width="100" height="60" rx="8" fill="${mid}" opacity="0.8"/>`,
  tote: ({ deep, mid }) =>
    `<path d="M200 250 h240 l-20 220 h-200z" fill="${deep}"/><path d="M260 250 q0 -110 60 -110 q60 0 60 110" fill="none" stroke="${mid}" stroke-width="16"/>`,
  throw: ({ deep, mid, light }) =>
    `<rect x="170" y="400" width="300" height="70" rx="20" fill="${deep}"/><rect x="185" y="335" width="270" height="70" rx="20" fill="${mid}"/><rect x="200" y="270" width="240" height="70" rx="20" fill="${deep}" opacity="0.85"/><path d="M200 305 h240 M185 370 h270 M170 435 h300" stroke="${light}" stroke-width="3" stroke-dasharray="6 10"/>`,
  scarf: ({ deep, mid, light }) =>
    `<path d="M210 200 q110 -40 220 0 v60 q-110 -40 -220 0z" fill="${deep}"/><path d="M250 250 h70 v220 h-70z" fill="${deep}"/><path d="M330 250 h70 v180 h-70z" fill="${mid}"/><path d="M250 470 v24 M270 470 v24 M290 470 v24 M310 470 v24 M330 430 v24 M350 430 v24 M370 430 v24 M390 430 v24" stroke="${light}" stroke-width="4"/>`,
  'tool-roll': ({ deep, mid }) =>
    `<rect x="120" y="300" width="340" height="170" rx="10" fill="${deep}"/><rect x="448" y="296" width="70" height="178" rx="35" fill="${mid}"/><ellipse cx="483" cy="385" rx="14" ry="80" fill="${deep}" opacity="0.35"/>` +
    `<rect x="146" y="250" width="14" height="150" rx="7" fill="${WOOD}"/><path d="M153 250 v-44" stroke="${STEEL}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="206" y="262" width="16" height="140" rx="8" fill="${WOOD}"/><path d="M214 262 q-20 -34 0 -54 q20 20 0 54z" fill="none" stroke="${STEEL}" stroke-width="5"/>` +
    `<path d="M262 390 q-6 -96 34 -116 q40 20 34 116z" fill="#c99a63"/>` +
    `<rect x="364" y="244" width="12" height="160" rx="6" fill="${WOOD}"/><ellipse cx="370" cy="240" rx="20" ry="14" fill="#e3c77a"/>` +
    `<rect x="404" y="268" width="12" height="130" rx="6" fill="${DARK_WOOD}"/><path d="M402 270 q8 -44 16 0z" fill="#3d2418"/>` +
    `<rect x="120" y="380" width="340" height="90" rx="6" fill="${mid}"/><path d="M184 384 v82 M244 384 v82 M346 384 v82 M392 384 v82" stroke="${deep}" stroke-width="3" stroke-dasharray="7 6"/>` +
    `<path d="M518 380 q36 6 44 50" stroke="${DARK_WOOD}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  book: ({ deep, mid, light }) =>
    `<g transform="rotate(-8 320 380)"><rect x="200" y="220" width="240" height="250" rx="8" fill="${deep}"/><rect x="200" y="220" width="26" height="250" fill="${mid}"/><rect x="260" y="280" width="140" height="14" rx="7" fill="${light}"/><rect x="260" y="310" width="100" height="10" rx="5" fill="${light}" opacity="0.7"/></g>`,
  video: ({ deep, mid, light }) =>
    `<rect x="160" y="200" width="320" height="220" rx="14" fill="${deep}"/><rect x="178" y="218" width="284" height="168" rx="4" fill="${light}"/>` +
    `<rect x="226" y="324" width="188" height="30" rx="4" fill="${mid}"/><path d="M246 318 l150 -26 l6 14 l-150 24z" fill="${STEEL}"/>` +
    `<circle cx="320" cy="276" r="32" fill="${deep}" opacity="0.85"/><path d="M309 259 v34 l29 -17z" fill="${light}"/>` +
    `<rect x="190" y="398" width="260" height="6" rx="3" fill="${mid}"/><rect x="190" y="398" width="96" height="6" rx="3" fill="${light}"/>` +
    `<path d="M290 420 h60 l10 38 h-80z" fill="${deep}"/><rect x="240" y="456" width="160" height="14" rx="7" fill="${deep}"/>`,
  patterns: ({ deep, mid }) =>
    `<rect x="170" y="232" width="270" height="224" rx="4" fill="${deep}" transform="rotate(-7 305 344)"/><rect x="186" y="240" width="262" height="220" rx="4" fill="${mid}" transform="rotate(3 317 350)"/>` +
    `<g transform="rotate(-2 320 360)"><rect x="196" y="248" width="262" height="218" rx="4" fill="${PAPER}"/>` +
    `<path d="M226 284 h96 q26 46 14 104 l-30 48 h-80z" fill="none" stroke="${deep}" stroke-width="4" stroke-dasharray="12 7"/><circle cx="400" cy="316" r="32" fill="none" stroke="${deep}" stroke-width="4" stroke-dasharray="10 6"/>` +
    `<path d="M272 320 v84 M262 334 l10 -14 l10 14 M262 390 l10 14 l10 -14" stroke="${deep}" stroke-width="3" fill="none"/><rect x="364" y="384" width="70" height="8" rx="4" fill="${mid}"/><rect x="364" y="402" width="50" height="8" rx="4" fill="${mid}"/></g>`,
  card: ({ deep, mid, light }) =>
    `<g transform="rotate(-6 320 360)"><rect x="160" y="250" width="320" height="200" rx="22" fill="${deep}"/><rect x="160" y="300" width="320" height="34" fill="${mid}"/><circle cx="420" cy="400" r="22" fill="${light}" opacity="0.8"/></g>`,
  wheel: ({ deep, mid }) =>
    `<path d="M140 400 h360 l-16 70 h-328z" fill="${deep}"/><ellipse cx="320" cy="400" rx="180" ry="20" fill="${mid}"/><ellipse cx="320" cy="402" rx="160" ry="14" fill="${deep}" opacity="0.6"/>` +
    `<path d="M210 380 h220 v10 a110 13 0 0 1 -220 0z" fill="#8d969c"/><ellipse cx="320" cy="380" rx="110" ry="13" fill="#b3bbc0"/>` +
    `<path d="M270 378 q-18 -54 6 -100 q8 -18 6 -30 h76 q-2 12 6 30 q24 46 6 100z" fill="${WET_CLAY}"/><ellipse cx="320" cy="248" rx="38" ry="8" fill="#7e5237"/>` +
    `<path d="M278 330 q42 8 84 0 M274 300 q46 8 92 0" stroke="#8f5f41" stroke-width="3" fill="none" opacity="0.7"/>`,
  spoon: ({ deep, mid }) =>
    `<g transform="rotate(-14 330 390)"><ellipse cx="205" cy="390" rx="78" ry="48" fill="${deep}"/><ellipse cx="198" cy="390" rx="58" ry="34" fill="${mid}"/>` +
    `<path d="M276 374 Q300 384 330 382 L520 376 Q540 382 520 392 L330 400 Q300 398 276 406 Z" fill="${deep}"/><path d="M350 382 l20 8 M410 380 l22 9 M466 379 l22 8" stroke="${mid}" stroke-width="3"/></g>` +
    `<g transform="rotate(6 400 455)"><rect x="300" y="444" width="110" height="22" rx="10" fill="${DARK_WOOD}"/><path d="M410 446 h120 l-26 18 h-94z" fill="${STEEL}"/></g>`,
  'dye-vat': ({ deep, mid, light }) =>
    `<path d="M254 178 h132 q8 60 -2 120 q-4 30 2 52 h-128 q6 -22 2 -52 q-14 -60 -6 -120z" fill="${deep}"/><path d="M254 178 h132 q3 22 1 42 h-134 q-2 -20 1 -42z" fill="${mid}"/>` +
    `<path d="M292 226 q-8 60 2 120 M350 226 q8 60 -2 120" stroke="${mid}" stroke-width="4" fill="none" opacity="0.45"/>` +
    `<circle cx="280" cy="262" r="8" fill="${light}" opacity="0.7"/><circle cx="320" cy="290" r="8" fill="${light}" opacity="0.7"/><circle cx="360" cy="258" r="8" fill="${light}" opacity="0.7"/>` +
    `<rect x="170" y="166" width="300" height="12" rx="6" fill="${DARK_WOOD}"/>` +
    `<path d="M186 330 h268 l-18 140 h-232z" fill="#7a6148"/><path d="M190 360 h260 M198 430 h244" stroke="#4d3e30" stroke-width="7"/>` +
    `<ellipse cx="320" cy="330" rx="134" ry="16" fill="${deep}"/><ellipse cx="362" cy="328" rx="30" ry="6" fill="#6b4f8a" opacity="0.7"/>`,
  kiln: ({ deep, mid }) =>
    `<rect x="180" y="190" width="280" height="270" rx="16" fill="${deep}"/><rect x="200" y="456" width="24" height="14" fill="${deep}"/><rect x="416" y="456" width="24" height="14" fill="${deep}"/><rect x="300" y="172" width="40" height="22" rx="4" fill="${deep}"/>` +
    `<rect x="206" y="216" width="228" height="214" rx="6" fill="#e8dccb"/><rect x="206" y="316" width="228" height="10" fill="#a59b8e"/><rect x="222" y="326" width="10" height="104" fill="#a59b8e"/><rect x="408" y="326" width="10" height="104" fill="#a59b8e"/>` +
    `<path d="M226 290 h64 q-4 26 -32 26 q-28 0 -32 -26z" fill="${mid}"/><path d="M316 246 h20 v12 q22 16 22 34 q0 24 -32 24 q-32 0 -32 -24 q0 -18 22 -34z" fill="#9dbfa5"/><rect x="374" y="276" width="44" height="40" rx="8" fill="#b3633f"/>` +
    `<path d="M244 400 h76 q-6 30 -38 30 q-32 0 -38 -30z" fill="#d6c29b"/><rect x="344" y="380" width="54" height="50" rx="10" fill="#5a6873"/>` +
    `<rect x="212" y="222" width="216" height="90" rx="4" fill="none" stroke="${FLAME}" stroke-width="4" stroke-dasharray="10 7"/>` +
    `<path d="M460 200 l56 20 v230 l-56 10z" fill="${mid}"/><rect x="496" y="310" width="8" height="40" rx="4" fill="${deep}"/>`,
  'clay-box': ({ deep, mid }) =>
    `<path d="M180 300 l34 -58 h212 l34 58z" fill="${KRAFT_SHADE}"/>` +
    `<rect x="206" y="236" width="120" height="90" rx="14" fill="${deep}"/><rect x="316" y="250" width="120" height="76" rx="14" fill="${mid}"/><path d="M224 254 q22 -8 44 0 M334 266 q22 -8 44 0" stroke="#ffffff" stroke-width="4" opacity="0.5" fill="none"/>` +
    `<rect x="180" y="300" width="280" height="170" fill="${KRAFT}"/><path d="M180 300 L146 346 L296 346 L320 300 Z M460 300 L494 346 L344 346 L320 300 Z" fill="${KRAFT_LIGHT}"/>` +
    `<rect x="256" y="376" width="128" height="62" rx="6" fill="${PAPER}"/><rect x="272" y="392" width="96" height="10" rx="5" fill="${deep}"/><rect x="272" y="412" width="64" height="8" rx="4" fill="${KRAFT_SHADE}"/>`,
  'glaze-kit': ({ deep, mid }) =>
    `<rect x="130" y="340" width="380" height="130" rx="10" fill="${deep}"/>` +
    GLAZES.map((glaze, i) => {
      const x = 156 + i * 88;
      return `<rect x="${x}" y="300" width="68" height="130" rx="12" fill="#f1ede4"/><rect x="${x - 3}" y="282" width="74" height="26" rx="7" fill="${glaze}"/><rect x="${x + 10}" y="346" width="48" height="44" rx="6" fill="${glaze}"/>`;
    }).join('') +
    `<rect x="130" y="410" width="380" height="60" rx="8" fill="${mid}"/><rect x="270" y="428" width="100" height="22" rx="4" fill="${PAPER}"/>`,
  // The art of a kind (KIND_MOTIFS): what a product shows when its owner gave it no picture.
  parcel: ({ deep, mid, light }) =>
    `<rect x="180" y="300" width="250" height="170" rx="6" fill="${deep}"/><path d="M180 300 l46 -52 h250 l-46 52z" fill="${mid}"/><path d="M430 300 l46 -52 v170 l-46 52z" fill="${deep}"/><path d="M430 300 l46 -52 v170 l-46 52z" fill="#000000" opacity="0.25"/>` +
    `<path d="M305 300 v170 M180 388 h250 M305 300 l46 -52 M430 388 l46 -52" stroke="${PAPER}" stroke-width="7" fill="none"/>` +
    `<path d="M328 274 q-46 -40 -56 -6 q-6 22 56 6z M328 274 q38 -46 54 -14 q8 22 -54 14z" fill="none" stroke="${PAPER}" stroke-width="6"/>` +
    `<rect x="212" y="408" width="66" height="40" rx="4" fill="${light}"/><rect x="222" y="418" width="46" height="6" rx="3" fill="${deep}" opacity="0.6"/><rect x="222" y="432" width="30" height="6" rx="3" fill="${deep}" opacity="0.4"/>`,
  download: ({ deep, mid, light }) =>
    `<rect x="206" y="160" width="228" height="310" rx="24" fill="${deep}"/><rect x="222" y="180" width="196" height="260" rx="8" fill="${light}"/><circle cx="320" cy="456" r="6" fill="${mid}"/>` +
    `<path d="M264 214 h80 l32 32 v104 h-112z" fill="${PAPER}"/><path d="M344 214 v32 h32z" fill="${mid}"/>` +
    `<path d="M320 250 v66 M296 294 l24 24 l24 -24" stroke="${deep}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="252" y="380" width="136" height="12" rx="6" fill="${mid}" opacity="0.45"/><rect x="252" y="380" width="88" height="12" rx="6" fill="${deep}"/>`,
  calendar: ({ deep, mid, light }) =>
    `<rect x="180" y="214" width="280" height="256" rx="16" fill="${deep}"/><rect x="196" y="282" width="248" height="172" rx="6" fill="${PAPER}"/>` +
    `<rect x="232" y="186" width="16" height="58" rx="8" fill="${STEEL}"/><rect x="392" y="186" width="16" height="58" rx="8" fill="${STEEL}"/><rect x="262" y="236" width="116" height="14" rx="7" fill="${light}" opacity="0.85"/>` +
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map(
          (col) =>
            `<rect x="${214 + col * 38}" y="${300 + row * 38}" width="26" height="22" rx="4" fill="${mid}" opacity="0.45"/>`,
        ),
      )
      .join('') +
    `<ellipse cx="341" cy="349" rx="26" ry="21" fill="none" stroke="${deep}" stroke-width="6"/>`,
  key: ({ deep, mid, light }) =>
    `<g transform="rotate(-10 330 400)"><circle cx="220" cy="390" r="74" fill="${deep}"/><rect x="280" y="376" width="250" height="28" rx="10" fill="${deep}"/><rect x="470" y="398" width="22" height="46" rx="4" fill="${deep}"/><rect x="504" y="398" width="18" height="32" rx="4" fill="${deep}"/>` +
    `<circle cx="204" cy="390" r="30" fill="${light}"/><circle cx="244" cy="390" r="10" fill="${mid}"/><rect x="300" y="384" width="150" height="6" rx="3" fill="${mid}" opacity="0.7"/></g>` +
    `<path d="M176 344 q-40 -60 -4 -110" stroke="${DARK_WOOD}" stroke-width="4" fill="none"/><rect x="136" y="188" width="70" height="46" rx="6" fill="${mid}" transform="rotate(-12 171 211)"/><circle cx="148" cy="214" r="5" fill="${light}"/>`,
};
