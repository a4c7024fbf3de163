import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SUBSCRIPTION_STATUS_LABELS } from '@atelier/billing';
import {
  BillingCancelSubscriptionDocument,
  BillingDismissInAppErrorDocument,
  BillingPayDocument,
  BillingSetAutoRenewDocument,
  OwnerBillingDocument,
  type BillingPanelSubscriptionFragment,
} from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { BillingCardForm } from './billing-card-form.tsx';
import { sendBillingEvent } from './billing-events.ts';
import { BillingInvoices } from './billing-invoices.tsx';
import { billingDay, PER_INTERVAL, takePlanFromAddress } from './billing-labels.ts';
import { BillingPlanChange } from './billing-plan-change.tsx';
import { LoadStatus } from './load-status.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import './billing-panel.css';

type Subscription = BillingPanelSubscriptionFragment;

/**
 * SPEC section 4's subscription flags, one at a time: what the panel is doing now (loading and
 * fetch error are the query's own).
 */
type Activity = 'updating' | 'cancelling' | 'cancel-completed' | null;

const ACTIVITY_TEXT: Readonly<Record<Exclude<Activity, null>, string>> = {
  updating: 'Updating your plan…',
  cancelling: 'Cancelling your plan…',
  'cancel-completed': '',
};

/** The site's plan: where it stands, what it charges next and with which card, its invoices, and changing it. */
export function BillingPanel() {
  const { data, loading, error, refetch } = useQuery(OwnerBillingDocument, {
    notifyOnNetworkStatusChange: false,
    // Each change reads the billing again; a read still on its way from the change before would be
    // shared instead (deduplicated), and show what was true before this change.
    context: { queryDeduplication: false },
  });
  const [planFromLink] = useState(takePlanFromAddress);
  const billing = data?.site?.billing;
  const viewed = useRef(false);
  useEffect(() => {
    if (billing && !viewed.current) {
      viewed.current = true;
      sendBillingEvent('view', 'billing-panel');
    }
  }, [billing]);
  const reload = () => void refetch().catch(() => undefined);
  const website = billing?.subscriptions.find((subscription) => subscription.productType === 'WEBSITE');

  return (
    <section className="dashboard-panel billing-panel" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing</h2>
      <LoadStatus what="billing" loading={loading} error={error} loaded={Boolean(billing)} />
      {data && !billing && (
        <p className="cart-status" role="alert">
          Only the site’s owner sees its billing.
        </p>
      )}
      {billing && (
        <>
          <div className="billing-summary">
            <div className="billing-plan-head">
              <p className="eyebrow">Your plan</p>
              <h3 className="billing-plan-name" data-testid="billing-plan">
                {billing.plan.planDisplayName}
              </h3>
            </div>
            <span className={`type-tag billing-status billing-status-${billing.status.toLowerCase()}`}>
              {SUBSCRIPTION_STATUS_LABELS[billing.status]}
            </span>
          </div>
          {billing.message && (
            <p className="billing-panel-message" data-testid="billing-panel-message">
              {billing.message}
            </p>
          )}
          {billing.inAppPurchaseError && <InAppPurchaseError text={billing.inAppPurchaseError} onDone={reload} />}
          {website ? (
            <WebsiteSubscription subscription={website} paymentMethod={billing.paymentMethod} onChanged={reload} />
          ) : (
            <p className="hint">This site has no website subscription.</p>
          )}
          <BillingCardForm paymentMethod={billing.paymentMethod} onSaved={reload} />
          {website && (
            <BillingPlanChange
              subscription={website}
              currentPlanId={billing.plan.id}
              plans={data.billingPlans}
              paymentMethod={billing.paymentMethod}
              planFromLink={planFromLink}
              onChanged={reload}
            />
          )}
          <BillingInvoices invoices={billing.invoices} />
        </>
      )}
    </section>
  );
}

