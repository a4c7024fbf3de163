import { positionOf } from '@atelier/template-language';
import type { ThemeError } from './theme-error.ts';
import { attributeVariables, attributeVariablesValid, openQuerySection } from './query-collection.ts';
import { RESERVED_KEYS, type QuerySpec } from './reserved-keys.ts';

export { RESERVED_KEYS, type QuerySpec } from './reserved-keys.ts';

/**
 * Server tags of the developer-template format, translated into the template language before it
 * is compiled. Their data reaches templates under reserved root keys (reserved-keys.ts) that the page
 * renderer fills:
 *
 *   {squarespace-headers} {squarespace-footers}    the page's head and foot markup (stylesheets, islands)
 *   {squarespace.main-content}                     the rendered page-type template
 *   {squarespace.page-id} {squarespace.page-classes} {squarespace.cart-classes}
 *   {squarespace.template-revision}                the theme's version
 *   {squarespace-post-entry}                       markup the site adds after a post's body
 *   <squarespace:navigation navigationId template> {.section squarespace-navigations.<id>}{@|apply <template>.block}{.end}
 *   <squarespace:navigation navigationId>…</…>     the same with the template written inline
 *   <squarespace:folder-navigation template>       the current folder's navigation, the same way
 *   <squarespace:query collection limit featured category tag>…</squarespace:query>
 *                                                  a section of squarespace-queries.<key> (items, collection)
 *                                                  from wherever it stands; collection="{urlId}" (or a folder's
 *                                                  path: archive/journal), category="{navigationTitle}" and tag
 *                                                  are read where the tag is reached, each repetition its own
 *                                                  (query-collection.ts)
 *   <squarespace:related limit>…</squarespace:related>
 *                                                  {.section squarespace-related[.limit<N>]}…{.end} (items)
 *   <squarespace:category collection>…</…>         a section of squarespace-queries.<key>.collection, the same way: that
 *                                                  collection's categories and tags; without collection, its inner
 *                                                  template reads the categories in scope
 *   <squarespace:block-field id columns class>     the owner's content for that field
 *   <squarespace:script src combo async>           a script of scripts/, combined with its neighbours when combo
 *
 * The theme's own <script> elements get the page's CSP nonce; scripts that come from data never do.
 * Replacements keep the line count of what they replace, so engine errors keep their lines.
 */

const CURLY_TAGS = new Set([
  'squarespace-headers',
  'squarespace-footers',
  'squarespace-post-entry',
  'squarespace.main-content',
  'squarespace.page-id',
  'squarespace.page-classes',
  'squarespace.cart-classes',
  'squarespace.template-revision',
]);

/** Things a tag refers to, checked against the theme once every file is read. */
export interface TagReference {
  kind: 'navigation' | 'block' | 'script';
  name: string;
  line: number;
}

export interface TranslatedTemplate {
  template: string;
  errors: ThemeError[];
  /** What the platform accepts and Atelier reads its own way (a limit capped, an attribute ignored). */
  warnings: ThemeError[];
  queries: QuerySpec[];
  references: TagReference[];
  /** The template shows related items: the page asks for them only then. */
  related: boolean;
}

export const MAX_QUERY_LIMIT = 50;
/** Related items a page is given at most, and how many `<squarespace:related>` without a limit shows. */
export const MAX_RELATED_LIMIT = 10;
export const DEFAULT_RELATED_LIMIT = 3;
const NAME = /^[A-Za-z0-9_-]+$/;
/** A collection inside a folder may be named by its path, folder first: collection="resources/schedule". */
const COLLECTION_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)+$/;
/** The collection's own URL id: the last part of a path, where folders come before it. */
const collectionName = (written: string) => (COLLECTION_PATH.test(written) ? written.split('/').at(-1)! : written);
/** A block field's id may be built from the item it is shown for: accords-{id}. */
const TEMPLATED_NAME = /^[A-Za-z0-9_-]*(\{[A-Za-z0-9_.@|-]+\}[A-Za-z0-9_-]*)+$/;
const SCRIPT_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.js$/;
/** name="v", name='v', name=v (HTML's unquoted form) or a bare name (async). */
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9-]*)(?:\s*=\s*("([^"]*)"|'([^']*)'|((?:[^\s"'=<>`/]|\/(?!>))+)))?/y;

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
    attributes[attribute[1]!] =
      attribute[3] ?? attribute[4] ?? attribute[5] ?? (attribute[2] === undefined ? 'true' : '');
    at = ATTRIBUTE.lastIndex;
  }
}

