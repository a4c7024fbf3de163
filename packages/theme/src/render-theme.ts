import type { Code, TemplateError } from '@squarespace/template-engine';
import { createTemplateCompiler, renderWith, type RenderBudget } from '@atelier/template-language';
import type { CompiledTheme } from './compile-theme.ts';
import { discoveredQueryValues } from './query-collection.ts';
import { RESERVED_KEYS, type QuerySpec } from './reserved-keys.ts';
import { SYSTEM_PARTIALS } from './system-partials.ts';

const compiler = createTemplateCompiler();

/** What the server hands a theme page beyond the page's own JSON: the values of the server tags. */
export interface ServerTagValues {
  headers: string;
  footers: string;
  pageId: string;
  pageClasses: string;
  navigations: Record<string, unknown>;
  queries: Record<string, unknown>;
  blockFields: Record<string, string>;
  themeUrl: string;
  nonce: string;
  /** {squarespace.cart-classes}: the cart's state for the theme's cart link (empty, has items). */
  cartClasses?: string;
  /** {squarespace-post-entry}: markup the site adds after a post's body. */
  postEntry?: string;
  /** <squarespace:folder-navigation>: the navigation of the folder the page is in. */
  folderNavigation?: unknown;
  /** <squarespace:related>: items related to the page's item ({ items }). */
  related?: unknown;
}

export interface ThemePageInput {
  /** The page type's template: collections/<type>.list or .item, or pages/<name>.page. */
  view: string;
  json: Record<string, unknown>;
  tags: ServerTagValues;
  locale?: string;
  /** Where a view or block missing from the theme comes from (the shipped default theme). */
  fallback?: CompiledTheme;
  budget?: Partial<RenderBudget>;
}

export interface ThemePageResult {
  html: string;
  errors: TemplateError[];
  /** Set when a template ran past its budget: the page must not be served. */
  stopped?: string;
}

/** The layout a view is shown in: its collection's or page's choice, else "default". */
export function layoutFor(theme: CompiledTheme, view: string): string {
  const collection = /^collections\/([A-Za-z0-9_-]+)\./.exec(view);
  const page = /^pages\/([A-Za-z0-9_-]+)\.page$/.exec(view);
  const chosen = collection
    ? theme.collections.get(collection[1]!)?.layout
    : page
      ? theme.pageLayouts.get(page[1]!)
      : undefined;
  return chosen && theme.conf.layouts[chosen] ? chosen : 'default';
}

/**
 * The <squarespace:query> tags a page of this view may render: those of the view, of its layout's
 * regions, and of any block (blocks can be applied from anywhere).
 */
export function queriesFor(theme: CompiledTheme, view: string): QuerySpec[] {
  const layout = theme.conf.layouts[theme.templates.has(view) ? layoutFor(theme, view) : 'default']!;
  const files = [
    view,
    ...layout.regions.map((r) => `${r}.region`),
    ...[...theme.queriesByFile.keys()].filter((f) => f.startsWith('blocks/')),
  ];
  return [...new Set(files)].flatMap((file) => [...(theme.queriesByFile.get(file) ?? [])]);
}

/**
 * Renders a page: the view first (it becomes {squarespace.main-content}), then each region of the
 * layout in order, all against the same JSON with the server tags' values under reserved keys.
 */
export function renderThemePage(theme: CompiledTheme, input: ThemePageInput): ThemePageResult {
  const own = theme.templates.get(input.view);
  const source = own ? theme : input.fallback?.templates.has(input.view) ? input.fallback : undefined;
  if (!source) throw new Error(`the theme "${theme.conf.name}" has no ${input.view} and there is no fallback for it`);
  const partials = { ...SYSTEM_PARTIALS, ...input.fallback?.partials, ...theme.partials };
  const { tags } = input;
  const json: Record<string, unknown> = {
    ...input.json,
    [RESERVED_KEYS.headers]: tags.headers,
    [RESERVED_KEYS.footers]: tags.footers,
    [RESERVED_KEYS.navigations]: tags.navigations,
    [RESERVED_KEYS.queries]: tags.queries,
    [RESERVED_KEYS.blockFields]: tags.blockFields,
    [RESERVED_KEYS.themeUrl]: tags.themeUrl,
    [RESERVED_KEYS.nonce]: tags.nonce,
    [RESERVED_KEYS.postEntry]: tags.postEntry ?? '',
    [RESERVED_KEYS.folderNavigation]: tags.folderNavigation ?? null,
    [RESERVED_KEYS.related]: tags.related ?? null,
    [RESERVED_KEYS.squarespace]: {
      'page-id': tags.pageId,
      'page-classes': tags.pageClasses,
      'cart-classes': tags.cartClasses ?? '',
      'template-revision': theme.version,
      'main-content': '',
    },
  };
  const errors: TemplateError[] = [];
  const run = (code: Code) => {
    const result = renderWith(compiler, { template: code, json, partials, locale: input.locale, budget: input.budget });
    errors.push(...result.errors);
    return result;
  };
  const main = run(source.templates.get(input.view)!);
  if (main.stopped) return { html: '', errors, stopped: main.stopped };
  (json[RESERVED_KEYS.squarespace] as Record<string, string>)['main-content'] = main.output;
  const layout = theme.conf.layouts[own ? layoutFor(theme, input.view) : 'default']!;
  let html = '';
  for (const region of layout.regions) {
    const result = run(theme.templates.get(`${region}.region`)!);
    if (result.stopped) return { html: '', errors, stopped: result.stopped };
    html += result.output;
  }
  return { html, errors };
}

/**
 * Which collections the page's query tags built from variables name: the page drawn once without
 * their data (RESERVED_KEYS.discovery set), each tag writing the values its variables had where it
 * was reached (a repeated section's tag once a repetition). By query key, each distinct list of
 * values; none when the render stops.
 */
export function discoverQueryValues(theme: CompiledTheme, input: ThemePageInput): Map<string, string[][]> {
  const result = renderThemePage(theme, { ...input, json: { ...input.json, [RESERVED_KEYS.discovery]: true } });
  return result.stopped ? new Map() : discoveredQueryValues(result.html);
}

export interface ThemeBlockInput {
  /** `<name>.block`, as `{@|apply name.block}` names it. */
  block: string;
  json: Record<string, unknown>;
  locale?: string;
  fallback?: CompiledTheme;
  budget?: Partial<RenderBudget>;
}

/**
 * Renders one block on its own, as `{@|apply}` would inside a page: for what a page's body places
 * (a form block) rather than its template. The theme's block, else the fallback's.
 */
export function renderThemeBlock(theme: CompiledTheme, input: ThemeBlockInput): ThemePageResult {
  const partials = { ...SYSTEM_PARTIALS, ...input.fallback?.partials, ...theme.partials };
  const template = partials[input.block];
  if (!template)
    throw new Error(`the theme "${theme.conf.name}" has no ${input.block} and there is no fallback for it`);
  const result = renderWith(compiler, {
    template,
    json: input.json,
    partials,
    locale: input.locale,
    budget: input.budget,
  });
  return result.stopped
    ? { html: '', errors: result.errors, stopped: result.stopped }
    : { html: result.output, errors: result.errors };
}
