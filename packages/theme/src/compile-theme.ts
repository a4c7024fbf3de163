import { createHash } from 'node:crypto';
import type { Code, RootCode } from '@squarespace/template-engine';
import { parseWithLines, positionOf } from '@atelier/template-language';
import { translateServerTags, type QuerySpec, type TagReference } from './server-tags.ts';
import { fallbackThemeBlocks } from './shipped-themes.ts';
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
  /** Files served as they are: scripts/, assets/ and the CSS files of styles/. */
  statics: ReadonlyMap<string, Uint8Array>;
  /** Changes whenever any file does: part of asset URLs, so browsers never mix two versions. */
  version: string;
  /** Some template shows related items (`<squarespace:related>`, `sqs-related-items`): item pages ask for them. */
  showsRelated: boolean;
}

/**
 * A theme compiled, or every problem that keeps it from being used. Warnings name what the platform
 * accepts and Atelier reads its own way (a page size capped, an attribute ignored): the theme is
 * used all the same.
 */
export type ThemeCompilation =
  | { theme: CompiledTheme; errors: []; warnings?: ThemeError[] }
  | { theme?: undefined; errors: ThemeError[]; warnings?: ThemeError[] };

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
    return [];
  });
}

/** A script a template names but the theme lacks: the page loads nothing from it, as on the platform. */
function missingScripts(refs: (TagReference & { file: string })[], files: ThemeFiles): ThemeError[] {
  return refs
    .filter((ref) => ref.kind === 'script' && !files.has(`scripts/${ref.name}`))
    .map((ref) => ({
      file: ref.file,
      line: ref.line,
      message: `The script scripts/${ref.name} does not exist: the page loads nothing from it.`,
    }));
}

/** `{…|apply name.block}`: a block applied by name. */
const APPLIED_BLOCK = /\|\s*apply\s+([A-Za-z0-9_-]+\.block)\s*\}/g;

/**
 * Blocks a template applies that neither the theme nor the default theme has: the page goes on
 * without them, as the platform's does, so each is a warning at its line. One the default theme has
 * is drawn from it (a theme written for Atelier's product pages uses its gallery and restock box).
 */
function missingAppliedBlocks(files: ThemeFiles, skipped: ReadonlySet<string>): ThemeError[] {
  return [...files.keys()]
    .filter((file) => isTemplateFile(file) && !skipped.has(file))
    .flatMap((file) => {
      const text = textOf(files, file)!;
      return [...text.matchAll(APPLIED_BLOCK)]
        .filter((m) => !files.has(`blocks/${m[1]!}`) && !fallbackThemeBlocks().has(m[1]!))
        .map((m) => ({
          file,
          line: positionOf(text, m.index).line,
          message: `The template blocks/${m[1]!} does not exist: the page shows nothing there.`,
        }));
    });
}

/** The collection types a site has pages for; a theme's templates for others are never drawn. */
export const SERVED_COLLECTION_TYPES: readonly string[] = ['products', 'blog', 'page', 'events', 'gallery'];

/** Blocks the site server draws by name in a page's body (a form, an audio player), whoever applies them. */
export const SERVER_DRAWN_BLOCKS: readonly string[] = ['form.block', 'audio.block'];

/** A file no page of a site draws: a region no layout names, or a collection type the site has no pages for. */
function isUnusedFile(file: string, conf: TemplateConf): boolean {
  const region = /^([A-Za-z0-9_-]+)\.region$/.exec(file);
  if (region) return !Object.values(conf.layouts).some((l) => l.regions.includes(region[1]!));
  const collection = /^collections\/([A-Za-z0-9_-]+)\.(list|item|conf)$/.exec(file);
  return collection !== null && !SERVED_COLLECTION_TYPES.includes(collection[1]!);
}

/**
 * The blocks no drawn template applies, directly or through other blocks (themes keep old blocks
 * nothing uses any more): like the files of isUnusedFile, no page of a site draws them. Applies are
 * `{…|apply name.block}` and the templates of navigation tags.
 */
function unappliedBlocks(
  files: ThemeFiles,
  conf: TemplateConf,
  references: readonly (TagReference & { file: string })[],
): Set<string> {
  const applies = new Map<string, string[]>();
  for (const file of files.keys()) {
    if (!isTemplateFile(file)) continue;
    const named = [...textOf(files, file)!.matchAll(APPLIED_BLOCK)].map((m) => `blocks/${m[1]!}`);
    applies.set(file, named);
  }
  for (const ref of references) if (ref.kind === 'block') applies.get(ref.file)?.push(`blocks/${ref.name}.block`);
  const drawn = new Set([
    ...[...applies.keys()].filter((file) => !file.startsWith('blocks/') && !isUnusedFile(file, conf)),
    ...SERVER_DRAWN_BLOCKS.map((block) => `blocks/${block}`),
  ]);
  const pending = [...drawn];
  while (pending.length)
    for (const block of applies.get(pending.pop()!) ?? [])
      if (!drawn.has(block)) {
        drawn.add(block);
        pending.push(block);
      }
  return new Set([...applies.keys()].filter((file) => file.startsWith('blocks/') && !drawn.has(file)));
}

/** Items a collection's list shows on a page at most, whatever its conf asks. */
export const MAX_PAGE_SIZE = 50;

