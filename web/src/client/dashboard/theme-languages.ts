import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { json } from '@codemirror/lang-json';
import { StreamLanguage } from '@codemirror/language';
import { less } from '@codemirror/legacy-modes/mode/css';
import {
  Decoration,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import type { Extension } from '@codemirror/state';

/** The files of a theme folder that are templates of the JSON-template language (HTML with directives). */
const TEMPLATE_EXTENSIONS = new Set(['region', 'block', 'list', 'item', 'page', 'html']);

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/**
 * The template language's directives ({.section x}, {.end}, {@|apply a.block}, {title|safe}) marked
 * over the HTML highlighting: a template is HTML to every other tool, and the directives are what
 * an owner looks for.
 */
const directives = new MatchDecorator({
  regexp: /\{[.@#a-zA-Z_$][^{}\n]*\}/g,
  decoration: (match) =>
    Decoration.mark({ class: match[0].startsWith('{.') ? 'cm-template-directive' : 'cm-template-variable' }),
});

const templateDirectives = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = directives.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = directives.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** The highlighting of a theme file by its kind: templates, JSON (template.conf, collections), LESS and CSS. */
export function languageOf(path: string): Extension {
  const extension = extensionOf(path);
  if (TEMPLATE_EXTENSIONS.has(extension)) return [html(), templateDirectives];
  if (extension === 'conf' || extension === 'json') return json();
  if (extension === 'less') return StreamLanguage.define(less);
  if (extension === 'css') return css();
  return [];
}

/** What the editor names the kind of a file, beside its path. */
export function languageName(path: string): string {
  const extension = extensionOf(path);
  if (TEMPLATE_EXTENSIONS.has(extension)) return 'Template';
  if (extension === 'conf' || extension === 'json') return 'JSON';
  if (extension === 'less') return 'LESS';
  if (extension === 'css') return 'CSS';
  return 'Text';
}
