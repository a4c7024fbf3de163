import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { languageOf } from './theme-languages.ts';
import './theme-editor.css';

export interface LineProblem {
  line: number | null;
  message: string;
}

/** A problem at its line of the document (a problem of the whole file at its first line). */
function diagnosticsOf(state: EditorState, problems: readonly LineProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = state.doc.line(Math.min(Math.max(problem.line ?? 1, 1), state.doc.lines));
    return { from: line.from, to: line.to, severity: 'error', message: problem.message };
  });
}

/**
 * One file of the theme in CodeMirror 6, highlighted by its kind, with the check's problems marked
 * at their lines. The document is the editor's own while the file is open; each change is reported.
 */
export function ThemeCodeEditor({
  path,
  text,
  problems,
  onChange,
}: {
  path: string;
  text: string;
  problems: readonly LineProblem[];
  onChange(text: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // A new file is a new editor state (its own history and language); the text it opens with is the file's then.
  useEffect(() => {
    const state = EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        lintGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.lineWrapping,
        // Where a browser lacks constructed stylesheets CodeMirror writes a <style> element, which the CSP lets in by its nonce.
        EditorView.cspNonce.of(document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''),
        EditorView.contentAttributes.of({ 'aria-label': `Text of ${path}` }),
        languageOf(path),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // The text is read when a file opens; later texts are the editor's own.
  }, [path]);

  useEffect(() => {
    const current = view.current;
    if (current) current.dispatch(setDiagnostics(current.state, diagnosticsOf(current.state, problems)));
  }, [problems, path]);

  return <div className="theme-code" ref={host} data-testid="theme-code" data-path={path} />;
}
