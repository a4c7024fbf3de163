/**
 * Atelier's own LESS library for themes written for the developer platform: the files such themes
 * `@import` by bare name and the mixins they call without defining. Written for Atelier from how
 * themes use them (names and arguments), not taken from the platform.
 */

/** Files a theme imports by name ('sqs-grid-breaker'), when it has no file of that name itself. */
export const PLATFORM_IMPORTS: Readonly<Record<string, string>> = {
  // Inside a narrow-screen media query: the columns of a block layout stack one under another.
  'sqs-grid-breaker': `.sqs-layout .sqs-row [class*="sqs-col-"] { width: 100%; float: none; }
.sqs-layout .sqs-row .sqs-block { padding-left: 0; padding-right: 0; }
`,
  // Social icons drawn as SVG: sized by the theme's own variables where it sets them.
  'svg-icon-templates': `.sqs-svg-icon--wrapper { display: inline-block; width: 32px; height: 32px; }
.sqs-svg-icon--social { width: 100%; height: 100%; fill: currentColor; }
`,
  'sqs-ui-font': '',
  // Social links drawn as icons by where they point: a short mark of each network before a link
  // inside the theme's social links (an element whose class or id names "social"), nowhere else.
  'social-icon-font': `${Object.entries({
    'facebook.com': 'f',
    'twitter.com': 'X',
    'x.com': 'X',
    'instagram.com': 'ig',
    'pinterest.com': 'P',
    'linkedin.com': 'in',
    'youtube.com': '\\25B6',
    'vimeo.com': 'v',
    'tumblr.com': 't',
    'github.com': 'gh',
    'mailto:': '\\2709',
  })
    .map(
      ([host, mark]) =>
        `[class*="social"] a[href*="${host}"]::before, [id*="social"] a[href*="${host}"]::before { content: "${mark}"; font-family: sans-serif; font-weight: bold; }`,
    )
    .join('\n')}
`,
};

/**
 * Variables the platform gives every theme, for what it draws itself: the vertical rhythm of block
 * layouts (a block's padding is half of it), the newsletter block's text colour and the product
 * quick view's padding, which owners set in the platform's own style editor. A theme's definition
 * of the same name comes later and wins.
 */
export const PLATFORM_VARIABLES: Readonly<Record<string, string>> = {
  '@vgrid': '34px',
  // White: themes compare it with their own dark default (contrast()), which wins until an owner picks a colour.
  '@newsletterTextColor': '#ffffff',
  '@tweak-product-quick-view-lightbox-padding': '40px',
};

/** Icon names of `.sqs-ui-font(<name>)` and the Unicode symbol Atelier shows for each. */
export const UI_ICONS: Readonly<Record<string, string>> = {
  heart: '\\2665',
  'heart-2': '\\2665',
  'heart-fill': '\\2665',
  comment: '\\1F4AC',
  share: '\\21AA',
  search: '\\26B2',
  cart: '\\1F6D2',
  close: '\\2715',
  menu: '\\2630',
  bubble: '\\1F4AC',
  left: '\\2039',
  right: '\\203A',
  up: '\\2303',
  down: '\\2304',
  'arrow-left': '\\2190',
  'arrow-right': '\\2192',
  'arrow-up': '\\2191',
  'arrow-down': '\\2193',
  'caret-left': '\\2039',
  'caret-right': '\\203A',
  plus: '\\002B',
  minus: '\\2212',
  check: '\\2713',
  mail: '\\2709',
  play: '\\25B6',
  pause: '\\2016',
};

// The glyph of each icon; an icon Atelier does not draw shows nothing rather than failing the sheet.
const iconRules = [
  ...Object.entries(UI_ICONS).map(([name, symbol]) => `.atelier-ui-glyph(${name}) { content: "${symbol}"; }`),
  '.atelier-ui-glyph(@icon) when (default()) { content: none; }',
].join('\n');

/**
 * Mixins by name (with the dot), added before a theme's sheets as fallbacks (`fallbackMixin`): a
 * theme's own mixin of the same name serves the calls it matches, the platform's the others.
 */
