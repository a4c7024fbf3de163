import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import {
  OwnerCancelSubscriptionDocument,
  OwnerSubscriptionsDocument,
  type DashboardSubscriptionFragment,
} from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { ORDER_STATUS_TEXT, optionsText } from './order-labels.ts';
import {
  SUBSCRIPTION_STATUS_TEXT,
  dayText,
  isCancellable,
  paymentsMadeText,
  scheduleText,
} from './subscription-labels.ts';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import { LoadStatus } from './load-status.tsx';

type Subscription = DashboardSubscriptionFragment;

/** The most the list asks for (the API's own limit): the newest ones. */
const FIRST = 100;

/** What shoppers subscribed to, newest first: each one's plan, where it stands, its orders, and cancelling it. */
export function SubscriptionsPanel() {
  const { data, loading, error, refetch } = useQuery(OwnerSubscriptionsDocument, { variables: { first: FIRST } });
  const subscriptions = data?.site?.subscriptions;
  return (
    <section className="dashboard-panel subscriptions-panel" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">Subscriptions</h2>
      <LoadStatus what="subscriptions" loading={loading} error={error} loaded={Boolean(subscriptions)} />
      {subscriptions && subscriptions.length === 0 && (
        <p className="cart-status">No subscriptions yet. When a shopper subscribes to a product, it shows here.</p>
      )}
      {subscriptions && subscriptions.length > 0 && (
        <>
          <ul className="subscription-list" data-testid="subscriptions">
            {subscriptions.map((subscription) => (
              <SubscriptionItem
                key={subscription.id}
                subscription={subscription}
                onRefused={() => void refetch().catch(() => undefined)}
              />
            ))}
          </ul>
          {subscriptions.length >= FIRST && <p className="hint">The newest {FIRST} subscriptions are shown.</p>}
        </>
      )}
    </section>
  );
}

function SubscriptionItem({ subscription, onRefused }: { subscription: Subscription; onRefused(): void }) {
  const titleId = useId();
  const [cancel, cancelling] = useMutation(OwnerCancelSubscriptionDocument);
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const money = (minor: number) => <Money value={{ minor, currency: subscription.currency }} />;
  const status = subscription.status;
  const options = optionsText(subscription.chosenVariant.attributes);

  const confirmCancel = async () => {
    setProblems([]);
    const refused = await problemsOf(
      async () => (await cancel({ variables: { id: subscription.id } })).data?.cancelSubscription,
    );
    setProblems(refused);
    setConfirming(false);
    // The cache holds the subscription as the answer gives it; after a refusal the list is read again.
    if (refused.length === 0) setDone(true);
    else onRefused();
  };

  const keep = () => {
    setConfirming(false);
    // The Cancel button comes back where the confirmation was: focus goes back to it.
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <li className="subscription-item" data-subscription-id={subscription.id} aria-labelledby={titleId}>
      <div className="subscription-head">
        <div className="subscription-what">
          <strong id={titleId}>
            {subscription.quantity} × {subscription.title}
          </strong>
          {options && <span className="subscription-options">{options}</span>}
          <span className="subscription-price">
            {money(subscription.perPeriodCents)} {scheduleText(subscription)}
            <span className="hint"> · {money(subscription.perYearCents)} a year</span>
          </span>
        </div>
        <span className={`subscription-status is-${status.toLowerCase()}`} data-testid="subscription-status">
          {SUBSCRIPTION_STATUS_TEXT[status] ?? status}
        </span>
      </div>
      <dl className="subscription-facts">
        <div className="subscription-customer">
          <dt>Customer</dt>
          <dd>
            <a href={`mailto:${subscription.email}`}>{subscription.email}</a>
          </dd>
        </div>
        <div>
          <dt>Payments made</dt>
          <dd>{paymentsMadeText(subscription.cyclesBilled, subscription.numBillingCycles)}</dd>
        </div>
        <div>
          <dt>Next payment</dt>
          <dd>{subscription.nextBillingAt ? dayText(subscription.nextBillingAt) : 'None'}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{dayText(subscription.startedAt)}</dd>
        </div>
        {subscription.cancelledAt && (
          <div>
            <dt>Cancelled</dt>
            <dd>{dayText(subscription.cancelledAt)}</dd>
          </div>
        )}
      </dl>
      {status === 'PAST_DUE' && subscription.lastFailure && (
        <p className="form-error subscription-failure">Last payment failed: {subscription.lastFailure}</p>
      )}

      {isCancellable(status) && !confirming && (
        <div className="subscription-actions">
          <button
            ref={cancelButton}
            type="button"
            className="button-secondary"
            aria-describedby={titleId}
            onClick={() => setConfirming(true)}
          >
            Cancel
          </button>
        </div>
      )}
      {isCancellable(status) && confirming && (
        <div className="subscription-confirm" role="group" aria-label="Cancel this subscription">
          <p>Cancel this subscription? Nothing more will be billed.</p>
          <div className="subscription-confirm-buttons">
            <button
              type="button"
              className="button-primary"
              disabled={cancelling.loading}
              onClick={() => void confirmCancel()}
            >
              {cancelling.loading ? 'Cancelling…' : 'Yes'}
            </button>
            <button type="button" className="button-secondary" disabled={cancelling.loading} autoFocus onClick={keep}>
              Keep
            </button>
          </div>
        </div>
      )}
      <ProblemList problems={problems} />
      {done && status === 'CANCELLED' && (
        <p className="form-note" role="status">
          Cancelled. Nothing more will be billed.
        </p>
      )}

      <details className="subscription-orders">
        <summary>{subscription.orders.length === 1 ? '1 order' : `${subscription.orders.length} orders`}</summary>
        {subscription.orders.length === 0 ? (
          <p className="cart-status">No orders yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="inventory-table subscription-orders-table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscription.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">#{order.number}</th>
                    <td className="nowrap">{dayText(order.createdAt)}</td>
                    <td className={`order-status is-${order.status.toLowerCase()}`}>
                      {ORDER_STATUS_TEXT[order.status] ?? order.status}
                    </td>
                    <td className="num nowrap">{money(order.grandTotalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </li>
  );
}