const ALLOWED_ATTRIBUTES: Record<string, { required: string[]; optional: string[] }> = {
  navigation: { required: ['navigationId'], optional: ['template'] },
  'folder-navigation': { required: [], optional: ['template'] },
  query: { required: ['collection'], optional: ['limit', 'featured', 'category', 'tag'] },
  related: { required: [], optional: ['collectionId', 'itemId', 'limit'] },
  category: { required: [], optional: ['collection'] },
  'block-field': { required: ['id'], optional: ['columns', 'label', 'lock-layout', 'class', 'description'] },
  script: { required: ['src'], optional: ['combo', 'async'] },
};

/** Tags that hold a template of their own up to their closing tag, and what that closing tag becomes. */
interface OpenContainer {
  name: string;
  start: number;
  close: string;
}

/** Where the HTML comment around `offset` ends (after its -->), or undefined when `offset` is in none. */
function htmlCommentEnd(source: string, offset: number): number | undefined {
  const opened = source.lastIndexOf('<!--', offset);
  if (opened < 0) return undefined;
  const closed = source.indexOf('-->', opened + 4);
  if (closed >= 0 && closed + 3 <= offset) return undefined;
  return closed < 0 ? source.length : closed + 3;
}

/** The theme's own script elements run under the page's CSP: each gets the nonce unless it names one. */
const withNonces = (template: string) =>
  template.replace(/<script\b(?![^>]*\bnonce\s*=)/gi, `<script nonce="{${RESERVED_KEYS.nonce}}"`);

