/** The CSP directives a site's theme may widen with origins it needs (web fonts, a script CDN), and no other. */
export const THEME_CSP_DIRECTIVES = [
  'script-src',
  'style-src',
  'font-src',
  'img-src',
  'connect-src',
  'frame-src',
  'media-src',
] as const;
export type ThemeCspDirective = (typeof THEME_CSP_DIRECTIVES)[number];

/** Origins by directive, as template.conf's "contentSecurityPolicy" declares them. */
export type ThemeOrigins = Readonly<Partial<Record<ThemeCspDirective, readonly string[]>>>;

/** An origin a theme may name: https, a host (its leftmost label may be *), an optional port; nothing else. */
export const isThemeOrigin = (value: string) =>
  /^https:\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$/.test(value);

/**
 * A Content-Security-Policy with the theme's origins added, each to its directive (one the policy
 * lacks starts from 'self'). Anything that is not an https origin is left out, so a theme never
 * adds a keyword such as 'unsafe-inline' or a scheme such as data:.
 */
export function policyWithOrigins(policy: string, origins: ThemeOrigins): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const name of THEME_CSP_DIRECTIVES) {
    const added = (origins[name] ?? []).filter(isThemeOrigin);
    if (!added.length) continue;
    const at = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (at < 0) directives.push([name, "'self'", ...added].join(' '));
    else directives[at] = [directives[at], ...added].join(' ');
  }
  return directives.join(';');
}
