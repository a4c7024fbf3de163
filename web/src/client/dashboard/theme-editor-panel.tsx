import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CheckThemeEditsDocument,
  PreviewThemeEditsDocument,
  SaveThemeEditsDocument,
  ThemeEditorDocument,
  type ThemeEditorQuery,
} from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';
import { ThemeCodeEditor } from './theme-code-editor.tsx';
import { ThemeFileTree } from './theme-file-tree.tsx';
import { languageName } from './theme-languages.ts';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeVersions } from './theme-versions.tsx';
import { useDebounced } from './use-debounced.ts';
import { typedSinceSave } from './typed-since-save.ts';

type Source = NonNullable<NonNullable<ThemeEditorQuery['site']>['themeSource']>;
type Versions = NonNullable<ThemeEditorQuery['site']>['themeVersions'];

interface Problem {
  file: string;
  line: number | null;
  message: string;
}

/** The file an editor opens first: the site's main region (site.region, main.region) when there is one, else a region, else its first text file. */
function firstFile(source: Source): string {
  const texts = source.files.filter((f) => f.text !== null).map((f) => f.path);
  return (
    texts.find((p) => p === 'site.region' || p === 'main.region') ??
    texts.find((p) => p.endsWith('.region')) ??
    texts[0] ??
    ''
  );
}

/** The template editor: the site's theme in CodeMirror, checked as it is typed, previewed, saved as versions. */
export function ThemeEditorPanel() {
  const { data, loading, error, refetch } = useQuery(ThemeEditorDocument, {
    variables: { theme: null },
    fetchPolicy: 'network-only',
  });
  const site = data?.site;
  // Told above the editor, which opens afresh on the version just published.
  const [published, setPublished] = useState('');
  // What was typed while a save was on its way: the new version's editor starts with it, not without it.
  const [carried, setCarried] = useState<{ edits: Record<string, string>; open: string } | null>(null);
  return (
    <section className="dashboard-panel theme-editor" aria-labelledby="theme-editor-title">
      <h2 id="theme-editor-title">Template editor</h2>
      <LoadStatus what="theme" loading={loading} error={error} loaded={Boolean(site?.themeSource)} />
      {published && (
        <p className="form-note" role="status" data-testid="theme-published">
          {published} <a href="/">View site</a>
        </p>
      )}
      {site?.themeSource && (
        <ThemeEditor
          key={site.themeSource.theme}
          source={site.themeSource}
          versions={site.themeVersions}
          carried={carried}
          onPublished={(text, kept) => {
            setPublished(text);
            setCarried(kept ?? null);
            void refetch();
          }}
        />
      )}
    </section>
  );
}

