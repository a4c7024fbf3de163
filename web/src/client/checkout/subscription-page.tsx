import { useState } from 'react';
import { billingCyclesText, billingPeriodText, type BillingUnit } from '@atelier/commerce';
import { CancelMySubscriptionDocument, SubscriptionPageDocument } from '../../graphql/generated/checkout-text.ts';
import { Money } from '../shared/money.tsx';
import { useGraphQLMutation, useGraphQLQuery } from '../shared/use-graphql.ts';

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'Waiting for your first payment to be confirmed.',
  ACTIVE: 'Active.',
  PAST_DUE: 'Past due: the last payment did not go through.',
  CANCELLED: 'Cancelled: nothing more will be billed.',
  COMPLETED: 'Complete: every payment of the plan is made.',
};

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The subscription confirmed page (206): what is subscribed to, its schedule and orders, and cancelling. */
export function SubscriptionPage() {
  const id = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const { data, loading, error, setData } = useGraphQLQuery(SubscriptionPageDocument, { id, token });
  const [cancel, cancelling] = useGraphQLMutation(CancelMySubscriptionDocument);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (loading)
    return (
      <p className="cart-status" aria-busy="true">
        Loading your subscription…
      </p>
    );
  const subscription = data?.subscription;
  if (error || !subscription)
    return (
      <p className="cart-status" role="alert">
        We could not find this subscription. Please use the link in your confirmation email.
      </p>
    );
  const money = (minor: number) => <Money value={{ minor, currency: subscription.currency }} />;
  const plan = {
    billingPeriod: { unit: subscription.periodUnit as BillingUnit, value: subscription.periodValue },
    numBillingCycles: subscription.numBillingCycles,
  };
  const options = subscription.chosenVariant.attributes.map((a) => a.value).join(', ');
  const cancellable = ['PENDING', 'ACTIVE', 'PAST_DUE'].includes(subscription.status);

  const confirmCancel = async () => {
    setProblem(null);
    try {
      const { cancelSubscription: answer } = await cancel({ id, token });
      // The answer carries the subscription as it now stands: the page shows it.
      if (answer.subscription) setData({ subscription: answer.subscription });
      const refusal = answer.userErrors[0];
      if (refusal) setProblem(refusal.message);
      else setConfirming(false);
    } catch {
      setProblem('We could not reach the store. Check your connection and try again.');
    }
  };

  return (
    <section className="order subscription" data-testid="subscription">
      <p className="order-lead">
        {subscription.quantity} × {subscription.title}
        {options && <small> ({options})</small>}: {money(subscription.perPeriodCents)} {billingPeriodText(plan)},{' '}
        {billingCyclesText(plan)}.
      </p>
      <dl className="checkout-totals">
        <dt>Status</dt>
        <dd data-testid="subscription-status">{STATUS_TEXT[subscription.status] ?? subscription.status}</dd>
        <dt>A year comes to</dt>
        <dd>{money(subscription.perYearCents)}</dd>
        <dt>Started</dt>
        <dd>{dateText(subscription.startedAt)}</dd>
        {subscription.nextBillingAt && (
          <>
            <dt>Next payment</dt>
            <dd data-testid="subscription-next">{dateText(subscription.nextBillingAt)}</dd>
          </>
        )}
        <dt>Payments made</dt>
        <dd>
          {subscription.numBillingCycles > 0
            ? `${subscription.cyclesBilled} of ${subscription.numBillingCycles}`
            : subscription.cyclesBilled}
        </dd>
      </dl>
      {subscription.lastFailure && <p className="checkout-error">{subscription.lastFailure}</p>}
      <h2 className="subscription-heading">Orders</h2>
      <ul className="checkout-lines">
        {subscription.orders.map((order) => (
          <li key={order.id}>
            <span>
              #{order.number} · {dateText(order.createdAt)}{' '}
              {order.status !== 'PAID' && (
                <small>({order.status === 'CANCELLED' ? 'not paid' : 'waiting for payment'})</small>
              )}
            </span>
            <span>{money(order.grandTotalCents)}</span>
          </li>
        ))}
      </ul>
      {cancellable && !confirming && (
        <button type="button" className="button-secondary subscription-cancel" onClick={() => setConfirming(true)}>
          Cancel subscription
        </button>
      )}
      {confirming && (
        <div className="subscription-confirm" role="group" aria-label="Cancel subscription">
          <p>Cancel your subscription? Nothing more will be billed; what was already paid stays paid.</p>
          <button
            type="button"
            className="button-primary"
            disabled={cancelling.loading}
            onClick={() => void confirmCancel()}
          >
            {cancelling.loading ? 'Cancelling…' : 'Yes, cancel it'}
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      )}
      {problem && (
        <p className="checkout-error" role="alert">
          {problem}
        </p>
      )}
      <a className="cart-continue" href="/shop">
        ← Continue shopping
      </a>
    </section>
  );
}
