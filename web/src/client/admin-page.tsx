import { useMutation, useQuery } from '@apollo/client/react';
import { productMark, type ProductTypeName } from '@atelier/commerce';
import { Money } from './money.tsx';
import { AdminDashboardDocument, LogoutDocument } from '../graphql/generated/operations.ts';
import { mountPage } from './page-root.tsx';
import { ContentPanel } from './content-panel.tsx';
import { ThemePanel } from './theme-panel.tsx';
import { DomainsPanel } from './domains-panel.tsx';
import './dashboard.css';
import './widgets.css';

const TYPE_LABELS: Record<ProductTypeName, string> = {
  PHYSICAL: 'Physical',
  DIGITAL: 'Digital',
  SERVICE: 'Service',
  GIFT_CARD: 'Gift card',
  PAYWALL: 'Paywall',
};

function Dashboard() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument);
  const [logout] = useMutation(LogoutDocument);
  if (loading) return <p className="cart-status" aria-busy="true">Loading your shop…</p>;
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
          {site.collections.filter((collection) => collection.type === 'PRODUCTS').map((collection) => (
            <table key={collection.id} className="inventory-table" data-testid="inventory">
              <caption>{collection.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col" className="sku">SKU</th>
                  <th scope="col" className="num">Price</th>
                  <th scope="col" className="num">Stock</th>
                </tr>
              </thead>
              {collection.products.map((product) => {
                const mark = productMark({ productType: product.productType, variants: product.variants });
                return (
                  <tbody key={product.id}>
                    {product.variants.map((variant, index) => (
                      <tr key={variant.id}>
                        {index === 0 && (
                          <th scope="rowgroup" rowSpan={product.variants.length}>
                            <a href={product.fullUrl}>{product.title}</a>
                            <span className="type-tag">{TYPE_LABELS[product.productType]}</span>
                            {mark && <span className={`mark mark-${mark}`}>{mark === 'sold-out' ? 'Sold out' : 'Sale'}</span>}
                          </th>
                        )}
                        <td>{variant.attributes.map((a) => a.value).join(' / ') || '—'}</td>
                        <td className="sku">{variant.sku}</td>
                        <td className="num">
                          {variant.onSale ? (
                            <>
                              <s><Money value={{ minor: variant.price, currency: site.storeSettings.selectedCurrency }} /></s> <Money value={{ minor: variant.salePrice, currency: site.storeSettings.selectedCurrency }} />
                            </>
                          ) : (
                            <Money value={{ minor: variant.price, currency: site.storeSettings.selectedCurrency }} />
                          )}
                        </td>
                        <td className={`num stock${!variant.unlimited && variant.qtyInStock === 0 ? ' stock-out' : ''}`}>
                          {variant.unlimited ? 'Unlimited' : variant.qtyInStock}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                );
              })}
            </table>
          ))}
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