function WebsiteSubscription({
  subscription,
  paymentMethod,
  onChanged,
}: {
  subscription: Subscription;
  paymentMethod: string | null;
  onChanged(): void;
}) {
  const [setAutoRenew] = useMutation(BillingSetAutoRenewDocument);
  const [cancel] = useMutation(BillingCancelSubscriptionDocument);
  const [pay] = useMutation(BillingPayDocument);
  const [activity, setActivity] = useState<Activity>(null);
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { status } = subscription;
  const ended = status === 'EXPIRED';
  const mayPay = status === 'PASTDUE' || status === 'EXPIRED';

  const run = async (next: Activity, change: () => Promise<{ userErrors: readonly Problem[] } | null | undefined>) => {
    setProblems([]);
    setActivity(next);
    const refused = await problemsOf(change);
    setProblems(refused);
    setActivity(refused.length === 0 && next === 'cancelling' ? 'cancel-completed' : null);
    // After a refusal, what the server holds is read again; after a change, plan, invoices and message may follow.
    onChanged();
  };

  const toggleAutoRenew = (enabled: boolean) => {
    sendBillingEvent('click', enabled ? 'auto-renew-on' : 'auto-renew-off');
    void run(
      'updating',
      async () => (await setAutoRenew({ variables: { id: subscription.id, enabled } })).data?.setBillingAutoRenew,
    );
  };

  const confirmCancel = () => {
    sendBillingEvent('click', 'cancel-confirm');
    setConfirming(false);
    void run(
      'cancelling',
      async () => (await cancel({ variables: { id: subscription.id } })).data?.cancelBillingSubscription,
    );
  };

  const payNow = () => {
    sendBillingEvent('click', 'pay-now');
    void run('updating', async () => (await pay({ variables: { id: subscription.id } })).data?.payBillingSubscription);
  };

  const endsOn = billingDay(subscription.trialEndsAt ?? subscription.currentPeriodEnd);
  // A trial ends by itself on its day: there is nothing to renew or cancel until a plan is chosen.
  const onTrial = status === 'TRIAL';

  return (
    <div className="billing-subscription">
      <dl className="subscription-facts billing-facts">
        <div>
          <dt>Price</dt>
          <dd>
            {onTrial ? (
              `Free trial until ${endsOn}`
            ) : (
              <>
                <Money value={subscription.plan.price} /> {PER_INTERVAL[subscription.plan.interval]}
              </>
            )}
          </dd>
        </div>
        <div data-testid="billing-next-charge">
          <dt>Next charge</dt>
          <dd>
            {subscription.nextChargeAmount && subscription.nextChargeAt ? (
              <>
                <Money value={subscription.nextChargeAmount} />
                {subscription.nextChargeTax && subscription.nextChargeTax.minor > 0 && (
                  <>
                    {' '}
                    + <Money value={subscription.nextChargeTax} /> tax
                  </>
                )}{' '}
                on {billingDay(subscription.nextChargeAt)}
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
        {!subscription.autoRenew && !ended && !onTrial && (
          <div>
            <dt>Ends</dt>
            <dd>{endsOn}</dd>
          </div>
        )}
        <div>
          <dt>Card</dt>
          <dd>{paymentMethod ?? 'None kept'}</dd>
        </div>
      </dl>

      {mayPay && (
        <div className="billing-pay">
          <p className="hint">
            {status === 'EXPIRED' ? 'Paying starts a new period' : 'Paying settles the unpaid renewal'} with the card
            kept, and brings everything back as it was.
          </p>
          <button type="button" className="button-primary" disabled={activity !== null} onClick={payNow}>
            Pay now
          </button>
        </div>
      )}

      {!ended && !onTrial && (
        <label className="check billing-switch">
          <input
            type="checkbox"
            role="switch"
            checked={subscription.autoRenew}
            disabled={activity !== null}
            onChange={(event) => toggleAutoRenew(event.target.checked)}
          />{' '}
          Renew automatically
        </label>
      )}

      {activity && activity !== 'cancel-completed' && (
        <p className="cart-status" aria-busy="true" role="status">
          {ACTIVITY_TEXT[activity]}
        </p>
      )}
      {activity === 'cancel-completed' && (
        <p className="billing-done" role="status">
          Your plan is cancelled. Your site keeps it until {endsOn}; nothing more will be charged.
        </p>
      )}
      <ProblemList problems={problems} />

      {!ended && !onTrial && subscription.autoRenew && !confirming && (
        <button
          ref={cancelButton}
          type="button"
          className="button-secondary billing-cancel"
          disabled={activity !== null}
          onClick={() => {
            sendBillingEvent('click', 'cancel');
            setConfirming(true);
          }}
        >
          Cancel plan
        </button>
      )}
      {confirming && (
        <div className="subscription-confirm" role="group" aria-label="Cancel your plan">
          <p>
            Cancel your plan? Your site keeps it until {endsOn}, then stops being shown to visitors. Nothing is
            refunded.
          </p>
          <div className="subscription-confirm-buttons">
            <button type="button" className="button-primary" onClick={confirmCancel}>
              Cancel plan
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                sendBillingEvent('click', 'cancel-keep');
                setConfirming(false);
                requestAnimationFrame(() => cancelButton.current?.focus());
              }}
            >
              Keep plan
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function InAppPurchaseError({ text, onDone }: { text: string; onDone(): void }) {
  const [dismiss, dismissing] = useMutation(BillingDismissInAppErrorDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  return (
    <div className="billing-iap-error" role="alert">
      <p>{text}</p>
      <button
        type="button"
        className="button-secondary"
        disabled={dismissing.loading}
        onClick={async () => {
          sendBillingEvent('click', 'dismiss-in-app-error');
          const refused = await problemsOf(async () => (await dismiss()).data?.dismissInAppPurchaseError);
          setProblems(refused);
          onDone();
        }}
      >
        Dismiss
      </button>
      <ProblemList problems={problems} />
    </div>
  );
}