function ThemeEditor({
  source,
  versions,
  carried,
  onPublished,
}: {
  source: Source;
  versions: Versions;
  /** Edits typed while the save that made this version was on its way, and the file that was open. */
  carried: { edits: Record<string, string>; open: string } | null;
  onPublished(text: string, kept?: { edits: Record<string, string>; open: string }): void;
}) {
  const [open, setOpen] = useState(() =>
    carried && source.files.some((f) => f.path === carried.open) ? carried.open : firstFile(source),
  );
  const [edits, setEdits] = useState<Record<string, string>>(() => carried?.edits ?? {});
  // The edits as they are now, for a save's answer that arrives after more typing.
  const latest = useRef({ edits, open });
  latest.current = { edits, open };
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'failed'; text: string } | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [check] = useMutation(CheckThemeEditsDocument);
  const [preview, previewing] = useMutation(PreviewThemeEditsDocument);
  const [save, saving] = useMutation(SaveThemeEditsDocument);

  const original = useMemo(() => new Map(source.files.map((f) => [f.path, f.text])), [source]);
  const changes = Object.entries(edits)
    .filter(([path, text]) => original.get(path) !== text)
    .map(([path, text]) => ({ path, text }));
  const input = { base: source.theme, changes };

  // The check of the whole theme with the changes, once typing pauses: the import's own check, on the server.
  const settled = useDebounced(edits, 600);
  const asked = useRef(0);
  useEffect(() => {
    const ask = ++asked.current;
    const pending = Object.entries(settled)
      .filter(([path, text]) => original.get(path) !== text)
      .map(([path, text]) => ({ path, text }));
    if (!pending.length) {
      setProblems([]);
      return;
    }
    setChecking(true);
    void check({ variables: { input: { base: source.theme, changes: pending } } })
      .then(({ data }) => {
        if (ask !== asked.current) return;
        const answer = data?.checkThemeEdits;
        setProblems(
          answer
            ? [...answer.problems, ...answer.userErrors.map((e) => ({ file: '', line: null, message: e.message }))]
            : [],
        );
      })
      .catch(
        () =>
          ask === asked.current &&
          setNotice({ kind: 'failed', text: 'The check could not reach Atelier. Check your connection.' }),
      )
      .finally(() => ask === asked.current && setChecking(false));
  }, [settled, original, source.theme, check]);

  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of problems) counts.set(p.file, (counts.get(p.file) ?? 0) + 1);
    return counts;
  }, [problems]);
  const openProblems = useMemo(() => problems.filter((p) => p.file === open), [problems, open]);
  const text = edits[open] ?? original.get(open) ?? '';

  const runPreview = async () => {
    const { data } = await preview({ variables: { input } });
    const answer = data?.previewThemeEdits;
    if (answer?.previewId) {
      setPreviewId(answer.previewId);
      setNotice(null);
    } else {
      setProblems(answer?.problems ?? []);
      setNotice({ kind: 'failed', text: answer?.userErrors[0]?.message ?? 'The preview could not be made.' });
    }
  };
  const runSave = async () => {
    const sent = new Map(changes.map((c) => [c.path, c.text]));
    const { data } = await save({ variables: { input } });
    const answer = data?.saveThemeEdits;
    if (answer?.version) {
      onPublished(`Saved as version ${answer.version.number}. Your site now uses it.`, {
        edits: typedSinceSave(latest.current.edits, sent, original),
        open: latest.current.open,
      });
    } else {
      setProblems(answer?.problems ?? []);
      setNotice({ kind: 'failed', text: answer?.userErrors[0]?.message ?? 'The theme could not be saved.' });
    }
  };

  return (
    <>
      <div className="panel-row panel-head theme-editor-head">
        <p className="theme-editor-status" role="status" data-testid="theme-editor-status">
          {changes.length === 0
            ? 'No unsaved changes.'
            : checking
              ? 'Checking…'
              : problems.length
                ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to fix before saving.`
                : `${changes.length} ${changes.length === 1 ? 'file' : 'files'} changed, no problems.`}
        </p>
        <div className="panel-actions">
          <button
            type="button"
            className="button-secondary"
            disabled={!changes.length}
            onClick={() => {
              setEdits({});
              setPreviewId(null);
              setNotice(null);
            }}
          >
            Discard changes
          </button>
          <button
            type="button"
            className="button-primary"
            disabled={!changes.length || saving.loading || problems.length > 0 || checking}
            onClick={() => void runSave()}
          >
            {saving.loading ? 'Saving…' : 'Save as new version'}
          </button>
        </div>
      </div>
      {notice && (
        <p className="form-error" role="alert">
          {notice.text}
        </p>
      )}
      <div className="theme-editor-body">
        <ThemeFileTree
          files={source.files}
          open={open}
          changed={new Set(changes.map((c) => c.path))}
          problemCounts={problemCounts}
          onOpen={setOpen}
        />
        <div className="theme-editor-main">
          <p className="theme-editor-file">
            <code>{open}</code> <span className="type-tag">{languageName(open)}</span>
          </p>
          <ThemeCodeEditor
            path={open}
            text={text}
            problems={openProblems}
            onChange={(next) => setEdits((current) => ({ ...current, [open]: next }))}
          />
          {problems.length > 0 && (
            <ul className="theme-problems" data-testid="theme-editor-problems" aria-label="Problems">
              {problems.map((p, i) => (
                <li key={i}>
                  <button type="button" className="link-button" onClick={() => p.file && setOpen(p.file)}>
                    <code>
                      {p.file}
                      {p.line ? `:${p.line}` : ''}
                    </code>
                  </button>{' '}
                  {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ThemePreview previewId={previewId} busy={previewing.loading} onPreview={() => void runPreview()} />
      <ThemeVersions versions={versions} unsavedFiles={changes.length} onPublished={(text) => onPublished(text)} />
    </>
  );
}
