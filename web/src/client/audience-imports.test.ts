import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRIES, type EntryName } from './entries.ts';

/**
 * Each entry reaches, through the imports of our own sources (static, lazy and type-only alike,
 * packages/ included), only its own audience's folder and typed documents, shared/ and the public
 * documents: every storefront page downloads the islands, so no dashboard or checkout code may get
 * into them, nor the dashboard's editor.
 */
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = path.join(WEB, 'src/client');
const DOCUMENTS = path.join(WEB, 'src/graphql/generated');
/** The editors' libraries: the rich-text editor's (130 kB gzipped) and the template editor's CodeMirror, for their dashboard panels only. */
const DASHBOARD_ONLY_PACKAGES = /^(@tiptap\/|prosemirror-|@codemirror\/|@lezer\/)/;

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const resolutionCache = ts.createModuleResolutionCache(WEB, (name) => name, options);

/** A module (a path of our own, or a package's name) and the import that first led to it. */
type Reached = Map<string, string | undefined>;

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Our own modules and the packages one entry reaches, each with the module that imports it. */
function reach(entry: EntryName): Reached {
  const start = path.join(WEB, CLIENT_ENTRIES[entry]);
  const reached: Reached = new Map([[start, undefined]]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!/\.[cm]?tsx?$/.test(file)) continue; // a stylesheet imports nothing we follow
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, resolutionCache).resolvedModule
        ?.resolvedFileName;
      const relative = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
      const target =
        resolved && !resolved.includes('/node_modules/')
          ? resolved
          : relative && existsSync(relative)
            ? relative
            : packageName(specifier);
      if (reached.has(target)) continue;
      reached.set(target, file);
      if (path.isAbsolute(target)) queue.push(target);
    }
  }
  return reached;
}

/**
 * The audience a module is for: its folder under src/client (storefront, checkout, dashboard,
 * shared), or the typed documents it is (src/graphql/generated/<audience>.ts). The storefront's
 * documents count as shared: they are the public ones, which the cart page and an order's detail ask
 * too; so do the islands' (the same public documents as text: the cart, the captcha challenge).
 */
function audienceOf(file: string): string | undefined {
  const parts = path.relative(CLIENT, file).split(path.sep);
  if (parts[0] !== '..' && parts.length > 1) return parts[0];
  if (path.dirname(file) !== DOCUMENTS) return undefined;
  // An audience's documents as text (checkout-text.ts) are that audience's.
  const audience = path.basename(file, '.ts').replace(/-text$/, '');
  // The storefront's documents and the error codes (types the browser reads from REST answers) are every audience's.
  return ['storefront', 'islands', 'error-codes'].includes(audience) ? 'shared' : audience;
}

/** The import chain from the entry to one module, for a message that says where to cut. */
function chain(reached: Reached, module: string): string {
  const links: string[] = [];
  for (let at: string | undefined = module; at; at = reached.get(at))
    links.unshift(path.isAbsolute(at) ? path.relative(WEB, at) : at);
  return links.join(' -> ');
}

/** Every module an entry must not reach, each shown with the chain of imports that reaches it. */
function strayImports(entry: EntryName): string[] {
  const own = audienceOf(path.join(WEB, CLIENT_ENTRIES[entry]));
  const reached = reach(entry);
  return [...reached.keys()]
    .filter((module) => {
      if (!path.isAbsolute(module)) return own !== 'dashboard' && DASHBOARD_ONLY_PACKAGES.test(module);
      const audience = audienceOf(module);
      return audience !== undefined && audience !== own && audience !== 'shared';
    })
    .map((module) => chain(reached, module));
}

describe('the client by audience', () => {
  it.each(Object.keys(CLIENT_ENTRIES) as EntryName[])(
    'the %s entry imports only its own audience, shared/ and packages',
    (entry) => {
      expect(strayImports(entry)).toEqual([]);
    },
  );

  it('the islands reach the storefront, shared code and the shopper packages, none of the dashboard nor a GraphQL library', () => {
    const reached = reach('islands');
    const ours = [...reached.keys()]
      .filter((module) => path.isAbsolute(module))
      .map((module) => path.relative(WEB, module));
    expect(ours).toContain('src/client/storefront/add-to-cart-button.tsx');
    expect(ours).toContain('src/client/shared/money.tsx');
    expect(ours).toContain(path.relative(WEB, path.resolve(WEB, '../packages/commerce/src/index.ts')));
    expect(ours).toContain('src/graphql/generated/islands.ts');
    expect(ours).not.toContain('src/graphql/generated/storefront.ts');
    expect(reached.has('@apollo/client')).toBe(false);
    expect(reached.has('graphql')).toBe(false);
    expect(
      ours.filter((module) =>
        /^src\/(client\/(dashboard|checkout)\/|graphql\/generated\/(dashboard|checkout)\.ts)/.test(module),
      ),
    ).toEqual([]);
    expect([...reached.keys()].filter((module) => DASHBOARD_ONLY_PACKAGES.test(module))).toEqual([]);
  });

  it('sees what a lazily loaded panel brings: the dashboard reaches the editor and TipTap', () => {
    const reached = reach('admin');
    expect(chain(reached, path.join(CLIENT, 'dashboard/rich-text-editor.tsx'))).toMatch(
      /^src\/client\/dashboard\/admin-page\.tsx -> .* -> src\/client\/dashboard\/rich-text-editor\.tsx$/,
    );
    expect(reached.has('@tiptap/react')).toBe(true);
    expect(reached.has('@tiptap/starter-kit')).toBe(true);
  });
});
