import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { OwnerSitesDocument, type OwnerSiteRowFragment } from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';
import { NewSiteForm } from './new-site-form.tsx';
import { OpenDashboardLink } from './open-dashboard-link.tsx';
import { SitePlan } from './site-plan.tsx';
import { domainAddresses, shownAddress, siteAddress } from './site-addresses.ts';
import { dayText } from './subscription-labels.ts';
import './sites-panel.css';

/**
 * The owner's sites: each with its address, when it was made and (later) its plan and billing, and
 * a way to its dashboard; and the form for a new one. The menu's "Your sites", and what an owner
 * sees at /admin on a host that is not one of their sites.
 */
export function SitesPanel() {
  const { data, loading, error } = useQuery(OwnerSitesDocument);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<OwnerSiteRowFragment | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const sites = data?.me?.websites ?? [];
  return (
    <section className="dashboard-panel sites-panel" aria-labelledby="sites-title">
      <div className="panel-row panel-head">
        <h2 id="sites-title">Your sites</h2>
        {!creating && (
          <button
            ref={newButton}
            type="button"
            className="button-primary"
            onClick={() => {
              setMade(null);
              setCreating(true);
            }}
          >
            New site
          </button>
        )}
      </div>
      <p className="hint sites-intro">Each site has its own address, and its own dashboard there.</p>
      {made && <SiteCreated site={made} />}
      {creating && (
        <NewSiteForm
          onCancel={() => {
            setCreating(false);
            requestAnimationFrame(() => newButton.current?.focus());
          }}
          onCreated={(site) => {
            setMade(site);
            setCreating(false);
          }}
        />
      )}
      <LoadStatus what="sites" loading={loading} error={error} loaded={Boolean(data?.me)} />
      {data?.me &&
        (sites.length ? (
          <SitesTable sites={sites} currentSiteId={data.site?.id} />
        ) : (
          <p className="cart-status">You have no sites yet. Start one with New site.</p>
        ))}
    </section>
  );
}

function SitesTable({ sites, currentSiteId }: { sites: readonly OwnerSiteRowFragment[]; currentSiteId?: string }) {
  return (
    <div className="table-scroll">
      <table className="inventory-table sites-table" data-testid="sites">
        <caption className="visually-hidden">Your sites</caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Address</th>
            <th scope="col">Created</th>
            <th scope="col">Plan and billing</th>
            <th scope="col">
              <span className="visually-hidden">Dashboard</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => {
            const address = siteAddress(site.slug, window.location);
            return (
              <tr key={site.id} data-site-id={site.id}>
                <th scope="row">
                  {site.title}
                  {site.id === currentSiteId && <span className="type-tag site-here">This address</span>}
                </th>
                <td data-label="Address">
                  <ul className="site-addresses">
                    {[address, ...domainAddresses(site.domains, window.location)].map((href) => (
                      <li key={href}>
                        <a href={href}>{shownAddress(href)}</a>
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Created">
                  <time dateTime={site.createdAt}>{dayText(site.createdAt)}</time>
                </td>
                <td data-label="Plan and billing" className="site-plan">
                  <SitePlan billing={site.billing} />
                </td>
                <td className="site-open">
                  <OpenDashboardLink className="button-secondary" websiteId={site.id} slug={site.slug}>
                    Open dashboard<span className="visually-hidden"> of {site.title}</span>
                  </OpenDashboardLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the form leaves once a site is made: where it is, and the way to its dashboard. */
function SiteCreated({ site }: { site: OwnerSiteRowFragment }) {
  const address = siteAddress(site.slug, window.location);
  return (
    <div className="site-created" role="status" data-testid="site-created">
      <p>
        <strong>{site.title}</strong> is ready at <a href={address}>{shownAddress(address)}</a>, with an empty shop,
        blog and About page.
      </p>
      <OpenDashboardLink className="button-primary" websiteId={site.id} slug={site.slug}>
        Open its dashboard
      </OpenDashboardLink>
    </div>
  );
}
