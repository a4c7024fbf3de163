import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { AddDomainDocument, OwnerDomainsDocument, RemoveDomainDocument } from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';

/** The addresses that serve the site: its <slug>.localhost and any custom domains. */
export function DomainsPanel() {
  const owned = useQuery(OwnerDomainsDocument);
  const site = owned.data?.site;
  const [add, adding] = useMutation(AddDomainDocument);
  const [remove] = useMutation(RemoveDomainDocument);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const domain = String(new FormData(form).get('domain') ?? '');
    const { data } = await add({ variables: { domain } });
    const [problem] = data?.addDomain.userErrors ?? [];
    setError(problem?.message ?? '');
    if (!problem) form.reset();
  };
  return (
    <section className="dashboard-panel" aria-labelledby="domains-title">
      <h2 id="domains-title">Addresses</h2>
      <LoadStatus what="addresses" loading={owned.loading} error={owned.error} loaded={Boolean(site)} />
      <ul className="content-list-plain">
        {site && (
          <li>
            <code>{site.slug}.localhost</code> <span className="hint">(always)</span>
          </li>
        )}
        {site?.domains.map((domain) => (
          <li key={domain}>
            <code>{domain}</code>
            <button type="button" className="link-button" onClick={() => void remove({ variables: { domain } })}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form className="panel-row" onSubmit={submit}>
        <label>
          Custom domain
          <input name="domain" placeholder="shop.example.com" required maxLength={253} />
        </label>
        <button className="button-secondary" type="submit" disabled={adding.loading}>
          Add domain
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
