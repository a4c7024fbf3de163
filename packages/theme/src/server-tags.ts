import { positionOf } from '@atelier/template-language';
import type { ThemeError } from './theme-error.ts';

/**
 * Server tags of the developer-template format, translated into the template language before it
 * is compiled. Their data reaches templates under reserved root keys that the page renderer fills:
 *
 *   {squarespace-headers} {squarespace-footers}    the page's head and foot markup (stylesheets, islands)
 *   {squarespace.main-content}                     the rendered page-type template
 *   {squarespace.page-id} {squarespace.page-classes}
 *   <squarespace:navigation navigationId template> {.section squarespace-navigations.<id>}{@|apply <template>.block}{.end}
 *   <squarespace:query collection limit featured category tag>…</squarespace:query>
 *                                                  {.section squarespace-queries.<key>}…{.end} (items, collection)
 *   <squarespace:block-field id columns>           the owner's content for that field
 *   <squarespace:script src combo>                 a script of scripts/, combined with its neighbours when combo
 *
 * Replacements keep the line count of what they replace, so engine errors keep their lines.
 */
export const RESERVED_KEYS = {
  headers: 'squarespace-headers',
  footers: 'squarespace-footers',
  squarespace: 'squarespace',
  navigations: 'squarespace-navigations',
  queries: 'squarespace-queries',
  blockFields: 'squarespace-block-fields',
  themeUrl: 'squarespace-theme-url',
  nonce: 'squarespace-nonce',
} as const;

const CURLY_TAGS = new Set([
  'squarespace-headers',
  'squarespace-footers',
  'squarespace.main-content',
  'squarespace.page-id',
  'squarespace.page-classes',
]);

export interface QuerySpec {
  key: string;
  collection: string;
  limit: number;
  featured: boolean;
  category?: string;
  tag?: string;
}

/** Things a tag refers to, checked against the theme once every file is read. */
export interface TagReference {
  kind: 'navigation' | 'block' | 'script';
  name: string;
  line: number;
}

export interface TranslatedTemplate {
  template: string;
  errors: ThemeError[];
  queries: QuerySpec[];
  references: TagReference[];
}

export const MAX_QUERY_LIMIT = 50;
const NAME = /^[A-Za-z0-9_-]+$/;
const SCRIPT_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.js$/;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

const keepLines = (original: string, replacement: string) => replacement + '\n'.repeat(original.split('\n').length - 1);

interface OpenTag {
  name: string;
  attributes: Record<string, string>;
  end: number;
  selfClosing: boolean;
}

/** Reads `<squarespace:name a="b" ...>` at `start`; a string is the reason it cannot be read. */
function readOpenTag(source: string, start: number): OpenTag | string {
  const nameMatch = /^<squarespace:([A-Za-z-]*)/.exec(source.slice(start, start + 64));
  const name = nameMatch?.[1] ?? '';
  let at = start + (nameMatch?.[0].length ?? 0);
  const attributes: Record<string, string> = {};
  for (;;) {
    while (/\s/.test(source[at] ?? '')) at++;
    if (source.startsWith('/>', at)) return { name, attributes, end: at + 2, selfClosing: true };
    if (source[at] === '>') return { name, attributes, end: at + 1, selfClosing: false };
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(source);
    if (!attribute)
      return `The tag <squarespace:${name}> is not closed properly: expected name="value" attributes and then > or />.`;
    if (attribute[1]! in attributes) return `The attribute ${attribute[1]} appears twice in <squarespace:${name}>.`;
    attributes[attribute[1]!] = attribute[3] ?? attribute[4] ?? '';
    at = ATTRIBUTE.lastIndex;
  }
}

const ALLOWED_ATTRIBUTES: Record<string, { required: string[]; optional: string[] }> = {
  navigation: { required: ['navigationId', 'template'], optional: [] },
  query: { required: ['collection'], optional: ['limit', 'featured', 'category', 'tag'] },
  'block-field': { required: ['id'], optional: ['columns', 'label', 'lock-layout'] },
  script: { required: ['src'], optional: ['combo'] },
};

