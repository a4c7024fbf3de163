import type { CLDR, MessageFormatFuncMap, UnitLength } from '@phensley/cldr-core';
import { Formatter, MessageFormatterImpl, type Context, type Node, type Variable } from '@squarespace/template-engine';
import { MessageFormats } from '@squarespace/template-engine/lib/plugins/messages.js';
import { compact, convert, sequence, type Measure } from './units.ts';

const LENGTHS = new Set<UnitLength>(['long', 'short', 'narrow']);

/**
 * `unit` options: in:<unit> out:<unit> compact:<family> sequence:<unit>,<unit>,… format:<long|short|narrow>
 * maxfrac:<n>. The message syntax splits arguments at commas, so the units after `sequence:` arrive
 * as options of their own and are gathered back.
 */
function unitOptions(options: readonly string[]): Record<string, string> {
  const parsed: Record<string, string> = {};
  let last: string | undefined;
  for (const option of options) {
    const i = option.indexOf(':');
    if (i === -1 && last === 'sequence') {
      parsed.sequence += `,${option.trim()}`;
      continue;
    }
    last = i === -1 ? option : option.slice(0, i);
    parsed[last] = i === -1 ? '' : option.slice(i + 1);
  }
  return parsed;
}

/**
 * The engine's message formats, with the `unit` argument it lacks:
 * "Transmission of {0 unit in:byte compact:bytes} took {1 unit in:second sequence:hour,minute,second format:long}"
 * -> "Transmission of 11.5GB took 3 hours 25 minutes 45 seconds". A compacted value is written
 * narrow with at most one fraction digit unless told otherwise; a sequence, long, its parts joined
 * as the locale joins units.
 */
class UnitMessageFormats extends MessageFormats {
  override formatters(): MessageFormatFuncMap {
    return { ...super.formatters(), unit: (args, options) => this.unit(args, options) };
  }

  private unit(args: unknown[], options: string[]): string {
    const cldr = (this as unknown as { cldr: CLDR }).cldr;
    const node = args[0] as Node | undefined;
    if (!node) return '';
    const value = Number(this.converter.asDecimal(node).toString());
    if (!Number.isFinite(value)) return '';
    const opts = unitOptions(options);
    const from = opts.in ?? '';
    const length = LENGTHS.has(opts.format as UnitLength) ? (opts.format as UnitLength) : undefined;
    const maxFrac = opts.maxfrac !== undefined ? Math.min(Math.max(Number(opts.maxfrac) || 0, 0), 50) : undefined;

    if (opts.sequence) {
      const parts = sequence(value, from, opts.sequence.split(','));
      if (!parts) return '';
      const items = parts.map((m) =>
        cldr.Units.formatQuantity(m, { length: length ?? 'long', maximumFractionDigits: maxFrac ?? 0 }),
      );
      return cldr.General.formatList(items, 'unit-narrow');
    }
    let measure: Measure | undefined = { value, unit: from as Measure['unit'] };
    if (opts.compact) measure = compact(value, from, opts.compact);
    else if (opts.out) measure = convert(value, from, opts.out);
    if (!measure || !measure.unit) return '';
    return cldr.Units.formatQuantity(measure, {
      length: length ?? (opts.compact ? 'narrow' : 'short'),
      maximumFractionDigits: maxFrac ?? (opts.compact ? 1 : 2),
    });
  }
}

const formatsByCldr = new WeakMap<CLDR, UnitMessageFormats>();

/**
 * `message`, as the engine has it, but with our message formats (one per locale, reused by every
 * render rather than built for each).
 */
export class MessageFormatter extends Formatter {
  private readonly inner = new MessageFormatterImpl();

  apply(args: string[], vars: Variable[], ctx: Context): void {
    if (ctx.cldr) {
      let formats = formatsByCldr.get(ctx.cldr);
      if (!formats) formatsByCldr.set(ctx.cldr, (formats = new UnitMessageFormats(ctx.cldr)));
      (ctx as { formatter?: MessageFormats }).formatter = formats;
    }
    this.inner.apply(args, vars, ctx);
  }
}
