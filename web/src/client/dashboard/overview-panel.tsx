import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument } from '../../graphql/generated/dashboard.ts';
import { DASHBOARD_PANELS, SITES_PANEL } from './dashboard-panels.ts';
import { PANEL_GROUPS } from './dashboard-nav.tsx';
import { PanelLink } from './panel-link.tsx';
import { shownAddress, siteDashboard } from './site-addresses.ts';

/** /admin itself: every other panel with a line on what it holds, and the owner's other sites. */
export function OverviewPanel() {
  // The frame's own query: answered from the cache.
  const { data } = useQuery(AdminDashboardDocument);
  const elsewhere = data?.me?.websites.filter((website) => website.id !== data.site?.id) ?? [];
  return (
    <section className="dashboard-panel overview-panel" aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      {PANEL_GROUPS.filter((group) => group !== null).map((group) => (
        <div key={group} className="overview-group">
          <h3>{group}</h3>
          <ul className="overview-cards">
            {DASHBOARD_PANELS.filter((panel) => panel.group === group).map((panel) => (
              <li key={panel.path}>
                <PanelLink panel={panel} className="overview-card">
                  <span className="overview-card-title">{panel.label}</span>
                  <span className="overview-card-summary">{panel.summary}</span>
                </PanelLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="overview-group dashboard-other-sites">
        <h3>Your other sites</h3>
        <p className="hint">Each site’s dashboard is at its own address.</p>
        {elsewhere.length > 0 && (
          <ul>
            {elsewhere.map((website) => {
              const dashboard = siteDashboard(website.slug, window.location);
              return (
                <li key={website.id}>
                  {website.title} <a href={dashboard}>{shownAddress(dashboard)}</a>
                </li>
              );
            })}
          </ul>
        )}
        <PanelLink panel={SITES_PANEL} className="all-sites-link">
          All your sites, and a new one
        </PanelLink>
      </div>
    </section>
  );
}
