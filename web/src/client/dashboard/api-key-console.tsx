import { useState } from 'react';

const FIRST_QUERY = `{
  apiKey { scopes }
  products(first: 3) { edges { node { id title } } }
}`;

/**
 * A query run with the key just made, as a partner's server would send it: its own Authorization
 * header and none of the owner's cookies, so the answer (its scopes, its refusals, extensions.cost)
 * is what the partner will get.
 */
export function ApiKeyConsole({ secret }: { secret: string }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [answer, setAnswer] = useState('');
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query }),
      });
      setAnswer(`${response.status}\n${JSON.stringify(await response.json(), null, 2)}`);
    } catch {
      setAnswer('That did not work just now. Check your connection and try again.');
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="api-key-console">
      <label>
        Try it: a query with this key
        <textarea
          name="query"
          rows={5}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          spellCheck={false}
        />
      </label>
      <button type="button" className="button-secondary" onClick={() => void run()} disabled={running}>
        Run
      </button>
      {answer && (
        <pre className="api-key-answer" data-testid="api-key-answer">
          {answer}
        </pre>
      )}
    </div>
  );
}
