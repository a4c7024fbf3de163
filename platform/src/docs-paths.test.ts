import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documents name files and link each other; a move that forgets them leaves a reader at a dead
// end. This holds every relative link and every path written in backticks to an existing file.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const readmesIn = (folder: string) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(root, folder, entry.name, 'README.md')))
        .map((entry) => `${folder}/${entry.name}/README.md`)
    : [];

const documents = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'subgraphs/README.md',
  ...readmesIn('subgraphs'),
  ...readmesIn('packages'),
  ...['platform', 'gateway', 'web', 'server']
    .map((part) => `${part}/README.md`)
    .filter((file) => existsSync(path.join(root, file))),
];

/** Relative link targets, without their #fragment: what a reader clicks. */
function linksOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

/**
 * Paths in backticks, `folder/file.ts` or `folder/sub/`: two segments at least. Placeholders
 * (`<name>`, `*`), URL paths (`/api/…`), package names (`@atelier/…`) and commands are not paths.
 */
function pathsOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((token) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(token))
    .filter((token) => !token.startsWith('.') || token.startsWith('../'));
}

const subgraphFolders = readdirSync(path.join(root, 'subgraphs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, 'subgraphs', entry.name));

/**
 * Where a path may be read from besides its document's folder: the repository, any subgraph (the
 * shape speaks of `src/errors.ts` of each) and the default theme (a theme's own `blocks/form.block`).
 */
const bases = [root, ...subgraphFolders, path.join(root, 'packages/theme/themes/atelier')];

describe('the documents name files that exist', () => {
  it.each(documents)('%s', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const folder = path.dirname(path.join(root, document));
    const missingLinks = linksOf(text).filter((target) => !existsSync(path.resolve(folder, target)));
    const missingPaths = pathsOf(text).filter(
      (token) => ![folder, ...bases].some((base) => existsSync(path.resolve(base, token))),
    );
    expect({ missingLinks, missingPaths }).toEqual({ missingLinks: [], missingPaths: [] });
  });
});
