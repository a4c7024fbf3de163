import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { reportError } from './errors.ts';

/** CLDR date patterns for one field, by width. */
const FIELD_PATTERNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  year: { long: 'y', short: 'yy', numeric: 'y' },
  month: { long: 'MMMM', short: 'MMM', narrow: 'MMMMM', numeric: 'M' },
  day: { long: 'd', numeric: 'd', short: 'd' },
  weekday: { long: 'EEEE', short: 'EEE', narrow: 'EEEEE' },
  hour: { long: 'h', numeric: 'H', short: 'h' },
  minute: { long: 'mm', numeric: 'mm', short: 'mm' },
  second: { long: 'ss', numeric: 'ss', short: 'ss' },
  dayperiod: { long: 'a', short: 'a', narrow: 'aaaaa' },
};

export const DATETIME_FIELDS = Object.keys(FIELD_PATTERNS);

/**
 * `datetimefield <field> [long|short|narrow|numeric]`: one field of a timestamp (milliseconds), in
 * the site's locale and time zone, e.g. `{addedOn|datetimefield month}` -> "November",
 * `{addedOn|datetimefield weekday short}` -> "Sat". The engine leaves this formatter empty.
 */
export class DateTimeFieldFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const [field = '', width = 'long'] = args.map((a) => a.trim().toLowerCase());
    const pattern = FIELD_PATTERNS[field]?.[width] ?? FIELD_PATTERNS[field]?.long;
    const instant = first.node.asNumber();
    if (!pattern || !ctx.cldr || !Number.isFinite(instant)) {
      if (!pattern) reportError(ctx, `datetimefield needs one of ${DATETIME_FIELDS.join(', ')}, not "${field}"`);
      first.set('');
      return;
    }
    const zone = ctx.resolve(['website', 'timeZone']);
    const date = ctx.cldr.Calendars.toGregorianDate({
      date: instant,
      zoneId: zone.isMissing() ? 'America/New_York' : zone.asString(),
    });
    first.set(ctx.cldr.Calendars.formatDateRaw(date, { pattern }));
  }
}
