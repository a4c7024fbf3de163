import { Compiler, type Code, type Partials, type TemplateError } from '@squarespace/template-engine';
import { cldrFor, DEFAULT_LOCALE } from './cldr.ts';
import { FORMATTERS, PREDICATES } from './plugin-tables.ts';
import { rewritePreprocessorScope } from './preprocess.ts';
import { BudgetedContext, BudgetedEngine, DEFAULT_RENDER_BUDGET, type RenderBudget } from './render-budget.ts';

/**
 * The one template compiler of Atelier: @squarespace/template-engine with our plugins
 * (plugins/index.ts), `{.eval}` and `{.include}` on.
 */
export function createTemplateCompiler(): Compiler {
  return new Compiler({ formatters: FORMATTERS, predicates: PREDICATES });
}

export interface RenderInput {
  /** Template source, or code the compiler parsed before. */
  template: string | Code;
  json: unknown;
  partials?: Partials;
  /** Injectable JSON by path, for `{.inject}`. */
  injects?: Record<string, unknown>;
  /** BCP 47 locale of the site (en-US when missing); its time zone is `website.timeZone` in the JSON. */
  locale?: string;
  /** Milliseconds since the epoch to render as "now" (tests, previews). */
  now?: number;
  /** Run only the `{^…}` instructions, giving the preprocessed template (see preprocess.ts). */
  preprocess?: boolean;
  /** Limits of this render (DEFAULT_RENDER_BUDGET when missing). */
  budget?: Partial<RenderBudget>;
}

export interface RenderResult {
  output: string;
  errors: TemplateError[];
  /** Why the render stopped before its end (over budget); the output is then incomplete. */
  stopped?: string;
}

const engine = new BudgetedEngine({ formatters: FORMATTERS, predicates: PREDICATES });

function templateCode(compiler: Compiler, input: RenderInput): { code: Code; errors: TemplateError[] } {
  const source = input.template;
  if (typeof source !== 'string') return { code: source, errors: [] };
  const text = input.preprocess
    ? rewritePreprocessorScope(source, 'preprocess')
    : source.includes('{^')
      ? rewritePreprocessorScope(source, 'render')
      : source;
  return compiler.parse(text);
}

/** Renders a template in a site's locale, within a budget of steps, output and time. */
export function renderWith(compiler: Compiler, input: RenderInput): RenderResult {
  const { code, errors } = templateCode(compiler, input);
  const ctx = new BudgetedContext(
    input.json,
    {
      partials: input.partials,
      injects: input.injects,
      cldr: cldrFor(input.locale ?? DEFAULT_LOCALE),
      now: input.now,
      enableExpr: true,
      enableInclude: true,
    },
    { ...DEFAULT_RENDER_BUDGET, ...input.budget },
  );
  ctx.parsefunc = (raw: string) => compiler.parse(raw);
  engine.execute(code, ctx);
  return { output: ctx.render(), errors: [...errors, ...ctx.errors], ...(ctx.stopped ? { stopped: ctx.stopped } : {}) };
}
