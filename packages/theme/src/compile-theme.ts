import { createHash } from 'node:crypto';
import type { Code, RootCode } from '@squarespace/template-engine';
import { parseWithLines } from '@atelier/template-language';
import { translateServerTags, type QuerySpec, type TagReference } from './server-tags.ts';
import { compileStylesheets } from './stylesheets.ts';
import { parseJsonFile, parseTemplateConf, type TemplateConf } from './template-conf.ts';
import type { ThemeError } from './theme-error.ts';
import { textOf, type ThemeFiles } from './theme-files.ts';

/** collections/<type>.conf: how the theme shows a collection of that type. */
export interface CollectionConf {
  title: string;
  /** Layout of template.conf for its pages (default "default"). */
  layout?: string;
  /** Items per page of its list (default 10). */
  pageSize?: number;
}

export interface CompiledTheme {
  conf: TemplateConf;
  /** Compiled templates by file: regions, blocks, collection lists and items, pages. */
  templates: ReadonlyMap<string, Code>;
  /** blocks/<name>.block by `<name>.block`, for `{@|apply name.block}` and navigations. */
  partials: Readonly<Record<string, RootCode>>;
  collections: ReadonlyMap<string, CollectionConf>;
  /** Layout by page name for pages/<name>.page.conf that choose one. */
  pageLayouts: ReadonlyMap<string, string>;
  /** The <squarespace:query> tags of each template file, so a page runs only those of the files it renders. */
  queriesByFile: ReadonlyMap<string, readonly QuerySpec[]>;
  css: string;
  /** Files served as they are: scripts/ and assets/. */
  statics: ReadonlyMap<string, Uint8Array>;
  /** Changes whenever any file does: part of asset URLs, so browsers never mix two versions. */
  version: string;
}

export type ThemeCompilation = { theme: CompiledTheme; errors: [] } | { theme?: undefined; errors: ThemeError[] };

const TEMPLATE_FILE =
  /^([A-Za-z0-9_-]+\.region|blocks\/[A-Za-z0-9_-]+\.block|collections\/[A-Za-z0-9_-]+\.(list|item)|pages\/[A-Za-z0-9_-]+\.page)$/;
export const isTemplateFile = (file: string) => TEMPLATE_FILE.test(file);

function versionOf(files: ThemeFiles): string {
  const hash = createHash('sha256');
  for (const file of [...files.keys()].sort()) hash.update(file).update('\0').update(files.get(file)!).update('\0');
  return hash.digest('hex').slice(0, 12);
}

function checkReferences(
  refs: (TagReference & { file: string })[],
  conf: TemplateConf,
  files: ThemeFiles,
): ThemeError[] {
  const navigations = new Set(conf.navigations.map((n) => n.name));
  return refs.flatMap((ref): ThemeError[] => {
    if (ref.kind === 'navigation' && !navigations.has(ref.name))
      return [
        {
          file: ref.file,
          line: ref.line,
          message: `The navigation "${ref.name}" is not declared in template.conf "navigations".`,
        },
      ];
    if (ref.kind === 'block' && !files.has(`blocks/${ref.name}.block`))
      return [{ file: ref.file, line: ref.line, message: `The template blocks/${ref.name}.block does not exist.` }];
    if (ref.kind === 'script' && !files.has(`scripts/${ref.name}`))
      return [{ file: ref.file, line: ref.line, message: `The script scripts/${ref.name} does not exist.` }];
    return [];
  });
}

function parseCollectionConf(
  files: ThemeFiles,
  file: string,
  conf: TemplateConf,
): { conf?: CollectionConf; errors: ThemeError[] } {
  const parsed = parseJsonFile(textOf(files, file)!, file);
  if (parsed.errors.length) return parsed;
  const raw = parsed.value as Record<string, unknown> | null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof raw.title !== 'string')
    return { errors: [{ file, line: 1, message: 'A collection conf must be a JSON object with a "title".' }] };
  const errors: ThemeError[] = [];
  if (raw.layout !== undefined && (typeof raw.layout !== 'string' || !conf.layouts[raw.layout]))
    errors.push({
      file,
      message: `"layout" must be one of the layouts of template.conf: ${Object.keys(conf.layouts).join(', ')}.`,
    });
  if (
    raw.pageSize !== undefined &&
    !(Number.isInteger(raw.pageSize) && (raw.pageSize as number) >= 1 && (raw.pageSize as number) <= 50)
  )
    errors.push({ file, message: '"pageSize" must be a whole number from 1 to 50.' });
  if (errors.length) return { errors };
  return {
    conf: {
      title: raw.title,
      ...(typeof raw.layout === 'string' ? { layout: raw.layout } : {}),
      ...(typeof raw.pageSize === 'number' ? { pageSize: raw.pageSize } : {}),
    },
    errors,
  };
}

