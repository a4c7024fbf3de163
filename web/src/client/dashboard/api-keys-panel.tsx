import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPES, API_KEY_SCOPE_NAMES, type ApiKeyScopeName } from '@atelier/partners';
import {
  CreateApiKeyDocument,
  OwnerApiKeysDocument,
  RevokeApiKeyDocument,
  type ApiKeyPartsFragment,
} from '../../graphql/generated/dashboard.ts';
import { setExplorerKey } from './api-explorer-key.ts';
import { API_EXPLORER_PANEL } from './dashboard-panels.ts';
import { LoadStatus } from './load-status.tsx';
import { PanelLink } from './panel-link.tsx';
import './api-keys-panel.css';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

/** A key just made: its secret, which nobody will see again once the owner moves on. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  return (
    <div className="api-key-new" role="status" data-testid="new-api-key">
      <p>
        <strong>{name}</strong>: copy this secret now. It is shown once; Atelier keeps only its hash.
      </p>
      <code className="api-key-secret">{secret}</code>
      <div className="api-key-new-actions">
        <PanelLink panel={API_EXPLORER_PANEL} className="button-secondary" onFollow={() => setExplorerKey(secret)}>
          Try it in the API explorer
        </PanelLink>
        <button type="button" className="button-secondary" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyPartsFragment; onRevoke(): void }) {
  return (
    <tr data-key-id={apiKey.id}>
      <td className="api-key-name">{apiKey.name}</td>
      <td data-label="Key">
        <code>{apiKey.secretStart}…</code>
      </td>
      <td data-label="Scopes" className="api-key-scopes">
        {apiKey.scopes.join(', ')}
      </td>
      <td data-label="Last used">{when(apiKey.lastUsedAt)}</td>
      <td className="api-key-state">
        {apiKey.revokedAt ? (
          `Revoked ${when(apiKey.revokedAt)}`
        ) : (
          <button type="button" className="link-button" onClick={onRevoke}>
            Revoke<span className="visually-hidden"> {apiKey.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * The site's API keys (docs/partners.md): a partner's server acts for the site with one, within its
 * scopes. A new key's secret is shown once; revoking stops it at once on every server.
 */
export function ApiKeysPanel() {
  const keys = useQuery(OwnerApiKeysDocument);
  const [create, creating] = useMutation(CreateApiKeyDocument, { refetchQueries: [OwnerApiKeysDocument] });
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      name: String(data.get('name') ?? ''),
      scopes: data.getAll('scopes').map(String) as ApiKeyScopeName[],
    };
    let secret: string | null | undefined;
    const found = await problemsOf(async () => {
      const payload = (await create({ variables: { input } })).data?.createApiKey;
      secret = payload?.secret;
      return payload;
    });
    setProblems(found);
    if (!found.length && secret) {
      setMade({ name: input.name.trim(), secret });
      form.reset();
    }
  };
  const revokeKey = async (apiKey: ApiKeyPartsFragment) => {
    if (!window.confirm(`Revoke “${apiKey.name}”? Requests with it are refused from now on.`)) return;
    setProblems(await problemsOf(async () => (await revoke({ variables: { id: apiKey.id } })).data?.revokeApiKey));
  };
  const list = keys.data?.site?.apiKeys ?? [];
  return (
    <section className="dashboard-panel" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="hint">
        A partner’s server sends a key as <code>Authorization: Bearer …</code> to <code>/graphql</code> and acts for
        this site within the key’s scopes. Try queries with a key in the{' '}
        <PanelLink panel={API_EXPLORER_PANEL}>API explorer</PanelLink>.
      </p>
      {made && <NewSecret {...made} onDone={() => setMade(null)} />}
      <LoadStatus what="API keys" loading={keys.loading} error={keys.error} loaded={Boolean(keys.data?.site)} />
      {list.length > 0 && (
        <table className="inventory-table api-keys-table" data-testid="api-keys">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Scopes</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">State</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => void revokeKey(apiKey)} />
            ))}
          </tbody>
        </table>
      )}
      <form className="api-key-form" onSubmit={submit} aria-label="New API key">
        <h3>New key</h3>
        <label>
          Name
          <input name="name" required maxLength={80} placeholder="Warehouse sync" />
        </label>
        <fieldset>
          <legend>Scopes</legend>
          {API_KEY_SCOPE_NAMES.map((scope) => (
            <label key={scope} className="check">
              <input type="checkbox" name="scopes" value={scope} /> {API_KEY_SCOPES[scope]}
            </label>
          ))}
        </fieldset>
        <button className="button-primary" type="submit" disabled={creating.loading}>
          Create key
        </button>
        <ProblemList problems={problems} />
      </form>
    </section>
  );
}
