import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  RollBackThemeDocument,
  ThemeVersionSourceDocument,
  type ThemeVersionRowFragment,
} from '../../graphql/generated/dashboard.ts';
import { diffThemes, withContext, type FileDiff } from './theme-diff.ts';

const ORIGIN = { IMPORT: 'Imported', EDITOR: 'Saved in the editor' } as const;
const savedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The site's saved versions: who saved each and when, a diff between two, and roll back to one. */
export function ThemeVersions({
  versions,
  unsavedFiles,
  onPublished,
}: {
  versions: readonly ThemeVersionRowFragment[];
  /** How many files the editor holds unsaved changes to: a roll back would drop them, so it asks first. */
  unsavedFiles: number;
  onPublished(text: string): void;
}) {
  const client = useApolloClient();
  const [rollBack, rolling] = useMutation(RollBackThemeDocument);
  const [refusal, setRefusal] = useState('');
  const [asking, setAsking] = useState<ThemeVersionRowFragment | null>(null);
  const [from, setFrom] = useState(versions[1]?.id ?? '');
  const [to, setTo] = useState(versions[0]?.id ?? '');
  const [diff, setDiff] = useState<FileDiff[] | null>(null);

  const compare = async () => {
    const sources = await Promise.all(
      [from, to].map((theme) =>
        client.query({ query: ThemeVersionSourceDocument, variables: { theme }, fetchPolicy: 'cache-first' }),
      ),
    );
    const [older, newer] = sources.map((s) => s.data?.site?.themeSource?.files ?? []);
    setDiff(diffThemes(older!, newer!));
  };
  const restore = async (version: ThemeVersionRowFragment) => {
    setAsking(null);
    const { data } = await rollBack({ variables: { versionId: version.id } });
    const [problem] = data?.rollBackTheme.userErrors ?? [];
    setRefusal(problem?.message ?? '');
    if (!problem) onPublished(`Version ${version.number} is published again.`);
  };
  if (!versions.length)
    return (
      <section className="theme-versions" aria-labelledby="theme-versions-title">
        <h3 id="theme-versions-title">Versions</h3>
        <p className="hint">Each save is kept as a version you can compare and return to.</p>
      </section>
    );
  const nameOf = (id: string) => `Version ${versions.find((v) => v.id === id)?.number ?? '?'}`;
  return (
    <section className="theme-versions" aria-labelledby="theme-versions-title">
      <h3 id="theme-versions-title">Versions</h3>
      <ol className="theme-version-list" data-testid="theme-versions">
        {versions.map((version) => (
          <li key={version.id} className="theme-version" data-version={version.number}>
            <div>
              <strong>Version {version.number}</strong>
              {version.published && <span className="type-tag theme-live">Published</span>}
              <p className="hint">
                {ORIGIN[version.origin]} by {version.savedBy?.name ?? 'an earlier owner'} · {savedAt(version.savedAt)}
              </p>
            </div>
            {!version.published && (
              <button
                type="button"
                className="button-secondary"
                disabled={rolling.loading}
                onClick={() => (unsavedFiles > 0 ? setAsking(version) : void restore(version))}
              >
                Roll back to version {version.number}
              </button>
            )}
          </li>
        ))}
      </ol>
      {asking && (
        <div className="theme-discard-warning" role="alertdialog" aria-labelledby="theme-discard-title">
          <p id="theme-discard-title">
            You have unsaved changes to {unsavedFiles} {unsavedFiles === 1 ? 'file' : 'files'}. Rolling back to version{' '}
            {asking.number} discards them.
          </p>
          <div className="panel-actions">
            <button type="button" className="button-secondary" onClick={() => setAsking(null)}>
              Keep editing
            </button>
            <button type="button" className="button-primary" onClick={() => void restore(asking)}>
              Discard changes and roll back
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      {versions.length > 1 && (
        <form
          className="panel-row"
          onSubmit={(event) => {
            event.preventDefault();
            void compare();
          }}
        >
          <label>
            Compare
            <select name="from" value={from} onChange={(event) => setFrom(event.target.value)}>
              {versions.map((v) => (
                <option key={v.id} value={v.id}>
                  Version {v.number}
                </option>
              ))}
            </select>
          </label>
          <label>
            with
            <select name="to" value={to} onChange={(event) => setTo(event.target.value)}>
              {versions.map((v) => (
                <option key={v.id} value={v.id}>
                  Version {v.number}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-secondary">
            Show changes
          </button>
        </form>
      )}
      {diff && (
        <div
          className="theme-diff"
          data-testid="theme-diff"
          aria-label={`Changes from ${nameOf(from)} to ${nameOf(to)}`}
        >
          {diff.length === 0 && <p className="hint">The two versions have the same files.</p>}
          {diff.map((file) => (
            <details key={file.path} open>
              <summary>
                <code>{file.path}</code> <span className="type-tag">{file.status}</span>
              </summary>
              <pre>
                {withContext(file.lines).map((line, i) =>
                  line === null ? (
                    <span key={i} className="diff-gap">
                      ⋯{'\n'}
                    </span>
                  ) : (
                    <span key={i} className={`diff-${line.kind}`}>
                      {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
                      {line.text}
                      {'\n'}
                    </span>
                  ),
                )}
              </pre>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