/** collections/<type>.conf: a title (the type's name when it has none), a layout, a page size. */
function parseCollectionConf(
  files: ThemeFiles,
  file: string,
  type: string,
  conf: TemplateConf,
): { conf?: CollectionConf; errors: ThemeError[]; warnings: ThemeError[] } {
  const text = textOf(files, file)!;
  const parsed = parseJsonFile(text, file);
  if (parsed.errors.length) return { errors: parsed.errors, warnings: [] };
  const raw = parsed.value as Record<string, unknown> | null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { errors: [{ file, line: 1, message: 'A collection conf must be a JSON object.' }], warnings: [] };
  const errors: ThemeError[] = [];
  const warnings: ThemeError[] = [];
  const lineOf = (key: string) => {
    const at = text.indexOf(`"${key}"`);
    return at < 0 ? undefined : text.slice(0, at).split('\n').length;
  };
  if (raw.title !== undefined && typeof raw.title !== 'string')
    errors.push({ file, line: lineOf('title'), message: '"title" must be a string.' });
  if (raw.layout !== undefined && typeof raw.layout !== 'string')
    errors.push({ file, line: lineOf('layout'), message: '"layout" must be the name of a layout of template.conf.' });
  else if (typeof raw.layout === 'string' && !conf.layouts[raw.layout])
    warnings.push({
      file,
      line: lineOf('layout'),
      message: `The layout "${raw.layout}" is not in template.conf (${Object.keys(conf.layouts).join(', ')}): its pages use "default".`,
    });
  const pageSize = raw.pageSize;
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && (pageSize as number) >= 1))
    errors.push({
      file,
      line: lineOf('pageSize'),
      message: `"pageSize" must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    });
  else if (typeof pageSize === 'number' && pageSize > MAX_PAGE_SIZE)
    warnings.push({
      file,
      line: lineOf('pageSize'),
      message: `"pageSize" ${pageSize} is more than ${MAX_PAGE_SIZE}: lists show ${MAX_PAGE_SIZE} items a page.`,
    });
  if (errors.length) return { errors, warnings };
  return {
    conf: {
      title: typeof raw.title === 'string' ? raw.title : type,
      ...(typeof raw.layout === 'string' && conf.layouts[raw.layout] ? { layout: raw.layout } : {}),
      ...(typeof pageSize === 'number' ? { pageSize: Math.min(pageSize, MAX_PAGE_SIZE) } : {}),
    },
    errors,
    warnings,
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
  const { conf, errors, warnings } = parseTemplateConf(confText);
  if (!conf) return { errors, warnings };

  const templates = new Map<string, Code>();
  const queries: QuerySpec[] = [];
  const queriesByFile = new Map<string, QuerySpec[]>();
  const references: (TagReference & { file: string })[] = [];
  let related = false;
  // One key per query tag of the theme: two tags of one file are two queries.
  let queryCount = 0;
  for (const file of [...files.keys()].sort()) {
    if (!isTemplateFile(file)) continue;
    const text = textOf(files, file)!;
    const translated = translateServerTags(text, file, () => `q${queryCount++}`);
    related ||= translated.related || text.includes('sqs-related-items');
    errors.push(...translated.errors);
    warnings.push(...translated.warnings);
    queries.push(...translated.queries);
    if (translated.queries.length) queriesByFile.set(file, translated.queries);
    references.push(...translated.references.map((r) => ({ ...r, file })));
    const parsed = parseWithLines(translated.template);
    errors.push(...parsed.errors.map((e) => ({ file, line: e.line, message: e.message })));
    templates.set(file, parsed.code);
  }
  errors.push(...checkReferences(references, conf, files));
  warnings.push(...missingScripts(references, files));
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
      const parsed = parseCollectionConf(files, file, collection[1]!, conf);
      errors.push(...parsed.errors);
      warnings.push(...parsed.warnings);
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
      ? { css: options.compiledCss, errors: [], warnings: [] }
      : await compileStylesheets(files, conf.stylesheets);
  errors.push(...styles.errors);
  warnings.push(...styles.warnings);
  const byPlace = (a: ThemeError, b: ThemeError) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);
  // A problem in a file no page of a site draws does not keep the theme out: it is named, and the file left out.
  const unapplied = unappliedBlocks(files, conf, references);
  const unused = new Set(errors.filter((e) => isUnusedFile(e.file, conf) || unapplied.has(e.file)).map((e) => e.file));
  for (const file of unused) templates.delete(file);
  warnings.push(
    ...errors
      .filter((e) => unused.has(e.file))
      .map((e) => ({ ...e, message: `${e.message} (no page of a site uses this file; it is left out)` })),
  );
  errors.splice(0, errors.length, ...errors.filter((e) => !unused.has(e.file)));
  warnings.push(
    ...missingAppliedBlocks(
      files,
      new Set([...files.keys()].filter((file) => unapplied.has(file) || isUnusedFile(file, conf))),
    ),
  );
  if (errors.length) return { errors: errors.sort(byPlace), warnings: warnings.sort(byPlace) };

  const partials = Object.fromEntries(
    [...templates]
      .filter(([file]) => file.startsWith('blocks/'))
      .map(([file, code]) => [file.slice('blocks/'.length), code as RootCode]),
  );
  const statics = new Map(
    [...files].filter(
      ([file]) =>
        file.startsWith('scripts/') ||
        file.startsWith('assets/') ||
        (file.startsWith('styles/') && file.endsWith('.css')),
    ),
  );
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
      showsRelated: related,
    },
    errors: [],
    warnings: warnings.sort(byPlace),
  };
}
