import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AdminDashboardDocument, LogoutDocument } from '../../graphql/generated/dashboard.ts';
import { DASHBOARD_PANELS, panelAt, panelTitle, SITES_PANEL } from './dashboard-panels.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { mountDashboardPage } from './mount-dashboard-page.tsx';
import { PanelView } from './panel-view.tsx';
import { PanelNavigation, usePanelLocation } from './use-panel-location.ts';
import './dashboard.css';
import '../shared/widgets.css';

/** The dashboard's frame: who is signed in, the menu, and the panel the address names (dashboard-panels.ts). */
function Dashboard() {
  const { data, loading, error } = useQuery(AdminDashboardDocument);
  const [logout] = useMutation(LogoutDocument);
  const { panel, navigate } = usePanelLocation();
  const main = useRef<HTMLDivElement>(null);
  const shown = useRef(panel);
  const site = data?.me?.websites.find((website) => website.id === data.site?.id);
  // On a host that is not one of the owner's sites, whatever panel the address names, their sites show.
  const showing = data?.me && !site ? SITES_PANEL : panel;
  useEffect(() => {
    document.title = panelTitle(showing);
    // After a move in the menu, keyboard and screen reader users continue at the panel, not at the link.
    if (shown.current !== showing) main.current?.focus({ preventScroll: true });
    shown.current = showing;
  }, [showing]);
  if (loading && !data)
    return (
      <p className="cart-status" aria-busy="true">
        Loading your site…
      </p>
    );
  if (error || !data?.me)
    return (
      <p className="cart-status" role="alert">
        Your session has ended. <a href="/admin/login">Sign in again</a>.
      </p>
    );
  const me = data.me;
  return (
    <PanelNavigation.Provider value={navigate}>
      <div className="dashboard">
        <header className="dashboard-header">
          <div>
            <p className="eyebrow">Signed in as {me.email}</p>
            <h1>{site?.title ?? me.name}</h1>
          </div>
          <button
            className="button-secondary"
            onClick={async () => {
              await logout();
              window.location.assign('/admin/login');
            }}
          >
            Sign out
          </button>
        </header>
        {/* Every other page tells of a trial, a charge due or a site offline. An active plan's message, and every
            message on the billing panel itself (beside the plan and its status), would only repeat what is there. */}
        {site && panel.path !== 'billing' && data.site?.billing?.message && data.site.billing.status !== 'PAID' ? (
          <p
            className={`billing-banner billing-banner-${data.site.billing.status.toLowerCase()}`}
            role={data.site.billing.status === 'EXPIRED' || data.site.billing.status === 'PASTDUE' ? 'alert' : 'status'}
            data-testid="billing-message"
          >
            {data.site.billing.message}
          </p>
        ) : null}
        {site ? (
          <div className="dashboard-body">
            <DashboardNav current={panel} />
            <div className="dashboard-main" ref={main} tabIndex={-1}>
              <PanelView panel={panel} />
            </div>
          </div>
        ) : panel.path === 'account' ? (
          // The account is the owner's, not a site's: it opens wherever they are signed in.
          <div className="dashboard-main" ref={main} tabIndex={-1}>
            <PanelView panel={panel} />
          </div>
        ) : (
          <div className="dashboard-main dashboard-sites" ref={main} tabIndex={-1}>
            <PanelView panel={SITES_PANEL} />
          </div>
        )}
      </div>
    </PanelNavigation.Provider>
  );
}

// The opened panel's code is fetched while the frame asks who is signed in, not after.
void (panelAt(window.location.pathname) ?? DASHBOARD_PANELS[0]!).load().catch(() => undefined);
mountDashboardPage(<Dashboard />);
