export {
  compileTheme,
  isTemplateFile,
  type CompiledTheme,
  type CollectionConf,
  type ThemeCompilation,
} from './compile-theme.ts';
export { checkThemeFolder, checkThemeZip } from './check-theme.ts';
export { checkThemeZipIsolated, ISOLATED_CHECK_LIMITS, type IsolatedCheck } from './check-isolated.ts';
export {
  themeCheckSettings,
  ThemeCheckSlots,
  type CheckSlotLimits,
  type SlotAnswer,
  type ThemeCheckSettings,
} from './check-slots.ts';
export {
  discoverQueryValues,
  layoutFor,
  queriesFor,
  renderThemeBlock,
  renderThemePage,
  type ThemeBlockInput,
  type ServerTagValues,
  type ThemePageInput,
  type ThemePageResult,
} from './render-theme.ts';
export {
  DEFAULT_RELATED_LIMIT,
  MAX_QUERY_LIMIT,
  MAX_RELATED_LIMIT,
  RESERVED_KEYS,
  translateServerTags,
  type QuerySpec,
} from './server-tags.ts';
export { queryTargetOf, type QueryTarget } from './query-collection.ts';
export { queryFiltersApply } from './query-filters.ts';
export { relatedItems, type Relatable } from './related-items.ts';
export { parseTemplateConf, type TemplateConf } from './template-conf.ts';
export { policyWithOrigins, THEME_CSP_DIRECTIVES, type ThemeOrigins } from './csp-origins.ts';
export {
  checkOwnerOrigins,
  mergedOrigins,
  OWNER_ORIGINS_MAX,
  type OwnerOrigin,
  type OwnerOriginProblem,
} from './owner-origins.ts';
export { formatThemeError, type ThemeError } from './theme-error.ts';
export { readThemeFolder, readThemeZip, textOf, THEME_LIMITS, type ThemeFiles } from './theme-files.ts';
export {
  FALLBACK_THEME,
  isShippedTheme,
  SHIPPED_THEME_LABELS,
  SHIPPED_THEMES,
  shippedThemeDir,
  type ShippedThemeName,
} from './shipped-themes.ts';
