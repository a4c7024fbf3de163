import type { CLDR } from '@phensley/cldr-core';
import { Context, Engine, type Code, type ContextProps, type EngineProps } from '@squarespace/template-engine';
import { MessageFormats } from '@squarespace/template-engine/lib/plugins/messages.js';

/**
 * What one render may spend. The language has no loops of its own, but nested repeated sections,
 * partials and macros multiply: a hostile template can ask for more work or output than any page
 * needs. Past a limit the render stops and reports why, so that the page can say so.
 */
export interface RenderBudget {
  /** Instructions executed. */
  maxSteps: number;
  /** Characters appended to the output (including partial and formatter output). */
  maxOutputChars: number;
  /** Wall time in milliseconds. */
  maxMillis: number;
}

export const DEFAULT_RENDER_BUDGET: RenderBudget = { maxSteps: 2_000_000, maxOutputChars: 8_000_000, maxMillis: 2_000 };

const CLOCK_EVERY_STEPS = 1024;

const formatsByCldr = new WeakMap<CLDR, MessageFormats>();

/** The engine's own message formats of a locale, built once. */
function messageFormatsOf(cldr: CLDR): MessageFormats {
  let formats = formatsByCldr.get(cldr);
  if (!formats) formatsByCldr.set(cldr, (formats = new MessageFormats(cldr)));
  return formats;
}

/** A context that counts what its render spends and, once over budget, ignores further work. */
export class BudgetedContext extends Context {
  steps = 0;
  appended = 0;
  stopped: string | undefined;
  private readonly deadline: number;

  constructor(
    node: unknown,
    props: ContextProps,
    readonly budget: RenderBudget,
  ) {
    // The engine's context builds message formats for its locale in every render (a tenth of a
    // millisecond of a product page's CPU); one per locale serves them all, as each use sets its
    // time zone first and a render runs to its end without yielding.
    super(node, { ...props, cldr: undefined });
    if (props.cldr) Object.assign(this, { cldr: props.cldr, formatter: messageFormatsOf(props.cldr) });
    this.deadline = Date.now() + budget.maxMillis;
  }

  /** Charges one instruction; false once the render has stopped. */
  step(): boolean {
    if (this.stopped) return false;
    this.steps++;
    if (this.steps > this.budget.maxSteps) return this.stop(`more than ${this.budget.maxSteps} steps`);
    if (this.steps % CLOCK_EVERY_STEPS === 0 && Date.now() > this.deadline)
      return this.stop(`more than ${this.budget.maxMillis} ms`);
    return true;
  }

  override append(s: string): void {
    if (this.stopped) return;
    this.appended += s.length;
    if (this.appended > this.budget.maxOutputChars) {
      this.stop(`more than ${this.budget.maxOutputChars} characters of output`);
      return;
    }
    super.append(s);
  }

  private stop(reason: string): false {
    this.stopped = reason;
    this.error({ type: 'engine', message: `RuntimeError: Rendering stopped: the template needed ${reason}` });
    return false;
  }
}

/** The engine with every instruction charged to the context's budget. */
export class BudgetedEngine extends Engine {
  constructor(props: EngineProps) {
    super(props);
    this.impls = this.impls.map(
      (impl) =>
        impl &&
        function (this: Engine, inst: Code, ctx: Context) {
          if (!(ctx instanceof BudgetedContext) || ctx.step()) impl.call(this, inst, ctx);
        },
    );
  }
}
