import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThemeError } from '@atelier/theme';
import { announceSiteChange, failed, ok, type Outcome } from '@atelier/platform';
import { Theme } from '../entities/theme.ts';
import type { Website } from '../entities/website.ts';
import { shippedThemeRefusal, zipSizeProblem } from '../domain/theme-choice.ts';
import { refuse } from '../errors.ts';
import { storeThemeVersion } from './theme-versions.ts';
import type { ThemeChecker } from './theme-check.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

export interface ThemeProblem {
  file: string;
  line: number | null;
  message: string;
}

/**
 * A theme used, with its warnings (what it asks that Atelier reads its own way), or why not: a
 * refused zip's problems by file and line besides its userError.
 */
type ThemeChange = Outcome<ThemeProblem[], CatalogErrorCode, { problems: ThemeProblem[] }>;

/** A theme that did not pass every check is not used; its problems say why. */
const themeInvalid = (problems: ThemeProblem[]): ThemeChange => ({
  ...refuse('THEME_INVALID', ['zipBase64']),
  problems,
});

const isImported = (site: Website) => site.theme.startsWith('thm_');

/** The name of the site's theme: a shipped theme's key, or an imported one's as its template.conf says. */
export async function themeNameOf(em: EntityManager, site: Website): Promise<string> {
  if (!isImported(site)) return site.theme;
  return (await em.findOne(Theme, { id: site.theme }, { fields: ['name'] }))?.name ?? site.theme;
}

/** The theme the site's owner imported and uses, with its files (base64) and compiled CSS; null for a shipped one. */
export async function importedThemeOf(em: EntityManager, site: Website) {
  if (!isImported(site)) return null;
  const theme = await em.findOne(Theme, { id: site.theme, websiteId: site.id }, { populate: ['files', 'css'] });
  return theme
    ? {
        id: theme.id,
        name: theme.name,
        version: theme.version,
        css: theme.css,
        files: Object.entries(theme.files).map(([path, base64]) => ({ path, base64 })),
      }
    : null;
}

const problemsOf = (errors: ThemeError[]) =>
  errors.map((e) => ({ file: e.file, line: e.line ?? null, message: e.message }));

/**
 * An owner's zip, checked as `theme:check` checks a folder (in a worker: an owner's LESS can loop;
 * within the owner's share of the workers),
 * stored whole and used only when every file compiles; a refused zip leaves the site as it was.
 * Its warnings are answered beside the site.
 */
export async function importTheme(
  em: EntityManager,
  checker: ThemeChecker,
  site: Website,
  zipBase64: string,
): Promise<ThemeChange> {
  const tooLarge = zipSizeProblem(zipBase64);
  if (tooLarge) return themeInvalid([tooLarge]);
  const run = await checker.check(site, new Uint8Array(Buffer.from(zipBase64, 'base64')));
  if (!run.ok) return run;
  const checked = run.value;
  if (!checked.ok) return themeInvalid(problemsOf(checked.errors));
  await storeThemeVersion(em, site, checked, 'import');
  return ok(problemsOf(checked.warnings));
}

/** The site drawn by one of the themes Atelier ships, by its name. */
export async function useShippedTheme(em: EntityManager, site: Website, name: string): Promise<ThemeChange> {
  const refusal = shippedThemeRefusal(name);
  if (refusal) return failed([refusal]);
  site.theme = name;
  await em.flush();
  await announceSiteChange(em, { kind: 'theme', websiteId: site.id });
  return ok([]);
}
