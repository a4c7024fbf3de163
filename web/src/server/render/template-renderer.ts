import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code } from '@squarespace/template-engine';
import { createTemplateCompiler, renderWith } from '@atelier/template-language';
import { createLogger } from '@atelier/platform';

const log = createLogger('templates');
const TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../templates');

/** The one compiler of Atelier (packages/template-language): the engine with our plugins. */
const compiler = createTemplateCompiler();

export type TemplateName = 'site' | 'message' | 'app-shell';

const cache = new Map<TemplateName, Code>();

/** The default template set, compiled once; a syntax error in it is a bug, so it fails loudly. */
export function templateCode(name: TemplateName): Code {
  const cached = cache.get(name);
  if (cached) return cached;
  const source = readFileSync(path.join(TEMPLATE_DIR, `${name}.html`), 'utf8');
  const { code, errors } = compiler.parse(source);
  if (errors.length) throw new Error(`template ${name} has errors: ${errors.map((e) => e.message).join('; ')}`);
  cache.set(name, code);
  return code;
}

/**
 * Renders a template of the default set. The page's JSON carries the website, whose locale picks
 * the CLDR data and whose time zone the date formatters read (`website.timeZone`).
 */
export function renderTemplate(
  name: TemplateName,
  json: { website?: { locale?: string } } & Record<string, unknown>,
): string {
  const { output, errors } = renderWith(compiler, { template: templateCode(name), json, locale: json.website?.locale });
  if (errors.length)
    log.warn({ template: name, errors: errors.map((e) => e.message) }, 'template rendered with errors');
  return output;
}