/** Translates the server tags of one template file (a region, block, list, item or page). */
export function translateServerTags(source: string, file: string, nextQueryKey: () => string): TranslatedTemplate {
  const errors: ThemeError[] = [];
  const queries: QuerySpec[] = [];
  const references: TagReference[] = [];
  const lineAt = (offset: number) => positionOf(source, offset).line;
  const fail = (offset: number, message: string) => errors.push({ file, line: lineAt(offset), message });

  // Curly tags first: only the known ones exist; any other {squarespace…} is a mistake worth naming.
  for (const match of source.matchAll(/\{(squarespace[.-][A-Za-z0-9.-]*)(\|[^}]*)?\}/g)) {
    if (!CURLY_TAGS.has(match[1]!))
      fail(
        match.index,
        `Unknown server tag {${match[1]}}: the known ones are ${[...CURLY_TAGS].map((t) => `{${t}}`).join(', ')}.`,
      );
  }

  let out = '';
  let at = 0;
  let openQuery: { start: number } | undefined;
  let combo: { files: string[]; outIndex: number; after: number } | undefined;
  for (;;) {
    const start = source.indexOf('<squarespace:', at);
    const close = source.indexOf('</squarespace:', at);
    const next = [start, close].filter((i) => i >= 0).sort((a, b) => a - b)[0];
    if (next === undefined) break;
    out += source.slice(at, next);
    if (combo && source.slice(combo.after, next).trim() !== '') combo = undefined;

    if (next === close) {
      const end = /^<\/squarespace:([A-Za-z-]*)\s*>/.exec(source.slice(close, close + 64));
      const name = end?.[1] ?? '';
      if (!end) fail(close, 'A closing </squarespace:…> tag is not closed with >.');
      else if (name === 'query' && openQuery) out += '{.end}';
      else if (name !== 'query')
        fail(close, `</squarespace:${name}> closes nothing: only <squarespace:query> has a closing tag.`);
      else fail(close, '</squarespace:query> closes nothing: there is no open <squarespace:query> before it.');
      if (name === 'query') openQuery = undefined;
      at = close + (end?.[0].length ?? '</squarespace:'.length);
      continue;
    }

    const tag = readOpenTag(source, start);
    if (typeof tag === 'string') {
      fail(start, tag);
      at = start + '<squarespace:'.length;
      continue;
    }
    if (tag.name !== 'script') combo = undefined;
    let end = tag.end;
    const original = () => source.slice(start, end);
    const allowed = ALLOWED_ATTRIBUTES[tag.name];
    if (!allowed) {
      fail(
        start,
        `Unknown server tag <squarespace:${tag.name}>: the known ones are ${Object.keys(ALLOWED_ATTRIBUTES)
          .map((t) => `<squarespace:${t}>`)
          .join(', ')}.`,
      );
      out += keepLines(original(), '');
      at = end;
      continue;
    }
    const missing = allowed.required.filter((a) => !(a in tag.attributes));
    const unknown = Object.keys(tag.attributes).filter(
      (a) => !allowed.required.includes(a) && !allowed.optional.includes(a),
    );
    if (missing.length)
      fail(
        start,
        `<squarespace:${tag.name}> needs the attribute${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      );
    if (unknown.length)
      fail(
        start,
        `<squarespace:${tag.name}> has no attribute ${unknown.join(', ')}; it takes ${[...allowed.required, ...allowed.optional].join(', ')}.`,
      );
    // Tags other than query may be written <tag ...></tag>: swallow that closing tag.
    if (tag.name !== 'query' && !tag.selfClosing) {
      const closing = new RegExp(`^\\s*</squarespace:${tag.name}\\s*>`).exec(source.slice(end, end + 200));
      if (closing) end += closing[0].length;
    }
    const a = tag.attributes;
    const line = lineAt(start);
    let replacement = '';
    if (!missing.length && !unknown.length) {
      if (tag.name === 'navigation') {
        if (!NAME.test(a.navigationId!) || !NAME.test(a.template!))
          fail(start, 'navigationId and template must be names (letters, digits, - and _).');
        else {
          references.push(
            { kind: 'navigation', name: a.navigationId!, line },
            { kind: 'block', name: a.template!, line },
          );
          replacement = `{.section ${RESERVED_KEYS.navigations}.${a.navigationId}}{@|apply ${a.template}.block}{.end}`;
        }
      } else if (tag.name === 'query') {
        const limit = a.limit === undefined ? 10 : Number(a.limit);
        if (openQuery) fail(start, '<squarespace:query> cannot be inside another <squarespace:query>.');
        else if (tag.selfClosing)
          fail(start, '<squarespace:query> needs a template inside it and a closing </squarespace:query>.');
        else if (!NAME.test(a.collection!))
          fail(start, 'collection must be the URL id of a collection (letters, digits, - and _).');
        else if (!Number.isInteger(limit) || limit < 1 || limit > MAX_QUERY_LIMIT)
          fail(start, `limit must be a whole number from 1 to ${MAX_QUERY_LIMIT}.`);
        else if (a.featured !== undefined && a.featured !== 'true' && a.featured !== 'false')
          fail(start, 'featured must be true or false.');
        else {
          const key = nextQueryKey();
          queries.push({
            key,
            collection: a.collection!,
            limit,
            featured: a.featured === 'true',
            ...(a.category ? { category: a.category } : {}),
            ...(a.tag ? { tag: a.tag } : {}),
          });
          replacement = `{.section ${RESERVED_KEYS.queries}.${key}}`;
        }
        // The inner template stays; its closing tag becomes {.end} (or, after a bad tag, is dropped).
        openQuery = replacement ? { start } : undefined;
      } else if (tag.name === 'block-field') {
        const columns = a.columns === undefined ? 12 : Number(a.columns);
        if (!NAME.test(a.id!)) fail(start, 'id must be a name (letters, digits, - and _).');
        else if (!Number.isInteger(columns) || columns < 1 || columns > 24)
          fail(start, 'columns must be a whole number from 1 to 24.');
        else
          replacement = `<div class="sqs-block-field" data-block-field-id="${a.id}" data-columns="${columns}">{${RESERVED_KEYS.blockFields}.${a.id}}</div>`;
      } else if (tag.name === 'script') {
        if (!SCRIPT_PATH.test(a.src!) || a.src!.includes('..'))
          fail(start, 'src must name a .js file in scripts/, e.g. src="site.js".');
        else if (a.combo !== undefined && a.combo !== 'true' && a.combo !== 'false')
          fail(start, 'combo must be true or false.');
        else {
          references.push({ kind: 'script', name: a.src!, line });
          const script = (path: string) =>
            `<script defer src="{${RESERVED_KEYS.themeUrl}}/${path}" nonce="{${RESERVED_KEYS.nonce}}"></script>`;
          if (a.combo === 'true' && combo) {
            // Joins the script before it: one request for neighbouring combo scripts.
            combo.files.push(a.src!);
            const combined = script(`scripts-combo/${combo.files.join(',')}`);
            out =
              out.slice(0, combo.outIndex) +
              combined +
              out.slice(combo.outIndex).replace(/^<script[^>]*><\/script>/, '');
          } else {
            replacement = script(`scripts/${a.src}`);
            combo = a.combo === 'true' ? { files: [a.src!], outIndex: out.length, after: end } : undefined;
          }
        }
      }
    }
    out += keepLines(source.slice(start, end), replacement);
    if (combo) combo.after = end;
    at = end;
  }
  out += source.slice(at);
  if (openQuery) {
    fail(openQuery.start, '<squarespace:query> is never closed: add </squarespace:query> after its template.');
    out += '{.end}';
  }
  return { template: out, errors, queries, references };
}