/** Translates the server tags of one template file (a region, block, list, item or page). */
export function translateServerTags(source: string, file: string, nextQueryKey: () => string): TranslatedTemplate {
  const errors: ThemeError[] = [];
  const warnings: ThemeError[] = [];
  const queries: QuerySpec[] = [];
  const references: TagReference[] = [];
  let related = false;
  const lineAt = (offset: number) => positionOf(source, offset).line;
  const fail = (offset: number, message: string) => errors.push({ file, line: lineAt(offset), message });
  const warn = (offset: number, message: string) => warnings.push({ file, line: lineAt(offset), message });

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
  const open: OpenContainer[] = [];
  let combo: { files: string[]; outIndex: number; after: number } | undefined;
  for (;;) {
    const start = source.indexOf('<squarespace:', at);
    const close = source.indexOf('</squarespace:', at);
    const next = [start, close].filter((i) => i >= 0).sort((a, b) => a - b)[0];
    if (next === undefined) break;
    const commentEnd = htmlCommentEnd(source, next);
    if (commentEnd !== undefined) {
      // A tag the author commented out is markup of the comment: it runs nothing and is not checked.
      out += source.slice(at, commentEnd);
      at = commentEnd;
      continue;
    }
    out += source.slice(at, next);
    if (combo && source.slice(combo.after, next).trim() !== '') combo = undefined;

    if (next === close) {
      const end = /^<\/squarespace:([A-Za-z-]*)\s*>/.exec(source.slice(close, close + 64));
      const name = end?.[1] ?? '';
      const top = open.at(-1);
      if (!end) fail(close, 'A closing </squarespace:…> tag is not closed with >.');
      else if (top?.name === name) out += open.pop()!.close;
      else if (open.some((o) => o.name === name))
        fail(close, `</squarespace:${name}> closes a tag while <squarespace:${top!.name}> inside it is still open.`);
      else fail(close, `</squarespace:${name}> closes nothing: there is no open <squarespace:${name}> before it.`);
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
      warn(
        start,
        `<squarespace:${tag.name}> ignores the attribute${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; it reads ${[...allowed.required, ...allowed.optional].join(', ')}.`,
      );
    const a = tag.attributes;
    // A tag that holds a template: an inline navigation, a query, related items, a category.
    const container =
      !tag.selfClosing &&
      (tag.name === 'query' ||
        tag.name === 'related' ||
        tag.name === 'category' ||
        ((tag.name === 'navigation' || tag.name === 'folder-navigation') && a.template === undefined));
    // Tags without a template of their own may be written <tag ...></tag>: swallow that closing tag.
    if (!container && !tag.selfClosing) {
      const closing = new RegExp(`^\\s*</squarespace:${tag.name}\\s*>`).exec(source.slice(end, end + 200));
      if (closing) end += closing[0].length;
    }
    const line = lineAt(start);
    let replacement = '';
    let closeWith: string | undefined;
    if (!missing.length) {
      if (tag.name === 'navigation' || tag.name === 'folder-navigation') {
        const key =
          tag.name === 'navigation' ? `${RESERVED_KEYS.navigations}.${a.navigationId}` : RESERVED_KEYS.folderNavigation;
        if (tag.name === 'navigation' && !NAME.test(a.navigationId!))
          fail(start, 'navigationId must be a name (letters, digits, - and _).');
        else if (a.template !== undefined && !NAME.test(a.template))
          fail(start, 'template must name a block of blocks/ (letters, digits, - and _).');
        else if (a.template === undefined && tag.selfClosing)
          fail(
            start,
            `<squarespace:${tag.name}> needs a template attribute, or its template inline before </squarespace:${tag.name}>.`,
          );
        else {
          if (tag.name === 'navigation') references.push({ kind: 'navigation', name: a.navigationId!, line });
          if (a.template !== undefined) {
            references.push({ kind: 'block', name: a.template, line });
            replacement = `{.section ${key}}{@|apply ${a.template}.block}{.end}`;
          } else {
            replacement = `{.section ${key}}`;
            closeWith = '{.end}';
          }
        }
      } else if (tag.name === 'query') {
        const asked = a.limit === undefined ? 10 : Number(a.limit);
        const collectionBuilt = TEMPLATED_NAME.test(a.collection!);
        const filters = [a.category, a.tag].filter((f) => f !== undefined);
        const templated = collectionBuilt || filters.some((f) => attributeVariables(f).length > 0);
        if (open.some((o) => o.name === 'query'))
          fail(start, '<squarespace:query> cannot be inside another <squarespace:query>.');
        else if (tag.selfClosing)
          fail(start, '<squarespace:query> needs a template inside it and a closing </squarespace:query>.');
        else if (templated ? !attributeVariablesValid(a.collection!) : !NAME.test(collectionName(a.collection!)))
          fail(
            start,
            'collection must be the URL id of a collection (letters, digits, - and _), or one built from variables: collection="{collection.urlId}".',
          );
        else if (!filters.every(attributeVariablesValid))
          fail(
            start,
            'category and tag are text, or built from variables the template language reads: category="{collection.navigationTitle}".',
          );
        else if (!Number.isInteger(asked) || asked < 1)
          fail(start, `limit must be a whole number from 1 to ${MAX_QUERY_LIMIT}.`);
        else if (a.featured !== undefined && a.featured !== 'true' && a.featured !== 'false')
          fail(start, 'featured must be true or false.');
        else {
          if (asked > MAX_QUERY_LIMIT)
            warn(
              start,
              `limit ${asked} is more than ${MAX_QUERY_LIMIT}: the query shows the first ${MAX_QUERY_LIMIT}.`,
            );
          const spec: QuerySpec = {
            key: nextQueryKey(),
            collection: collectionBuilt ? a.collection! : collectionName(a.collection!),
            ...(templated ? { templated: true } : {}),
            limit: Math.min(asked, MAX_QUERY_LIMIT),
            featured: a.featured === 'true',
            ...(a.category ? { category: a.category } : {}),
            ...(a.tag ? { tag: a.tag } : {}),
          };
          queries.push(spec);
          replacement = openQuerySection(spec);
          closeWith = '{.end}';
        }
        // After a bad query tag its closing tag is dropped, so the one error is the one reported.
        if (!tag.selfClosing && closeWith === undefined) closeWith = '';
      } else if (tag.name === 'related') {
        const asked = a.limit === undefined ? undefined : Number(a.limit);
        if (tag.selfClosing)
          fail(start, '<squarespace:related> needs a template inside it and a closing </squarespace:related>.');
        else if (asked !== undefined && (!Number.isInteger(asked) || asked < 1))
          fail(start, `limit must be a whole number from 1 to ${MAX_RELATED_LIMIT}.`);
        else {
          if (asked !== undefined && asked > MAX_RELATED_LIMIT)
            warn(
              start,
              `limit ${asked} is more than ${MAX_RELATED_LIMIT}: the tag shows the first ${MAX_RELATED_LIMIT} related items.`,
            );
          related = true;
          const shown = asked === undefined ? '' : `.limit${Math.min(asked, MAX_RELATED_LIMIT)}`;
          replacement = `{.section ${RESERVED_KEYS.related}${shown}}`;
          closeWith = '{.end}';
        }
        if (!tag.selfClosing && closeWith === undefined) closeWith = '';
      } else if (tag.name === 'category') {
        const collection = a.collection;
        if (tag.selfClosing) {
          closeWith = undefined;
        } else if (collection === undefined) {
          // Its template reads the categories of the collection in scope (a list's or an item's collection).
          closeWith = '';
        } else if (
          !NAME.test(collectionName(collection)) &&
          !(TEMPLATED_NAME.test(collection) && attributeVariablesValid(collection))
        ) {
          fail(
            start,
            'collection must be the URL id of a collection (letters, digits, - and _), or one built from variables: collection="{collection.urlId}".',
          );
          closeWith = '';
        } else {
          // The named collection, read like a query's, whose categories and tags the template lists.
          const spec: QuerySpec = {
            key: nextQueryKey(),
            collection: collectionName(collection),
            ...(NAME.test(collectionName(collection)) ? {} : { templated: true }),
            limit: 1,
            featured: false,
          };
          queries.push(spec);
          replacement = openQuerySection(spec, 'collection');
          closeWith = '{.end}';
        }
      } else if (tag.name === 'block-field') {
        const columns = a.columns === undefined ? 12 : Number(a.columns);
        const templated = !NAME.test(a.id!);
        if (templated && !TEMPLATED_NAME.test(a.id!))
          fail(start, 'id must be a name (letters, digits, - and _), or one built from variables: id="notes-{id}".');
        else if (!Number.isInteger(columns) || columns < 1 || columns > 24)
          fail(start, 'columns must be a whole number from 1 to 24.');
        else {
          const classes = ['sqs-block-field', ...(a.class ? [a.class] : [])].join(' ');
          // A field named by an item holds no owner content here; it keeps its place and its id.
          const content = templated ? '' : `{${RESERVED_KEYS.blockFields}.${a.id}}`;
          replacement = `<div class="${classes}" data-block-field-id="${a.id}" data-columns="${columns}">${content}</div>`;
        }
      } else if (tag.name === 'script') {
        if (!SCRIPT_PATH.test(a.src!) || a.src!.includes('..'))
          fail(start, 'src must name a .js file in scripts/, e.g. src="site.js".');
        else {
          references.push({ kind: 'script', name: a.src!, line });
          // combo="false" or a templated combo ({.if …}true{.end}) loads the script on its own.
          const combined = a.combo === 'true';
          const loading = a.async !== undefined && a.async !== 'false' ? 'async' : 'defer';
          const script = (path: string) =>
            `<script ${loading} src="{${RESERVED_KEYS.themeUrl}}/${path}" nonce="{${RESERVED_KEYS.nonce}}"></script>`;
          if (combined && combo) {
            // Joins the script before it: one request for neighbouring combo scripts.
            combo.files.push(a.src!);
            const joined = script(`scripts-combo/${combo.files.join(',')}`);
            out =
              out.slice(0, combo.outIndex) + joined + out.slice(combo.outIndex).replace(/^<script[^>]*><\/script>/, '');
          } else {
            replacement = script(`scripts/${a.src}`);
            combo = combined ? { files: [a.src!], outIndex: out.length, after: end } : undefined;
          }
        }
      }
    } else if (container) closeWith = '';
    out += keepLines(source.slice(start, end), replacement);
    if (closeWith !== undefined) open.push({ name: tag.name, start, close: closeWith });
    if (combo) combo.after = end;
    at = end;
  }
  out += source.slice(at);
  for (const unclosed of open.reverse()) {
    fail(
      unclosed.start,
      `<squarespace:${unclosed.name}> is never closed: add </squarespace:${unclosed.name}> after its template.`,
    );
    out += unclosed.close;
  }
  return { template: withNonces(out), errors, warnings, queries, references, related };
}
