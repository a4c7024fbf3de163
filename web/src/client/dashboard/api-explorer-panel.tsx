import './api-explorer-setup.ts';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEffect, useMemo, useRef, useState } from 'react';
import { costLine, explorerRequest, refusalCode } from './api-explorer-answer.ts';
import { explorerKey, setExplorerKey } from './api-explorer-key.ts';
import { useDebounced } from './use-debounced.ts';
import './api-explorer-panel.css';

const FIRST_QUERY = `# The key's scopes and three of the site's products
{
  apiKey { scopes }
  products(first: 3) {
    edges { node { id title } }
  }
}
`;

/**
 * GraphiQL keeps its tabs, history and headers in localStorage unless given a store: this one lives
 * as long as the page, so nothing the owner types (a key pasted into a query included) outlives it.
 */
function memoryStorage(): NonNullable<GraphiQLProps['storage']> {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

type Identity =
  | { kind: 'owner' }
  | { kind: 'checking' }
  | { kind: 'key'; scopes: string[] }
  | { kind: 'refused'; code: string; message: string };

/** Who a request from the explorer acts as: the owner without a key, else what the key itself answers. */
function useIdentity(key: string): Identity {
  const settled = useDebounced(key, 300);
  const [identity, setIdentity] = useState<Identity>({ kind: key ? 'checking' : 'owner' });
  useEffect(() => {
    if (!settled) return setIdentity({ kind: 'owner' });
    let current = true;
    setIdentity({ kind: 'checking' });
    void (async () => {
      try {
        const response = await fetch('/graphql', explorerRequest(settled, { query: '{ apiKey { scopes } }' }));
        const answer = (await response.json()) as {
          data?: { apiKey?: { scopes: string[] } | null };
          errors?: { message: string }[];
        };
        if (!current) return;
        const scopes = answer.data?.apiKey?.scopes;
        if (scopes) return setIdentity({ kind: 'key', scopes });
        const code = refusalCode(answer.errors) ?? String(response.status);
        setIdentity({ kind: 'refused', code, message: answer.errors?.[0]?.message ?? 'The key was not accepted.' });
      } catch {
        if (current)
          setIdentity({ kind: 'refused', code: 'NETWORK', message: 'No answer just now. Check your connection.' });
      }
    })();
    return () => {
      current = false;
    };
  }, [settled]);
  return settled === key ? identity : { kind: 'checking' };
}

function IdentityLine({ identity }: { identity: Identity }) {
  switch (identity.kind) {
    case 'owner':
      return (
        <p className="api-explorer-identity" data-testid="explorer-identity">
          No key: queries run as you, the signed-in owner, with everything your dashboard may see and do.
        </p>
      );
    case 'checking':
      return (
        <p className="api-explorer-identity" data-testid="explorer-identity" aria-busy="true">
          Checking the key…
        </p>
      );
    case 'key':
      return (
        <p className="api-explorer-identity" data-testid="explorer-identity">
          Queries run as a partner with this key. Its scopes:{' '}
          <strong data-testid="explorer-scopes">{identity.scopes.join(', ')}</strong>
        </p>
      );
    case 'refused':
      return (
        <p className="api-explorer-identity api-explorer-refused" data-testid="explorer-identity" role="alert">
          This key is refused ({identity.code}): {identity.message}
        </p>
      );
  }
}

/**
 * GraphiQL on /graphql (docs/partners.md): a key pasted or handed over from the API keys panel is
 * sent as a partner's server sends it, kept in this page's memory only; without one the queries run
 * as the signed-in owner. Each answer's cost and the key's bucket are shown above the editors.
 */
export function ApiExplorerPanel() {
  const [key, setKey] = useState(explorerKey);
  const identity = useIdentity(key);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;
  const storage = useMemo(memoryStorage, []);
  // One fetcher for the page's life: GraphiQL asks for the schema again whenever its fetcher changes.
  const fetcher = useMemo<GraphiQLProps['fetcher']>(
    () => async (params) => {
      const response = await fetch('/graphql', explorerRequest(keyRef.current, params));
      const answer = (await response.json()) as { errors?: unknown; extensions?: unknown };
      if (params.operationName !== 'IntrospectionQuery') {
        const refused = refusalCode(answer.errors);
        setLastAnswer(
          costLine(answer.extensions) ??
            (response.ok ? 'Answered; a request without a key has no cost.' : `Refused: ${refused ?? response.status}`),
        );
      }
      return answer as Awaited<ReturnType<GraphiQLProps['fetcher']>>;
    },
    [],
  );
  const changeKey = (value: string) => {
    setKey(value.trim());
    setExplorerKey(value);
    setLastAnswer(null);
  };
  return (
    <section className="dashboard-panel api-explorer" aria-labelledby="api-explorer-title">
      <h2 id="api-explorer-title">API explorer</h2>
      <p className="hint">
        Try the partner API of <code>/graphql</code>: write a query and run it with ▶ (or Ctrl+Enter); the book at the
        left opens the documentation of every type and field.
      </p>
      <div className="api-explorer-key">
        <label>
          API key
          <input
            name="api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="atk_… (empty: run as yourself)"
            value={key}
            onChange={(event) => changeKey(event.target.value)}
          />
        </label>
        {key && (
          <button type="button" className="button-secondary" onClick={() => changeKey('')}>
            Forget key
          </button>
        )}
      </div>
      <IdentityLine identity={identity} />
      <p className="api-explorer-cost" data-testid="explorer-cost" aria-live="polite">
        {lastAnswer ?? 'Each answer’s cost shows here.'}
      </p>
      <div className="api-explorer-frame">
        <GraphiQL
          fetcher={fetcher}
          storage={storage}
          defaultQuery={FIRST_QUERY}
          isHeadersEditorEnabled={false}
          forcedTheme="light"
        >
          <GraphiQL.Logo>Atelier API</GraphiQL.Logo>
        </GraphiQL>
      </div>
    </section>
  );
}
