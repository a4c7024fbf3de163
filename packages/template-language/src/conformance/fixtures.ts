import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The conformance data shared beside the project (../shared/conformance): the Java
 * template-compiler's fixtures and its benchmark. Read in place, never copied into the project.
 * ATELIER_CONFORMANCE_DIR names another place; a clone made elsewhere on this workplace's machines
 * finds it at /work/shared.
 */
export function conformanceDir(): string {
  const candidates = [
    process.env.ATELIER_CONFORMANCE_DIR,
    path.resolve(REPO_ROOT, '../shared/conformance'),
    path.resolve(REPO_ROOT, '../../shared/conformance'),
    '/work/shared/conformance',
  ];
  const found = candidates.find((dir): dir is string =>
    Boolean(dir && existsSync(path.join(dir, 'template-compiler'))),
  );
  if (!found)
    throw new Error(
      `conformance data not found (looked in ${candidates.filter(Boolean).join(', ')}); set ATELIER_CONFORMANCE_DIR`,
    );
  return found;
}

/** A fixture's sections (`:JSON`, `:TEMPLATE`, `:OUTPUT`, `:PARTIALS`, `:INJECT`, `:PROPERTIES`, …) by name. */
export function readSections(file: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let name: string | undefined;
  let lines: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^:([A-Za-z\d_-]+)\s*$/.exec(line);
    if (!header) {
      lines.push(line);
      continue;
    }
    if (name !== undefined && !(name in sections)) sections[name] = lines.join('\n');
    name = header[1]!;
    lines = [];
  }
  if (name !== undefined && !(name in sections)) sections[name] = lines.join('\n');
  return sections;
}

/** Java properties (`key=value` or `key: value`, one a line). */
export function readProperties(text = ''): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const i = line.search(/[=:]/);
      return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
    });
  return Object.fromEntries(entries);
}

export interface RenderCase {
  /** Path below template-compiler/, e.g. plugins/platform/f-money-format-1.html. */
  name: string;
  sections: Record<string, string>;
}

/** Every fixture with a TEMPLATE and an OUTPUT: the render cases (ast-N files compare code, not output). */
export function renderCases(): RenderCase[] {
  const root = path.join(conformanceDir(), 'template-compiler');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.html')) files.push(full);
    }
  };
  walk(root);
  return files
    .sort()
    .map((file) => ({ name: path.relative(root, file), sections: readSections(file) }))
    .filter((c) => c.sections.TEMPLATE !== undefined && c.sections.OUTPUT !== undefined);
}
