import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  BillingCancelPlanChangeDocument,
  BillingConfirmPlanChangeDocument,
  BillingSaveCardDocument,
  BillingStartPlanChangeDocument,
  type BillingInterval,
  type BillingPanelPlanFragment,
  type BillingPanelPreviewFragment,
  type BillingPanelSubscriptionFragment,
} from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { TestCardsHint } from './billing-card-form.tsx';
import { sendBillingEvent } from './billing-events.ts';
import { billingDay, INTERVAL_TEXT } from './billing-labels.ts';
import { names, ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import { CardNumberInput } from './card-number-input.tsx';

type Busy = 'starting' | 'confirming' | 'cancelling' | null;

/**
 * Change plan (SPEC section 4's plan change flow): the plans with their prices; choosing one starts
 * the change and shows its preview (what is charged now, what is credited, the tax), which the owner
 * confirms, charged exactly that, or cancels. A plan named by the address (the upsell's link) is chosen at once.
 * A site with no card yet (a new one on its trial) types one in the preview: Confirm keeps it, then confirms.
 */
export function BillingPlanChange({
  subscription,
  currentPlanId,
  plans,
  paymentMethod,
  planFromLink,
  onChanged,
}: {
  subscription: BillingPanelSubscriptionFragment;
  currentPlanId: string;
  plans: readonly BillingPanelPlanFragment[];
  paymentMethod: string | null;
  planFromLink: string | null;
  onChanged(): void;
}) {
  const [start] = useMutation(BillingStartPlanChangeDocument);
  const [confirm] = useMutation(BillingConfirmPlanChangeDocument);
  const [cancel] = useMutation(BillingCancelPlanChangeDocument);
  const [saveCard] = useMutation(BillingSaveCardDocument);
  const [interval, setInterval] = useState<BillingInterval>(subscription.plan.interval);
  const [busy, setBusy] = useState<Busy>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const section = useRef<HTMLDivElement>(null);
  const preview = subscription.pendingPlanChange;

  const act = async (next: Busy, change: () => Promise<{ userErrors: readonly Problem[] } | null | undefined>) => {
    setProblems([]);
    setDone(null);
    setBusy(next);
    const refused = await problemsOf(change);
    setProblems(refused);
    setBusy(null);
    return refused.length === 0;
  };

  const choose = async (planId: string, chosenInterval: BillingInterval) => {
    await act(
      'starting',
      async () =>
        (await start({ variables: { subscriptionId: subscription.id, planId, interval: chosenInterval } })).data
          ?.startPlanChange,
    );
  };

  const linked = useRef(false);
  useEffect(() => {
    if (linked.current || !planFromLink) return;
    linked.current = true;
    section.current?.scrollIntoView({ block: 'start' });
    if (planFromLink !== currentPlanId && preview?.plan.id !== planFromLink) void choose(planFromLink, interval);
  });

  const confirmChange = async (shown: BillingPanelPreviewFragment, cardNumber: string | null) => {
    sendBillingEvent('click', 'plan-change-confirm');
    const confirmed = await act('confirming', async () => {
      // The card typed in the preview is kept first; a refused one stops here, nothing charged.
      if (cardNumber !== null) {
        const saved = (await saveCard({ variables: { cardNumber } })).data?.saveBillingCard;
        if (!saved || saved.userErrors.length > 0) return saved;
      }
      return (await confirm({ variables: { subscriptionId: subscription.id, planId: shown.plan.id } })).data
        ?.confirmPlanChange;
    });
    if (confirmed) setDone(`Your site is now on ${shown.plan.planDisplayName}.`);
    onChanged();
  };

  const cancelChange = async () => {
    sendBillingEvent('click', 'plan-change-cancel');
    await act(
      'cancelling',
      async () => (await cancel({ variables: { subscriptionId: subscription.id } })).data?.cancelPlanChange,
    );
  };

  return (
    <div className="billing-change" ref={section} aria-labelledby="billing-change-title">
      <div className="billing-change-head">
        <h3 id="billing-change-title">Change plan</h3>
        <fieldset className="billing-interval" disabled={busy !== null || Boolean(preview)}>
          <legend className="visually-hidden">Billed</legend>
          {(['MONTHLY', 'YEARLY'] as const).map((value) => (
            <label key={value} className={interval === value ? 'is-chosen' : undefined}>
              <input
                type="radio"
                name="billing-interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
              />
              {value === 'MONTHLY' ? 'Monthly' : 'Yearly'}
            </label>
          ))}
        </fieldset>
      </div>
      <ul className="billing-plans">
        {plans.map((plan) => {
          const current = plan.id === currentPlanId && interval === subscription.plan.interval;
          const chosen = preview?.plan.id === plan.id;
          return (
            <li
              key={plan.id}
              className={`billing-plan${current ? ' is-current' : ''}${chosen ? ' is-chosen' : ''}`}
              data-plan-id={plan.id}
            >
              <strong>{plan.planDisplayName}</strong>
              <span className="billing-plan-line">{plan.productLine === 'commerce' ? 'Commerce' : 'Website'}</span>
              <span className="billing-plan-prices">
                <span className={interval === 'MONTHLY' ? 'is-chosen' : undefined}>
                  <Money value={plan.monthlyPrice} /> a month
                </span>
                <span className={interval === 'YEARLY' ? 'is-chosen' : undefined}>
                  <Money value={plan.yearlyPrice} /> a year
                </span>
              </span>
              {current ? (
                <span className="type-tag">Your plan</span>
              ) : (
                <button
                  type="button"
                  className="button-secondary"
                  disabled={busy !== null || Boolean(preview)}
                  aria-label={`Choose ${plan.planDisplayName}, billed ${INTERVAL_TEXT[interval]}`}
                  onClick={() => {
                    sendBillingEvent('click', 'plan-choose');
                    void choose(plan.id, interval);
                  }}
                >
                  Choose
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {busy === 'starting' && (
        <p className="cart-status" aria-busy="true" role="status">
          Working out the price…
        </p>
      )}
      {!preview && <ProblemList problems={problems} />}
      {done && (
        <p className="billing-done" role="status">
          {done}
        </p>
      )}
      {preview && (
        <PlanChangePreview
          preview={preview}
          paymentMethod={paymentMethod}
          busy={busy}
          problems={problems}
          onConfirm={(cardNumber) => void confirmChange(preview, cardNumber)}
          onCancel={() => void cancelChange()}
        />
      )}
    </div>
  );
}

function PlanChangePreview({
  preview,
  paymentMethod,
  busy,
  problems,
  onConfirm,
  onCancel,
}: {
  preview: BillingPanelPreviewFragment;
  paymentMethod: string | null;
  busy: Busy;
  problems: readonly Problem[];
  onConfirm(cardNumber: string | null): void;
  onCancel(): void;
}) {
  const { invoice } = preview;
  const charged = invoice.total.minor > 0;
  const needsCard = charged && !paymentMethod;
  const [cardNumber, setCardNumber] = useState('');
  const cardHint = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="billing-preview"
      role="region"
      aria-labelledby="billing-preview-title"
      data-testid="plan-change-preview"
    >
      <h4 id="billing-preview-title" ref={heading} tabIndex={-1}>
        {preview.plan.planDisplayName}, billed {INTERVAL_TEXT[preview.interval]}
      </h4>
      <table className="billing-preview-lines">
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.description}</th>
              <td className="numeric">
                <Money value={line.amount} />
              </td>
            </tr>
          ))}
          <tr className="is-sum">
            <th scope="row">Subtotal</th>
            <td className="numeric">
              <Money value={invoice.subtotal} />
            </td>
          </tr>
          <tr>
            <th scope="row">Tax ({invoice.taxRate})</th>
            <td className="numeric">
              <Money value={invoice.tax} />
            </td>
          </tr>
          <tr className="is-total">
            <th scope="row">Charged now</th>
            <td className="numeric" data-testid="plan-change-total">
              <Money value={invoice.total} />
            </td>
          </tr>
        </tbody>
      </table>
      <p className="hint">
        {/* From a trial nothing is credited: the sentence would only say $0.00. */}
        {preview.credit.minor > 0 && (
          <>
            Credited for the unused part of your plan: <Money value={preview.credit} />.{' '}
          </>
        )}
        {preview.carriedCredit.minor > 0 && (
          <>
            Left as credit for later invoices: <Money value={preview.carriedCredit} />.{' '}
          </>
        )}
        The new period ends on {billingDay(preview.periodEnd)}.
      </p>
      {needsCard ? (
        <div className="billing-preview-card">
          <label>
            Card to pay with
            <CardNumberInput
              value={cardNumber}
              onChange={setCardNumber}
              describedBy={cardHint}
              invalid={names(problems, 'cardNumber')}
              disabled={busy !== null}
            />
          </label>
          <p className="hint" id={cardHint}>
            No card is kept for this site yet: this one pays for the change and its renewals. <TestCardsHint />
          </p>
        </div>
      ) : (
        charged && <p className="billing-preview-charged">Charged to {paymentMethod}.</p>
      )}
      <ProblemList problems={problems} />
      <div className="subscription-confirm-buttons">
        <button
          type="button"
          className="button-primary"
          disabled={busy !== null}
          onClick={() => onConfirm(needsCard ? cardNumber : null)}
        >
          {busy === 'confirming' ? 'Confirming…' : 'Confirm change'}
        </button>
        <button type="button" className="button-secondary" disabled={busy !== null} onClick={onCancel}>
          {busy === 'cancelling' ? 'Cancelling…' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
