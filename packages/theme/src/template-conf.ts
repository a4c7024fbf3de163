import { isThemeOrigin, THEME_CSP_DIRECTIVES, type ThemeCspDirective } from './csp-origins.ts';
import type { ThemeError } from './theme-error.ts';

/** template.conf: the theme's name, its layouts (each an ordered list of regions), navigations and stylesheets. */
export interface TemplateConf {
  name: string;
  author?: string;
  layouts: Record<string, { name: string; regions: string[] }>;
  navigations: { title: string; name: string }[];
  stylesheets: string[];
  /** Origins the theme needs beyond the site's own, by CSP directive: "contentSecurityPolicy": { "font-src": ["https://fonts.example.com"] }. */
  contentSecurityPolicy: Partial<Record<ThemeCspDirective, string[]>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(v) && !v.includes('..');
/** A stylesheet of styles/, possibly in a sub-folder of it (v2023/footer.less). */
const isStylesheet = (v: unknown): v is string =>
  typeof v === 'string' && /\.(css|less)$/.test(v) && v.split('/').every(isName);

/** Line of the first occurrence of a JSON key, so that a conf error points near its cause. */
const lineOfKey = (text: string, key: string) => {
  const at = text.indexOf(`"${key}"`);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
};

/** Line of a JSON.parse failure, from the position V8 names in its message. */
export function jsonErrorLine(text: string, error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
}

export function parseJsonFile(text: string, file: string): { value?: unknown; errors: ThemeError[] } {
  try {
    return { value: JSON.parse(text), errors: [] };
  } catch (error) {
    return {
      errors: [
        {
          file,
          line: jsonErrorLine(text, error),
          message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
    };
  }
}

/**
 * Parses and checks template.conf; every problem is reported, not only the first. A theme without a
 * layout called "default" has its first layout serve as the default, as the platform does.
 */
export function parseTemplateConf(text: string): { conf?: TemplateConf; errors: ThemeError[]; warnings: ThemeError[] } {
  const file = 'template.conf';
  const parsed = parseJsonFile(text, file);
  if (parsed.errors.length) return { errors: parsed.errors, warnings: [] };
  const raw = parsed.value;
  if (!isObject(raw))
    return { errors: [{ file, line: 1, message: 'template.conf must be a JSON object.' }], warnings: [] };
  const errors: ThemeError[] = [];
  const warnings: ThemeError[] = [];
  const fail = (key: string, message: string) => errors.push({ file, line: lineOfKey(text, key), message });

  if (typeof raw.name !== 'string' || !raw.name.trim())
    fail('name', '"name" must be the theme\'s name, a non-empty string.');
  const layouts: TemplateConf['layouts'] = {};
  if (!isObject(raw.layouts) || !Object.keys(raw.layouts).length)
    fail(
      'layouts',
      '"layouts" must name at least one layout: { "default": { "name": "Default", "regions": ["site"] } }.',
    );
  else
    for (const [key, layout] of Object.entries(raw.layouts)) {
      const regions = isObject(layout) ? layout.regions : undefined;
      if (!isName(key) || !isObject(layout) || !Array.isArray(regions) || !regions.length || !regions.every(isName))
        fail(key, `Layout "${key}" must have a "name" and a list of "regions" (file names without .region).`);
      else layouts[key] = { name: typeof layout.name === 'string' ? layout.name : key, regions: regions as string[] };
    }
  const first = Object.keys(layouts)[0];
  if (isObject(raw.layouts) && !('default' in raw.layouts) && first) {
    layouts.default = layouts[first]!;
    warnings.push({
      file,
      line: lineOfKey(text, 'layouts'),
      message: `No layout is called "default": pages without a layout of their own use the first, "${first}".`,
    });
  }

  const navigations: TemplateConf['navigations'] = [];
  if (raw.navigations !== undefined && !Array.isArray(raw.navigations))
    fail('navigations', '"navigations" must be a list of { "title", "name" }.');
  for (const nav of Array.isArray(raw.navigations) ? raw.navigations : []) {
    if (isObject(nav) && typeof nav.title === 'string' && isName(nav.name))
      navigations.push({ title: nav.title, name: nav.name });
    else fail('navigations', 'Each navigation needs a "title" and a "name" (letters, digits, - and _).');
  }

  const stylesheets: string[] = [];
  if (raw.stylesheets !== undefined && !Array.isArray(raw.stylesheets))
    fail('stylesheets', '"stylesheets" must be a list of file names in styles/.');
  for (const sheet of Array.isArray(raw.stylesheets) ? raw.stylesheets : []) {
    if (isStylesheet(sheet)) stylesheets.push(sheet);
    else
      fail(
        'stylesheets',
        `Stylesheet ${JSON.stringify(sheet)} must be a .css or .less file in styles/ or a folder of it.`,
      );
  }
  const contentSecurityPolicy: TemplateConf['contentSecurityPolicy'] = {};
  const csp = raw.contentSecurityPolicy;
  if (csp !== undefined && !isObject(csp))
    fail('contentSecurityPolicy', '"contentSecurityPolicy" must map directives to lists of https origins.');
  for (const [directive, origins] of Object.entries(isObject(csp) ? csp : {})) {
    if (!(THEME_CSP_DIRECTIVES as readonly string[]).includes(directive))
      fail(directive, `"${directive}" is not a directive a theme may widen: ${THEME_CSP_DIRECTIVES.join(', ')}.`);
    else if (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string' && isThemeOrigin(o)))
      fail(directive, `"${directive}" must list https origins, such as "https://fonts.example.com".`);
    else contentSecurityPolicy[directive as ThemeCspDirective] = origins as string[];
  }
  if (errors.length) return { errors, warnings };
  return {
    conf: {
      name: (raw.name as string).trim(),
      ...(typeof raw.author === 'string' ? { author: raw.author } : {}),
      layouts,
      navigations,
      stylesheets,
      contentSecurityPolicy,
    },
    errors,
    warnings,
  };
}
