import type { ThemeError } from './theme-error.ts';

/**
 * A tweak, as a theme declares it in its LESS: `// tweak: { "type": "color", "title": "tweak-footer-color" }`.
 * The platform gives a tweak whose title is a LESS name a variable (colours, sizes) or a mixin (fonts)
 * of that name, set to the owner's choice or else to the tweak's default; themes then read
 * `@tweak-footer-color` or call `.tweak-header-cart-font;` without defining them.
 */
export interface Tweak {
  file: string;
  line: number;
  type: string;
  title: string;
  default?: unknown;
  min?: number;
  unit?: string;
  /** A font tweak's mixin on the lines after it (`.heading1-font { font-size: 32px; … }`): its name and declarations. */
  mixin?: { name: string; declarations: [property: string, value: string][] };
}

const TWEAK_COMMENT = /^[ \t]*\/\/[ \t]*tweak[ \t]*:[ \t]*(\{.*\})[ \t]*$/gm;
const LESS_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const MIXIN_AFTER = /^\s*\.([A-Za-z_][A-Za-z0-9_-]*)\s*(?:\(\s*\))?\s*\{([^{}]*)\}/;

/** The platform read tweak comments as JavaScript objects: a key may go without its quotes, a string in single ones. */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return JSON.parse(
      text
        .replace(/'([^'\\"]*)'/g, (_, inner: string) => JSON.stringify(inner))
        .replace(/([{,]\s*)([A-Za-z_][A-Za-z0-9_-]*)\s*:/g, '$1"$2":'),
    );
  }
}

const declarationsOf = (body: string): [string, string][] =>
  body
    .split(';')
    .map((d) => /^\s*([a-z-]+)\s*:\s*([^;]+?)\s*$/.exec(d))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!]);

/** The tweaks declared in a stylesheet, and the comments that are not JSON (with file and line). */
export function readTweaks(file: string, text: string): { tweaks: Tweak[]; warnings: ThemeError[] } {
  const tweaks: Tweak[] = [];
  const warnings: ThemeError[] = [];
  for (const match of text.matchAll(TWEAK_COMMENT)) {
    const line = text.slice(0, match.index).split('\n').length;
    let raw: unknown;
    try {
      raw = parseLenient(match[1]!);
    } catch {
      warnings.push({ file, line, message: 'This tweak comment is not valid JSON; the tweak is left out.' });
      continue;
    }
    const t = raw as Record<string, unknown>;
    if (typeof t.type !== 'string' || typeof t.title !== 'string') continue;
    tweaks.push({
      file,
      line,
      type: t.type,
      title: t.title,
      ...(t.default !== undefined ? { default: t.default } : {}),
      ...(typeof t.min === 'number' ? { min: t.min } : {}),
      ...(typeof t.unit === 'string' ? { unit: t.unit } : {}),
      ...(t.type === 'font' ? mixinAfter(text, match.index + match[0].length) : {}),
    });
  }
  return { tweaks, warnings };
}

function mixinAfter(text: string, from: number): Pick<Tweak, 'mixin'> {
  const m = MIXIN_AFTER.exec(text.slice(from, from + 2000));
  return m ? { mixin: { name: m[1]!, declarations: declarationsOf(m[2]!) } } : {};
}

/** What a font tweak's variables are when its mixin does not set them. */
const FONT_DEFAULTS: Readonly<Record<string, string>> = {
  'font-family': 'inherit',
  'font-weight': 'normal',
  'font-style': 'normal',
  'font-size': '1em',
  'line-height': 'normal',
  'letter-spacing': 'normal',
  'text-transform': 'none',
  'text-decoration': 'none',
};

/** A LESS value from a tweak default: a number gets the tweak's unit (px unless it names one). */
function valueOf(tweak: Tweak): string {
  const given = tweak.default ?? tweak.min ?? 0;
  if (typeof given === 'number') return `${given}${tweak.unit ?? 'px'}`;
  return String(given);
}

const SAFE_VALUE = /^[#A-Za-z0-9 .,%()'"-]+$/;

/**
 * The LESS the platform derives from a theme's tweaks, with their defaults: `@<title>` for colour
 * and value tweaks, a mixin `.<title>()` for font tweaks. Names the theme defines itself are left to
 * it (its definition comes later and wins anyway; a second mixin would add its rules twice). Titles
 * that are not LESS names ("Site Background") name the variable on the line after them, which is the
 * theme's own. Dropdowns and checkboxes choose body classes, not variables.
 */
export function tweakVariables(tweaks: readonly Tweak[], definedByTheme: ReadonlySet<string>): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const tweak of tweaks) {
    const key = tweak.mixin?.name ?? tweak.title;
    if (!LESS_NAME.test(key) || seen.has(key)) continue;
    seen.add(key);
    if (tweak.type === 'color' || tweak.type === 'value') {
      if (definedByTheme.has(`@${tweak.title}`)) continue;
      const value = tweak.default !== undefined || tweak.type === 'value' ? valueOf(tweak) : '#000000';
      // An owner's default is a value, never LESS code: anything else falls back to the type's default.
      lines.push(
        `@${tweak.title}: ${SAFE_VALUE.test(value) ? value : tweak.type === 'color' ? '#000000' : `0${tweak.unit ?? 'px'}`};`,
      );
    } else if (tweak.type === 'font') {
      if (!tweak.mixin && !definedByTheme.has(`.${tweak.title}`))
        lines.push(`.${tweak.title}() { font-family: inherit; }`);
      // @<mixin>-font-size and the like: the mixin's own values, else the font defaults.
      const name = tweak.mixin?.name ?? tweak.title;
      const own = new Map(tweak.mixin?.declarations ?? []);
      for (const [property, fallback] of Object.entries(FONT_DEFAULTS)) {
        const variable = `@${name}-${property}`;
        const value = own.get(property) ?? fallback;
        if (!definedByTheme.has(variable)) lines.push(`${variable}: ${SAFE_VALUE.test(value) ? value : fallback};`);
      }
    }
  }
  return lines.join('\n');
}

/** The variables (`@name`) and mixins/classes (`.name`) a theme's stylesheets define. */
export function definedNames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/^[ \t]*(@[A-Za-z_][A-Za-z0-9_-]*)[ \t]*:/gm)) names.add(m[1]!);
    for (const m of text.matchAll(/^[ \t]*(\.[A-Za-z_][A-Za-z0-9_-]*)[ \t]*(\([^)]*\))?[ \t]*(when[^{]*)?\{/gm))
      names.add(m[1]!);
  }
  return names;
}
