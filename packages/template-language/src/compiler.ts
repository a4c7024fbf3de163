import { Compiler, Formatters, Predicates, type Code, type Partials, type TemplateError } from '@squarespace/template-engine';
import { cldrFor, DEFAULT_LOCALE } from './cldr.ts';
import { ATELIER_FORMATTERS, ATELIER_PREDICATES } from './plugins/index.ts';
import { rewritePreprocessorScope } from './preprocess.ts';

/**
 * The one template compiler of Atelier: @squarespace/template-engine with our plugins
 * (plugins/index.ts), `{.eval}` and `{.include}` on.
 */
export function createTemplateCompiler(): Compiler {
  return new Compiler({ formatters: { ...Formatters, ...ATELIER_FORMATTERS }, predicates: { ...Predicates, ...ATELIER_PREDICATES } });
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
}

export interface RenderResult {
  output: string;
  errors: TemplateError[];
}

export function renderWith(compiler: Compiler, input: RenderInput): RenderResult {
  const source = input.template;
  const template =
    typeof source !== 'string' ? source : input.preprocess ? rewritePreprocessorScope(source, 'preprocess') : source.includes('{^') ? rewritePreprocessorScope(source, 'render') : source;
  const { ctx, errors } = compiler.execute({
    code: template,
    json: input.json,
    partials: input.partials,
    injects: input.injects,
    cldr: cldrFor(input.locale ?? DEFAULT_LOCALE),
    now: input.now,
    enableExpr: true,
    enableInclude: true,
  });
  return { output: ctx.render(), errors };
}
