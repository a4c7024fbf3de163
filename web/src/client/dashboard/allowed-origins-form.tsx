import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SetContentSecurityOriginsDocument } from '../../graphql/generated/dashboard.ts';

/** What each directive lets an origin serve, in the owner's words, in the order the select offers them. */
const DIRECTIVES = [
  ['font-src', 'Fonts'],
  ['style-src', 'Stylesheets'],
  ['script-src', 'Scripts'],
  ['img-src', 'Images'],
  ['media-src', 'Audio and video'],
  ['frame-src', 'Embedded pages'],
  ['connect-src', 'Data requests'],
] as const;
const MAX_ROWS = 20;

interface Row {
  key: number;
  directive: string;
  origin: string;
}
type Problems = Map<string, string>;

let nextKey = 0;
const rowOf = (origin: { directive: string; origin: string }): Row => ({ key: nextKey++, ...origin });

/**
 * The origins the site's pages may load from beyond Atelier's own: what a theme needs that its
 * template.conf does not declare (a web font, a script CDN). Saved as one list; the server refuses
 * a row that is no https origin, and nothing changes until every row is right.
 */
export function AllowedOriginsForm({ saved }: { saved: readonly { directive: string; origin: string }[] }) {
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const [problems, setProblems] = useState<Problems>(new Map());
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { loading }] = useMutation(SetContentSecurityOriginsDocument);
  const change = (key: number, part: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const origins = rows.map(({ directive, origin }) => ({ directive, origin }));
    const { data } = await save({ variables: { origins } });
    const answer = data?.setContentSecurityOrigins;
    if (!answer?.website) {
      const byRow: Problems = new Map();
      for (const error of answer?.userErrors ?? []) {
        const [, index, part] = error.field ?? [];
        byRow.set(index !== undefined ? `${index}:${part}` : 'list', error.message);
      }
      setProblems(byRow);
      setNote({ ok: false, text: 'Nothing was saved: correct the origins marked below.' });
      return;
    }
    setProblems(new Map());
    setRows(answer.website.contentSecurityOrigins.map(rowOf));
    setNote({
      ok: true,
      text: answer.website.contentSecurityOrigins.length
        ? 'Saved: your pages may load from these origins.'
        : 'Saved: your pages load only from Atelier and what your theme declares.',
    });
  };

  return (
    <form className="site-setting allowed-origins" onSubmit={submit} aria-labelledby="allowed-origins-title">
      <h3 id="allowed-origins-title">Allowed origins</h3>
      <p className="hint">
        Your pages load only from Atelier and the origins your theme declares in its template.conf. Add an origin your
        theme needs beyond those, such as a web font host: https only, and only its first part may be <code>*.</code>{' '}
        for its subdomains. At most {MAX_ROWS}.
      </p>
      {rows.length === 0 && <p className="cart-status">No origins allowed beyond your theme’s.</p>}
      <ul className="allowed-origin-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="allowed-origin-row" data-testid="allowed-origin">
            <label>
              Loads
              <select value={row.directive} onChange={(e) => change(row.key, { directive: e.target.value })}>
                {DIRECTIVES.map(([directive, label]) => (
                  <option key={directive} value={directive}>
                    {label} ({directive})
                  </option>
                ))}
              </select>
            </label>
            <label className="grow">
              From
              <input
                type="url"
                inputMode="url"
                spellCheck={false}
                placeholder="https://fonts.example.com"
                value={row.origin}
                aria-invalid={problems.has(`${index}:origin`) || undefined}
                onChange={(e) => change(row.key, { origin: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            >
              Remove
            </button>
            {[problems.get(`${index}:directive`), problems.get(`${index}:origin`)].filter(Boolean).map((text) => (
              <p key={text} className="form-error allowed-origin-error" role="alert">
                {text}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {problems.has('list') && (
        <p className="form-error" role="alert">
          {problems.get('list')}
        </p>
      )}
      <div className="panel-row">
        <button
          type="button"
          className="button-secondary"
          disabled={rows.length >= MAX_ROWS}
          onClick={() => setRows((current) => [...current, rowOf({ directive: 'font-src', origin: '' })])}
        >
          Add an origin
        </button>
        <button className="button-primary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save origins'}
        </button>
      </div>
      {note && (
        <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
