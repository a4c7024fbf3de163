import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SHIPPED_THEME_LABELS, SHIPPED_THEMES } from '@atelier/theme/shipped';
import { OwnerThemeDocument, UseShippedThemeDocument } from '../../graphql/generated/dashboard.ts';
import { crumbCookie } from '../shared/crumb-cookie.ts';
import { TEMPLATES_PANEL } from './dashboard-panels.ts';
import { LoadStatus } from './load-status.tsx';
import { PanelLink } from './panel-link.tsx';

interface Problem {
  file: string;
  line: number | null;
  message: string;
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; problems: Problem[] };

const SHIPPED = SHIPPED_THEMES.map((key) => ({
  key,
  name: SHIPPED_THEME_LABELS[key].name,
  label: `${SHIPPED_THEME_LABELS[key].name} — ${SHIPPED_THEME_LABELS[key].look}`,
}));

/** The site's theme: a shipped one, or a zip of a theme folder (checked like theme:check first). */
export function ThemePanel() {
  const { data, loading, error, refetch } = useQuery(OwnerThemeDocument);
  const site = data?.site;
  if (!site) {
    return (
      <section className="dashboard-panel" aria-labelledby="theme-title">
        <h2 id="theme-title">Theme</h2>
        <LoadStatus what="theme" loading={loading} error={error} loaded={false} />
      </section>
    );
  }
  return <ThemeForm themeName={site.themeName} theme={site.theme} onChanged={() => void refetch()} />;
}

function ThemeForm({ themeName, theme, onChanged }: { themeName: string; theme: string; onChanged(): void }) {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const [useShipped, shipped] = useMutation(UseShippedThemeDocument);
  const importZip = async () => {
    if (!file) return setState({ kind: 'failed', message: 'Choose a zip of your theme folder.', problems: [] });
    setState({ kind: 'busy' });
    try {
      const response = await fetch('/admin/theme', {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'application/zip', 'x-csrf-token': crumbCookie() },
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; problems?: Problem[] };
      if (!response.ok)
        return setState({
          kind: 'failed',
          message: body.message ?? `The import failed (${response.status}).`,
          problems: body.problems ?? [],
        });
      setState({ kind: 'done', message: 'Imported. Your site now uses this theme.' });
      onChanged();
    } catch {
      setState({
        kind: 'failed',
        message: 'The theme could not be sent. Check your connection and try again.',
        problems: [],
      });
    }
  };
  return (
    <section className="dashboard-panel" aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <p>
        Your site uses{' '}
        <strong data-testid="theme-name">{SHIPPED.find((s) => s.key === theme)?.name ?? themeName}</strong>
        {SHIPPED.some((s) => s.key === theme) ? ', a shipped theme.' : ', a theme of your own.'}{' '}
        <PanelLink panel={TEMPLATES_PANEL}>Edit its templates</PanelLink>
      </p>
      <div className="panel-row">
        <label>
          Shipped themes
          <select
            value={SHIPPED.some((s) => s.key === theme) ? theme : ''}
            disabled={shipped.loading}
            onChange={async (event) => {
              if (!event.target.value) return;
              const { data } = await useShipped({ variables: { name: event.target.value } });
              if (!data?.useShippedTheme.userErrors.length) onChanged();
            }}
          >
            <option value="">Choose…</option>
            {SHIPPED.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="panel-row">
        <label>
          Import a theme (a zip of its folder, up to 10 MB)
          <input
            type="file"
            accept=".zip,application/zip"
            data-testid="theme-zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="button" className="button-primary" onClick={importZip} disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? 'Checking the theme…' : 'Import theme'}
        </button>
      </div>
      {state.kind === 'done' && (
        <p className="form-note" role="status">
          {state.message} <a href="/">View site</a>
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="form-error" role="alert" data-testid="theme-problems">
          <p>{state.message}</p>
          {state.problems.length > 0 && (
            <ul>
              {state.problems.map((p, i) => (
                <li key={i}>
                  <code>
                    {p.file}
                    {p.line ? `:${p.line}` : ''}
                  </code>{' '}
                  {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
