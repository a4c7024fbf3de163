import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { relativetimeOptions } from '@squarespace/template-engine/lib/plugins/options.js';

/**
 * `relative-time`, as the engine has it, but counting in weeks as well (the reference does: 11½
 * days ahead reads "in 2 weeks", not "in 12 days") unless `allowWeeks:false` says otherwise.
 */
export class RelativeTimeFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const { cldr } = ctx;
    if (!cldr) {
      first.set('');
      return;
    }
    let start = ctx.now ?? Date.now();
    let end = first.node.asNumber();
    if (vars.length > 1) {
      start = end;
      end = vars[1]!.node.asNumber();
    }
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      first.set('');
      return;
    }
    const options = relativetimeOptions(args.filter((arg) => !arg.startsWith('allowWeeks')));
    options.allowWeeks = !args.includes('allowWeeks:false');
    first.set(
      cldr.Calendars.formatRelativeTime(
        cldr.Calendars.toGregorianDate({ date: start }),
        cldr.Calendars.toGregorianDate({ date: end }),
        options,
      ),
    );
  }
}
