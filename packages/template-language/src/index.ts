export { createTemplateCompiler, renderWith, type RenderInput, type RenderResult } from './compiler.ts';
export { cldrFor, DEFAULT_LOCALE } from './cldr.ts';
export { rewritePreprocessorScope, type PreprocessMode } from './preprocess.ts';
export { ATELIER_FORMATTERS, ATELIER_PREDICATES } from './plugins/index.ts';
export { parseWithLines, positionOf, type LocatedError, type LocatedParse } from './located-parse.ts';
export { DEFAULT_RENDER_BUDGET, type RenderBudget } from './render-budget.ts';
export { moneyFormatFor, storefrontMoneyStyle, type MoneyStyle } from './money-formats.ts';
export { variantOptionField, type AddToCartFormContext, type AddToCartRefusal } from './plugins/add-to-cart-form.ts';
