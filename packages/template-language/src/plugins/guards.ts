import { ApplyFormatter, Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { reportError } from './errors.ts';

/**
 * The dates CLDR calendars can hold: Julian day 0 (1 January 4713 BC) to 31 December 8652 AD. The
 * library reports earlier ones but quietly clamps later ones; every date formatter reports both.
 */
const FIRST_MS = -2440587.5 * 86_400_000;
const LAST_MS = Date.UTC(8653, 0, 1) - 1;

export function outOfJulianRange(ms: number): boolean {
  return Number.isFinite(ms) && (ms < FIRST_MS || ms > LAST_MS);
}

export function julianDayOf(ms: number): number {
  // Toward zero, as the CLDR library counts when it reports an early date itself.
  return Math.trunc(ms / 86_400_000 + 2440587.5);
}

/** A date formatter that refuses, with the unsupported-range error, a timestamp CLDR cannot hold. */
export class DateRangeGuard extends Formatter {
  constructor(private readonly inner: Formatter) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const outside = vars.map((v) => v.node.asNumber()).find(outOfJulianRange);
    if (outside !== undefined) {
      reportError(
        ctx,
        `RuntimeError: Julian day ${julianDayOf(outside)} is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.`,
      );
      vars[0]!.set('');
      return;
    }
    this.inner.apply(args, vars, ctx);
  }
}

const running = new WeakMap<Context, { name: string; value: unknown }[]>();

/**
 * `apply`, as the engine has it, but a partial that applies itself to the very node it is
 * rendering can only loop: that is "Recursion into self", reported at once. Recursion over other
 * data (a tree of folders), or through other partials, runs up to the engine's depth of 16, as the
 * reference has it.
 */
export class GuardedApplyFormatter extends Formatter {
  private readonly inner = new ApplyFormatter();

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const name = args[0];
    const value = vars[0]?.node.value;
    let stack = running.get(ctx);
    if (!stack) running.set(ctx, (stack = []));
    const top = stack[stack.length - 1];
    if (name && top && top.name === name && top.value === value) {
      reportError(ctx, `RuntimeError: Recursion into self while evaluating partial '${name}'`);
      vars[0]!.set('');
      return;
    }
    stack.push({ name: name ?? '', value });
    try {
      this.inner.apply(args, vars, ctx);
    } finally {
      stack.pop();
    }
  }
}
