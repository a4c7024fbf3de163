import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { OwnerOrdersDocument, type OrderStatus, type OwnerOrdersQuery } from '../../graphql/generated/dashboard.ts';
import { downloadText } from './download-text.ts';
import { Money } from '../shared/money.tsx';
import { OrderDialog } from './order-detail.tsx';
import { FULFILLMENT_TEXT, ORDER_STATUS_TEXT, orderWhen } from './order-labels.ts';
import { fetchAllOrders, ordersCsv } from './orders-csv.ts';
import { useDebounced } from './use-debounced.ts';
import { OFFLINE } from './user-errors.tsx';
import { LoadStatus } from './load-status.tsx';

const PAGE = 25;
/** The most one page may hold: a refetch after a change reads again what was loaded, up to this. */
const MAX_PAGE = 100;
const STATUSES = Object.keys(ORDER_STATUS_TEXT) as OrderStatus[];

/**
 * The store's orders for its owner: newest first, by status and by number or email address, a page
 * at a time; each opens to its detail (fulfil, refund); every order the filters find as a CSV.
 */
export function OrdersPanel() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const filters = { status: status || null, search: search || null };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(OwnerOrdersDocument, {
    variables: { ...filters, first: PAGE, cursor: null },
    notifyOnNetworkStatusChange: true,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState('');
  const client = useApolloClient();
  // While new filters load, the last list stays on screen rather than a blank.
  const site = (data ?? previousData)?.site;
  const page = site?.orders;
  const orders = page?.orders ?? [];

  const loadMore = async () => {
    if (!page?.nextPageCursor) return;
    setLoadingMore(true);
    setProblem('');
    try {
      await fetchMore({
        variables: { cursor: page.nextPageCursor },
        updateQuery: (previous, { fetchMoreResult }) => mergeOrders(previous, fetchMoreResult),
      });
    } catch {
      setProblem(OFFLINE);
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    setProblem('');
    try {
      const all = await fetchAllOrders(client, filters);
      downloadText(`orders-${site?.slug ?? 'site'}-${new Date().toISOString().slice(0, 10)}.csv`, ordersCsv(all));
    } catch {
      setProblem('The orders could not be exported just now. Check your connection and try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="dashboard-panel orders-panel" aria-labelledby="orders-title">
      <div className="panel-row panel-head">
        <h2 id="orders-title">Orders</h2>
        <button type="button" className="button-secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <div className="panel-row orders-filters">
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
            <option value="">All orders</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_TEXT[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="grow">
          Search orders
          <input
            type="search"
            value={typed}
            placeholder="Order number or email"
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <LoadStatus what="orders" loading={loading} error={error} loaded={Boolean(page)} />
      {page && orders.length === 0 && (
        <p className="cart-status">{filters.status || filters.search ? 'No order matches.' : 'No orders yet.'}</p>
      )}
      {orders.length > 0 && (
        <div className="table-scroll">
          <table className="inventory-table orders-table" data-testid="orders" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Fulfilment</th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} data-order-number={order.number}>
                  <th scope="row">
                    <button
                      type="button"
                      className="link-button"
                      aria-haspopup="dialog"
                      onClick={() => setOpenId(order.id)}
                    >
                      #{order.number}
                    </button>
                  </th>
                  <td className="nowrap">{orderWhen(order.createdAt)}</td>
                  <td className="order-email">{order.email}</td>
                  <td className={`order-status is-${order.status.toLowerCase()}`}>
                    {ORDER_STATUS_TEXT[order.status] ?? order.status}
                  </td>
                  <td className={`order-status is-${order.fulfillmentStatus.toLowerCase()}`}>
                    {FULFILLMENT_TEXT[order.fulfillmentStatus] ?? order.fulfillmentStatus}
                  </td>
                  <td className="num nowrap">
                    <Money value={{ minor: order.grandTotalCents, currency: order.currency }} />
                    {order.refundedCents > 0 && (
                      <span className="hint order-refunded-note">
                        {' '}
                        (refunded <Money value={{ minor: order.refundedCents, currency: order.currency }} />)
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page?.hasNextPage && (
        <button
          type="button"
          className="button-secondary orders-more"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
      {openId && (
        <OrderDialog
          key={openId}
          id={openId}
          onClose={() => setOpenId(null)}
          // The pages shown so far are read again, so the list says what the detail now says.
          onChanged={() =>
            void refetch({ first: Math.min(MAX_PAGE, Math.max(PAGE, orders.length)), cursor: null }).catch(
              () => undefined,
            )
          }
        />
      )}
    </section>
  );
}

function mergeOrders(previous: OwnerOrdersQuery, next: OwnerOrdersQuery | undefined): OwnerOrdersQuery {
  const before = previous.site?.orders;
  const after = next?.site?.orders;
  if (!previous.site || !before || !after) return previous;
  const seen = new Set(before.orders.map((order) => order.id));
  return {
    ...previous,
    site: {
      ...previous.site,
      orders: { ...after, orders: [...before.orders, ...after.orders.filter((order) => !seen.has(order.id))] },
    },
  };
}
