import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Compiler, type Code } from '@squarespace/template-engine';
import { CLDRFramework } from '@phensley/cldr';
import { createLogger } from '@atelier/platform';

const log = createLogger('templates');
const require = createRequire(import.meta.url);
const TEMPLATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../templates');

const framework = new CLDRFramework({
  loader: (language: string) => readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8'),
});
const cldr = framework.get('en-US');
const compiler = new Compiler();

export type TemplateName = 'site' | 'collection' | 'product' | 'message' | 'app-shell';

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

export function renderTemplate(name: TemplateName, json: unknown): string {
  const { ctx, errors } = compiler.execute({ code: templateCode(name), json, cldr });
  if (errors.length) log.warn({ template: name, errors: errors.map((e) => e.message) }, 'template rendered with errors');
  return ctx.render();
}
