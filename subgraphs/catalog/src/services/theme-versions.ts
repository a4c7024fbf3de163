import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { zipSync } from 'fflate';
import { isShippedTheme, readThemeFolder, shippedThemeDir } from '@atelier/theme';
import { announceSiteChange, ok, type Outcome } from '@atelier/platform';
import { Theme, type ThemeOrigin } from '../entities/theme.ts';
import { Website } from '../entities/website.ts';
import { applyThemeEdits, editableText, type ThemeFileEdit } from '../domain/theme-edits.ts';
import { refuse } from '../errors.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';
import type { ThemeProblem } from './themes.ts';
import type { ThemeChecker } from './theme-check.ts';

/** A theme as the editor edits it: its files from base64 rows or a shipped theme's folder. */
type Files = ReadonlyMap<string, Uint8Array>;

/** Edits checked, or why not: a refusal's problems by file and line beside its userError. */
type Checked = Outcome<
  { name: string; version: string; css: string; files: Files },
  CatalogErrorCode,
  { problems: ThemeProblem[] }
>;

const invalid = (problems: ThemeProblem[]) => ({ ...refuse('THEME_INVALID', ['changes']), problems });

async function rowFiles(em: EntityManager, websiteId: string, id: string): Promise<Files | undefined> {
  const row = await em.findOne(Theme, { id, websiteId }, { populate: ['files'] });
  return row
    ? new Map(Object.entries(row.files).map(([path, base64]) => [path, new Uint8Array(Buffer.from(base64, 'base64'))]))
    : undefined;
}

/** The files of a theme the site may edit from: a shipped theme by name, or one of its own versions (drafts too). */
async function filesOf(em: EntityManager, websiteId: string, theme: string): Promise<Files | undefined> {
  if (isShippedTheme(theme)) return (await readThemeFolder(shippedThemeDir(theme))).files;
  return rowFiles(em, websiteId, theme);
}

/**
 * The theme `base` with the editor's changes, checked exactly as an import is: zipped and handed to
 * the isolated `theme:check` (one call into packages/theme), so the editor can never store what an
 * import would refuse.
 */
export async function checkThemeEdits(
  em: EntityManager,
  checker: ThemeChecker,
  site: Website,
  base: string,
  changes: readonly ThemeFileEdit[],
): Promise<Checked> {
  const files = await filesOf(em, site.id, base);
  if (!files) return refuse('THEME_VERSION_NOT_FOUND', ['base']);
  const edited = applyThemeEdits(files, changes);
  if (!edited.ok) return invalid(edited.problems);
  const run = await checker.check(site, zipSync(Object.fromEntries(edited.files)));
  if (!run.ok) return run;
  const checked = run.value;
  if (!checked.ok)
    return invalid(checked.errors.map((e) => ({ file: e.file, line: e.line ?? null, message: e.message })));
  return ok({ name: checked.name, version: checked.version, css: checked.css, files: checked.files });
}

const base64Of = (files: Files) =>
  Object.fromEntries([...files].map(([path, bytes]) => [path, Buffer.from(bytes).toString('base64')]));

/**
 * Stores a new version of the site's theme and publishes it, or stores the site's one draft to
 * preview (replacing the one before). Under the site's lock, so two saves never share a number; the
 * version and the site's pointer to it are written in one transaction. A published version is
 * announced after the commit: every process forgets the site's theme, and the answer waits for them.
 */
export async function storeThemeVersion(
  em: EntityManager,
  site: Website,
  theme: { name: string; version: string; css: string; files: Files },
  origin: ThemeOrigin,
): Promise<Theme> {
  const draft = origin === 'preview';
  const stored = await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`catalog.theme-version:${site.id}`]);
    let number: number | null = null;
    if (draft) await tx.nativeDelete(Theme, { websiteId: site.id, draft: true });
    else {
      const [last] = await tx.find(
        Theme,
        { websiteId: site.id, draft: false },
        { orderBy: { number: 'desc nulls last' }, limit: 1, fields: ['number'] },
      );
      number = (last?.number ?? 0) + 1;
    }
    const row = tx.create(Theme, {
      id: `thm_${randomUUID()}`,
      websiteId: site.id,
      name: theme.name,
      version: theme.version,
      files: base64Of(theme.files),
      css: theme.css,
      number,
      savedBy: site.ownerId ?? null,
      origin,
      draft,
    });
    if (!draft) await tx.nativeUpdate(Website, { id: site.id }, { theme: row.id });
    await tx.flush();
    return row;
  });
  if (!draft) {
    site.theme = stored.id;
    await announceSiteChange(em, { kind: 'theme', websiteId: site.id });
  }
  return stored;
}

/** Publishes a saved version: every process forgets the site's theme, and the owner's answer waits for them. */
async function publish(em: EntityManager, site: Website, id: string) {
  site.theme = id;
  await em.flush();
  await announceSiteChange(em, { kind: 'theme', websiteId: site.id });
}

/** Saves the editor's changes as a new version and publishes it; a change the check refuses stores nothing. */
export async function saveThemeEdits(
  em: EntityManager,
  checker: ThemeChecker,
  site: Website,
  base: string,
  changes: readonly ThemeFileEdit[],
): Promise<Outcome<Theme, CatalogErrorCode, { problems: ThemeProblem[] }>> {
  const checked = await checkThemeEdits(em, checker, site, base, changes);
  if (!checked.ok) return checked;
  return ok(await storeThemeVersion(em, site, checked.value, 'editor'));
}

/** A draft of the editor's changes for the owner's preview, replacing the site's earlier one; never published. */
export async function previewThemeEdits(
  em: EntityManager,
  checker: ThemeChecker,
  site: Website,
  base: string,
  changes: readonly ThemeFileEdit[],
): Promise<Outcome<Theme, CatalogErrorCode, { problems: ThemeProblem[] }>> {
  const checked = await checkThemeEdits(em, checker, site, base, changes);
  if (!checked.ok) return checked;
  return ok(await storeThemeVersion(em, site, checked.value, 'preview'));
}

/** Publishes an earlier saved version of the site's theme again. */
export async function rollBackTheme(
  em: EntityManager,
  site: Website,
  versionId: string,
): Promise<Outcome<Theme, CatalogErrorCode>> {
  const version = await em.findOne(Theme, { id: versionId, websiteId: site.id, draft: false });
  if (!version) return refuse('THEME_VERSION_NOT_FOUND', ['versionId']);
  await publish(em, site, version.id);
  return ok(version);
}

/** The site's saved versions, newest first. */
export const themeVersionsOf = (em: EntityManager, websiteId: string) =>
  em.find(Theme, { websiteId, draft: false }, { orderBy: { number: 'desc' } });

/** A theme's files for the editor: text where it edits them, null for the others; null for a theme the site may not read. */
export async function themeSourceOf(em: EntityManager, websiteId: string, theme: string) {
  const files = await filesOf(em, websiteId, theme);
  if (!files) return null;
  return {
    theme,
    files: [...files]
      .map(([path, bytes]) => ({ path, text: editableText(path, bytes) }))
      .sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/** A version or draft of the site's theme, as the site server compiles it for the owner's preview. */
export async function themePreviewOf(em: EntityManager, websiteId: string, id: string) {
  const row = await em.findOne(Theme, { id, websiteId }, { populate: ['files', 'css'] });
  return row
    ? {
        id: row.id,
        name: row.name,
        version: row.version,
        css: row.css,
        files: Object.entries(row.files).map(([path, base64]) => ({ path, base64 })),
      }
    : null;
}
