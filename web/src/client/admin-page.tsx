import { useMutation, useQuery } from '@apollo/client/react';
import { AdminDashboardDocument, LogoutDocument } from '../graphql/generated/operations.ts';
import { mountPage } from './page-root.tsx';
import { ContentPanel } from './content-panel.tsx';
import { ThemePanel } from './theme-panel.tsx';
import { DomainsPanel } from './domains-panel.tsx';
import { SiteSettingsPanel } from './site-settings-panel.tsx';
import { ProductsPanel } from './products-panel.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';
import { GiftCardsPanel } from './gift-cards-panel.tsx';
import { CheckoutRulesPanel } from './checkout-rules-panel.tsx';
import { MerchandisingPanel } from './merchandising-panel.tsx';
import { FormsPanel } from './forms-panel.tsx';
import { RestockPanel } from './restock-panel.tsx';
import './dashboard.css';
import './widgets.css';

function Dashboard() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument);
  const [logout] = useMutation(LogoutDocument);
  // A refetch after a change keeps the page (and what its panels say) on screen.
  if (loading && !data) return <p className="cart-status" aria-busy="true">Loading your shop…</p>;
  if (error || !data?.me) return <p className="cart-status" role="alert">Your session has ended. <a href="/admin/login">Sign in again</a>.</p>;
  const me = data.me;
  const here = me.websites.filter((site) => site.id === data.site?.id);
  const elsewhere = me.websites.filter((site) => site.id !== data.site?.id);
  return (
    <div className="dashboard">
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">Signed in as {me.email}</p>
          <h1>Your site</h1>
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
      {here.length === 0 && <p className="cart-status">This address shows a site you do not own. Open the dashboard at one of your sites’ addresses.</p>}
      {here.map((site) => (
        <section key={site.id} className="dashboard-site">
          <h2>{site.title}</h2>
          <ThemePanel themeName={site.themeName} theme={site.theme} onChanged={() => void refetch()} />
          <ContentPanel collections={site.collections} onChanged={() => void refetch()} />
          <DomainsPanel slug={site.slug} domains={site.domains} />
          <SiteSettingsPanel />
          <ProductsPanel site={site} />
          <OrdersPanel site={site} />
          <SubscriptionsPanel />
          <GiftCardsPanel />
          <CheckoutRulesPanel />
          <MerchandisingPanel settings={site.storeSettings.merchandisingSettings} />
          <RestockPanel />
          <FormsPanel />
        </section>
      ))}
      {elsewhere.length > 0 && (
        <section className="dashboard-other-sites">
          <h2>Your other sites</h2>
          <ul>
            {elsewhere.map((site) => (
              <li key={site.id}>
                {site.title} <span className="sku">{site.slug}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

mountPage(<Dashboard />);
