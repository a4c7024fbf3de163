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

const iconRules = Object.entries(UI_ICONS)
  .map(([name, symbol]) => `.sqs-ui-font(${name}) { content: "${symbol}"; }`)
  .join('\n');

/** Mixins by name (with the dot); only those a theme does not define itself are added before its sheets. */
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
  '.sqs-ui-font': `.sqs-ui-font(@icon) { font-family: sans-serif; font-style: normal; font-weight: normal; speak: none; line-height: 1; -webkit-font-smoothing: antialiased; }
${iconRules}`,
};
