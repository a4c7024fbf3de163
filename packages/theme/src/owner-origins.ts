import { isThemeOrigin, THEME_CSP_DIRECTIVES, type ThemeCspDirective, type ThemeOrigins } from './csp-origins.ts';

/** An origin a site's owner allows its pages to load one kind of content from (/admin/settings). */
export interface OwnerOrigin {
  directive: ThemeCspDirective;
  origin: string;
}

/** How many origins an owner may allow: enough for a few fonts, a CDN and embeds, few enough to read at a glance. */
export const OWNER_ORIGINS_MAX = 20;

export type OwnerOriginProblem =
  | { index: number; part: 'directive'; code: 'CSP_DIRECTIVE_INVALID'; message: string }
  | { index: number; part: 'origin'; code: 'CSP_ORIGIN_INVALID'; message: string }
  | { index: null; part: null; code: 'TOO_MANY_CSP_ORIGINS'; message: string };

const isDirective = (value: string): value is ThemeCspDirective =>
  (THEME_CSP_DIRECTIVES as readonly string[]).includes(value);

/** An origin as typed, in the form the policy takes: trimmed, lower case, without a trailing slash. */
const normalOrigin = (typed: string) => typed.trim().toLowerCase().replace(/\/$/, '');

/**
 * An owner's list of allowed origins, checked whole: each a directive a theme may widen and an https
 * origin (a host whose leftmost label may be *, an optional port; no path, keyword or scheme), at
 * most OWNER_ORIGINS_MAX; repeats are kept once. Every problem is reported, with its row.
 */
export function checkOwnerOrigins(
  typed: readonly { directive: string; origin: string }[],
): { ok: true; value: OwnerOrigin[] } | { ok: false; problems: OwnerOriginProblem[] } {
  const problems: OwnerOriginProblem[] = [];
  const value: OwnerOrigin[] = [];
  const seen = new Set<string>();
  typed.forEach((row, index) => {
    const origin = normalOrigin(row.origin);
    if (!isDirective(row.directive))
      problems.push({
        index,
        part: 'directive',
        code: 'CSP_DIRECTIVE_INVALID',
        message: `Choose what the origin serves: one of ${THEME_CSP_DIRECTIVES.join(', ')}.`,
      });
    if (!isThemeOrigin(origin))
      problems.push({
        index,
        part: 'origin',
        code: 'CSP_ORIGIN_INVALID',
        message:
          'An allowed origin is https:// and a host name, such as https://fonts.example.com; only its first part may be *. (https://*.example.com), with no path.',
      });
    else if (isDirective(row.directive) && !seen.has(`${row.directive} ${origin}`)) {
      seen.add(`${row.directive} ${origin}`);
      value.push({ directive: row.directive, origin });
    }
  });
  if (value.length > OWNER_ORIGINS_MAX || typed.length > OWNER_ORIGINS_MAX * 5)
    problems.push({
      index: null,
      part: null,
      code: 'TOO_MANY_CSP_ORIGINS',
      message: `A site may allow at most ${OWNER_ORIGINS_MAX} origins.`,
    });
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

/** Origins by directive, the theme's and the owner's together, as policyWithOrigins takes them. */
export function mergedOrigins(
  theme: ThemeOrigins,
  owner: readonly { directive: string; origin: string }[],
): ThemeOrigins {
  const merged: Partial<Record<ThemeCspDirective, string[]>> = {};
  for (const directive of THEME_CSP_DIRECTIVES) {
    const origins = [
      ...(theme[directive] ?? []),
      ...owner.filter((o) => o.directive === directive).map((o) => o.origin),
    ];
    if (origins.length) merged[directive] = [...new Set(origins)];
  }
  return merged;
}
