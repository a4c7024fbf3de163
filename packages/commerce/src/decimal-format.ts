/**
 * Exact formatting of decimal amounts given as text (minor units, or a decimal value), without
 * floating point: 1234.565 stays 1234.565 until it is rounded, half to even, as money is.
 */

export interface DecimalSymbols {
  group: string;
  decimal: string;
}

export const EN_SYMBOLS: DecimalSymbols = { group: ',', decimal: '.' };

interface Digits {
  negative: boolean;
  /** All digits, integer part first, without leading zeros beyond one. */
  digits: string;
  /** How many of `digits` are fraction digits. */
  scale: number;
}

function parseDecimal(text: string): Digits | undefined {
  const match = /^\s*([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?\s*$/.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && /[1-9]/.test(digits), digits: digits || '0', scale };
}

/** Rounds to `places` fraction digits, half to even. */
function round(value: Digits, places: number): Digits {
  if (value.scale <= places)
    return { ...value, digits: value.digits + '0'.repeat(places - value.scale), scale: places };
  const cut = value.digits.length - (value.scale - places);
  const kept = cut > 0 ? value.digits.slice(0, cut) : '0';
  const dropped = cut > 0 ? value.digits.slice(cut) : value.digits.padStart(value.scale - places, '0');
  const first = Number(dropped[0] ?? '0');
  const rest = /[1-9]/.test(dropped.slice(1));
  const odd = Number(kept[kept.length - 1]) % 2 === 1;
  const up = first > 5 || (first === 5 && (rest || odd));
  const digits = up ? increment(kept) : kept;
  return { negative: value.negative && /[1-9]/.test(digits), digits, scale: places };
}

function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') chars[i] = '0';
    else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return '1' + chars.join('');
}

/**
 * How digits are grouped: the last group has `primary` digits, the others `secondary` (3 and 3 in
 * most locales, 3 and 2 in Indian ones), and no grouping at all below `minimum` + primary digits
 * (Spanish and Polish write 1234 but 12 345).
 */
export interface GroupSizes {
  primary: number;
  secondary: number;
  minimum: number;
}

export const STANDARD_GROUPS: GroupSizes = { primary: 3, secondary: 3, minimum: 1 };

function group(integer: string, separator: string, sizes: GroupSizes): string {
  if (integer.length < sizes.primary + sizes.minimum) return integer;
  const parts = [integer.slice(-sizes.primary)];
  let rest = integer.slice(0, -sizes.primary);
  while (rest.length > sizes.secondary) {
    parts.unshift(rest.slice(-sizes.secondary));
    rest = rest.slice(0, -sizes.secondary);
  }
  if (rest) parts.unshift(rest);
  return parts.join(separator);
}

export interface DecimalFormatOptions {
  /** Fraction digits shown (rounded half to even, padded with zeros). */
  fractionDigits: number;
  /** Powers of ten to divide by first: 2 turns cents into a currency amount. */
  shift?: number;
  symbols?: DecimalSymbols;
  grouping?: boolean;
  groupSizes?: GroupSizes;
}

/**
 * Formats decimal text, e.g. ("12345", shift 2, 2 digits) -> "123.45", ("1234.565", 2 digits) ->
 * "1,234.56". Returns undefined for text that is not a number.
 */
export function formatDecimalText(text: string | number, options: DecimalFormatOptions): string | undefined {
  const parsed = parseDecimal(typeof text === 'number' ? String(text) : text);
  if (!parsed) return undefined;
  const shifted: Digits = { ...parsed, scale: parsed.scale + (options.shift ?? 0) };
  const rounded = round(shifted, options.fractionDigits);
  const symbols = options.symbols ?? EN_SYMBOLS;
  const padded = rounded.digits.padStart(rounded.scale + 1, '0');
  const integer = padded.slice(0, padded.length - rounded.scale).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(padded.length - rounded.scale);
  const body =
    (options.grouping === false ? integer : group(integer, symbols.group, options.groupSizes ?? STANDARD_GROUPS)) +
    (fraction ? symbols.decimal + fraction : '');
  return (rounded.negative ? '-' : '') + body;
}