/**
 * Compiles every file of a theme: template.conf, each template (server tags translated, then parsed
 * by the one compiler, errors placed at file and line), collection and page confs, stylesheets
 * (LESS compiled, unless its CSS is given). A theme with any error is refused whole, so a site
 * never serves half of one.
 */
export async function compileTheme(
  files: ThemeFiles,
  options: { compiledCss?: string } = {},
): Promise<ThemeCompilation> {
  const confText = textOf(files, 'template.conf');
  if (confText === undefined)
    return { errors: [{ file: 'template.conf', message: 'A theme needs a template.conf at the top of its folder.' }] };
  const { conf, errors } = parseTemplateConf(confText);
  if (!conf) return { errors };

  const templates = new Map<string, Code>();
  const queries: QuerySpec[] = [];
  const queriesByFile = new Map<string, QuerySpec[]>();
  const references: (TagReference & { file: string })[] = [];
  for (const file of [...files.keys()].sort()) {
    if (!isTemplateFile(file)) continue;
    const translated = translateServerTags(textOf(files, file)!, file, () => `q${queries.length}`);
    errors.push(...translated.errors);
    queries.push(...translated.queries);
    if (translated.queries.length) queriesByFile.set(file, translated.queries);
    references.push(...translated.references.map((r) => ({ ...r, file })));
    const parsed = parseWithLines(translated.template);
    errors.push(...parsed.errors.map((e) => ({ file, line: e.line, message: e.message })));
    templates.set(file, parsed.code);
  }
  errors.push(...checkReferences(references, conf, files));
  for (const [key, layout] of Object.entries(conf.layouts))
    for (const region of layout.regions)
      if (!files.has(`${region}.region`))
        errors.push({
          file: 'template.conf',
          message: `Layout "${key}" names the region ${region}, but ${region}.region does not exist.`,
        });

  const collections = new Map<string, CollectionConf>();
  const pageLayouts = new Map<string, string>();
  for (const file of files.keys()) {
    const collection = /^collections\/([A-Za-z0-9_-]+)\.conf$/.exec(file);
    if (collection) {
      const parsed = parseCollectionConf(files, file, conf);
      errors.push(...parsed.errors);
      if (parsed.conf) collections.set(collection[1]!, parsed.conf);
    }
    const page = /^pages\/([A-Za-z0-9_-]+)\.page\.conf$/.exec(file);
    if (page) {
      const parsed = parseJsonFile(textOf(files, file)!, file);
      const layout = (parsed.value as { layout?: unknown } | undefined)?.layout;
      errors.push(...parsed.errors);
      if (layout !== undefined && (typeof layout !== 'string' || !conf.layouts[layout]))
        errors.push({
          file,
          message: `"layout" must be one of the layouts of template.conf: ${Object.keys(conf.layouts).join(', ')}.`,
        });
      else if (typeof layout === 'string') pageLayouts.set(page[1]!, layout);
    }
  }
  // A theme checked before (an import) brings its CSS: an owner's LESS is compiled once, in the check.
  const styles =
    options.compiledCss !== undefined
      ? { css: options.compiledCss, errors: [] }
      : await compileStylesheets(files, conf.stylesheets);
  errors.push(...styles.errors);
  if (errors.length)
    return { errors: errors.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)) };

  const partials = Object.fromEntries(
    [...templates]
      .filter(([file]) => file.startsWith('blocks/'))
      .map(([file, code]) => [file.slice('blocks/'.length), code as RootCode]),
  );
  const statics = new Map([...files].filter(([file]) => file.startsWith('scripts/') || file.startsWith('assets/')));
  return {
    theme: {
      conf,
      templates,
      partials,
      collections,
      pageLayouts,
      queriesByFile,
      css: styles.css,
      statics,
      version: versionOf(files),
    },
    errors: [],
  };
}