export const PLATFORM_MIXINS: Readonly<Record<string, string>> = {
  '.transition': '.transition(@value...) { -webkit-transition: @value; transition: @value; }',
  '.transition-webkit': '.transition-webkit(@value...) { -webkit-transition: @value; transition: @value; }',
  '.transition-delay': '.transition-delay(@delay) { -webkit-transition-delay: @delay; transition-delay: @delay; }',
  '.transform': '.transform(@value...) { -webkit-transform: @value; -ms-transform: @value; transform: @value; }',
  '.translate':
    '.translate(@x; @y: 0) { -webkit-transform: translate(@x, @y); -ms-transform: translate(@x, @y); transform: translate(@x, @y); }',
  '.backface-visibility':
    '.backface-visibility(@value: hidden) { -webkit-backface-visibility: @value; backface-visibility: @value; }',
  // Light text on a dark background reads thinner with grayscale antialiasing; dark text keeps the default.
  '.font-smoothing': `.font-smoothing(@background: #000) when (iscolor(@background)) and (lightness(@background) < 50%) { -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }
.font-smoothing(@background) when (iscolor(@background)) and (lightness(@background) >= 50%) { -webkit-font-smoothing: auto; -moz-osx-font-smoothing: auto; }`,
  '.display-flex':
    '.display-flex() { display: -webkit-box; display: -webkit-flex; display: -ms-flexbox; display: flex; }',
  '.flex-wrap': '.flex-wrap(@value: wrap) { -webkit-flex-wrap: @value; -ms-flex-wrap: @value; flex-wrap: @value; }',
  '.flex-direction':
    '.flex-direction(@value) { -webkit-flex-direction: @value; -ms-flex-direction: @value; flex-direction: @value; }',
  '.flex-flow': '.flex-flow(@value) { -webkit-flex-flow: @value; -ms-flex-flow: @value; flex-flow: @value; }',
  '.align-self': '.align-self(@value) { -webkit-align-self: @value; -ms-flex-item-align: @value; align-self: @value; }',
  '.flex': '.flex(@value) { -webkit-flex: @value; -ms-flex: @value; flex: @value; }',
  '.flex-order': '.flex-order(@value) { -webkit-order: @value; -ms-flex-order: @value; order: @value; }',
  '.align-items': '.align-items(@value) { -webkit-align-items: @value; -ms-flex-align: @value; align-items: @value; }',
  '.align-content': '.align-content(@value) { -webkit-align-content: @value; align-content: @value; }',
  '.justify-content':
    '.justify-content(@value) { -webkit-justify-content: @value; -ms-flex-pack: @value; justify-content: @value; }',
  '.box-sizing': '.box-sizing(@value: border-box) { -webkit-box-sizing: @value; box-sizing: @value; }',
  '.border-radius': '.border-radius(@value) { border-radius: @value; }',
  '.box-shadow': '.box-shadow(@value...) { -webkit-box-shadow: @value; box-shadow: @value; }',
  '.user-select':
    '.user-select(@value: none) { -webkit-user-select: @value; -ms-user-select: @value; user-select: @value; }',
  '.clearfix': '.clearfix() { &::after { content: ""; display: table; clear: both; } }',
  '.button-style-reset':
    '.button-style-reset() { -webkit-appearance: none; appearance: none; background: transparent; border: 0; border-radius: 0; padding: 0; margin: 0; font: inherit; color: inherit; cursor: pointer; }',
  '.sqs-ui-font-size':
    '.sqs-ui-font-size(@size; @box: @size) { font-size: @size; width: @box; height: @box; line-height: @box; }',
  // The icon goes before the element's text, or after it: .sqs-ui-font(right, after).
  '.sqs-ui-font': `.sqs-ui-font(@icon; @position: before) { &:@{position} { font-family: sans-serif; font-style: normal; font-weight: normal; speak: none; line-height: 1; -webkit-font-smoothing: antialiased; .atelier-ui-glyph(@icon); } }
${iconRules}`,
};

/**
 * A platform mixin guarded by default(): LESS runs it only when no other mixin of its name matches
 * the call. Themes define mixins that the platform has too, with other parameters (a theme's
 * .flex(@grow, @shrink, @basis) beside the platform's .flex(@value)); each call then finds the one
 * that fits, and a call the theme's own matches never adds the platform's rules as well.
 */
export function fallbackMixin(name: string, source: string): string {
  const header = new RegExp(`^(\\${name}\\([^)]*\\))\\s*(?:when\\s*([^{]*?))?\\s*\\{`, 'gm');
  return source.replace(
    header,
    (_match, head: string, guard: string | undefined) => `${head} when (default())${guard ? ` and ${guard}` : ''} {`,
  );
}
