import { useState, type FormEvent } from 'react';
import {
  billingCyclesText,
  billingPeriodText,
  orderPagePath,
  subscriptionPagePath,
  TEST_CARDS,
  type BillingUnit,
  type SubscriptionPlan,
} from '@atelier/commerce';
import {
  ApplyCheckoutCouponDocument,
  ApplyCheckoutGiftCardDocument,
  CheckoutPageDocument,
  PlaceOrderDocument,
  RemoveCheckoutCouponDocument,
  RemoveCheckoutGiftCardDocument,
  SelectCheckoutShippingDocument,
  SetCheckoutLocationDocument,
  type CheckoutCartChangeFragment,
} from '../../graphql/generated/checkout-text.ts';
import { CheckoutCodeForm } from './checkout-code-form.tsx';
import { CHECKOUT_COUNTRIES } from './checkout-countries.ts';
import { Money } from '../shared/money.tsx';
import { useGraphQLMutation, useGraphQLQuery } from '../shared/use-graphql.ts';

type Problem = { field?: string[] | null; message: string };
const params = new URLSearchParams(location.search);
const express = params.get('express') === '1';
/** A subscription cart's token (the subscribe button brings it): checkout then orders that cart. */
const cartToken = params.get('cartToken') || null;
/** Which cart every call is about. */
const which = { express, cartToken };
/** One key per attempt: a repeat of this submit (double click, retry) is the same attempt. */
const newAttemptKey = () => `co_${crypto.randomUUID().replaceAll('-', '')}`;
const fieldOf = (problem: Problem) => problem.field?.at(-1) ?? '';
const toPlan = (plan: { periodUnit: string; periodValue: number; numBillingCycles: number }): SubscriptionPlan => ({
  billingPeriod: { unit: plan.periodUnit as BillingUnit, value: plan.periodValue },
  numBillingCycles: plan.numBillingCycles,
});

export function CheckoutPage() {
  const { data, loading, error, refetch, setData } = useGraphQLQuery(CheckoutPageDocument, which);
  const [setLocation, locating] = useGraphQLMutation(SetCheckoutLocationDocument);
  const [selectShipping, selecting] = useGraphQLMutation(SelectCheckoutShippingDocument);
  const [applyCoupon, applyingCoupon] = useGraphQLMutation(ApplyCheckoutCouponDocument);
  const [removeCoupon, removingCoupon] = useGraphQLMutation(RemoveCheckoutCouponDocument);
  const [applyGiftCard, applyingGiftCard] = useGraphQLMutation(ApplyCheckoutGiftCardDocument);
  const [removeGiftCard, removingGiftCard] = useGraphQLMutation(RemoveCheckoutGiftCardDocument);
  const [placeOrder] = useGraphQLMutation(PlaceOrderDocument);
  /**
   * A change of the cart being checked out (its location, shipping, a code): each answers the cart
   * whole, which the summary then shows, and its refusals. One that could not be sent changes nothing.
   */
  const changeCart = async (change: Promise<Record<string, CheckoutCartChangeFragment>>) => {
    const answer = Object.values(await change)[0];
    const cart = answer?.shoppingCart;
    if (cart) setData((current) => ({ ...current!, shoppingCart: cart }));
    return answer?.userErrors ?? [];
  };
  const quietly = (change: Promise<Record<string, CheckoutCartChangeFragment>>) =>
    void changeCart(change).catch(() => undefined);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [placing, setPlacing] = useState(false);
  // While the summary is being re-priced (a country, a shipping choice, a code), the total it shows is
  // about to change: an order placed then would be refused with TOTAL_CHANGED, so it waits.
  const repricing = [locating, selecting, applyingCoupon, removingCoupon, applyingGiftCard, removingGiftCard].some(
    (m) => m.loading,
  );
  const [problems, setProblems] = useState<Problem[]>([]);
  const [address, setAddress] = useState({
    name: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postalCode: '',
    country: '',
  });

  // Only the first load replaces the page: a reload after a refusal keeps what the shopper typed.
  if (loading && !data)
    return (
      <p className="cart-status" aria-busy="true">
        Loading your order…
      </p>
    );
  if (error)
    return (
      <p className="cart-status" role="alert">
        We could not load your cart. Please reload the page.
      </p>
    );
  const cart = data?.shoppingCart;
  if (!cart || cart.entries.length === 0) {
    return (
      <section className="cart-empty">
        <p>You have nothing to check out.</p>
        <a className="button-primary" href="/shop">
          Continue Shopping
        </a>
      </section>
    );
  }
  const currency = cart.subtotalAmount.currency;
  const money = (minor: number) => <Money value={{ minor, currency }} />;
  const problemFor = (field: string) => problems.find((p) => fieldOf(p) === field)?.message;
  const general = problems.filter(
    (p) =>
      !['email', 'name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'cardNumber'].includes(
        fieldOf(p),
      ),
  );

  const changeAddress = (key: keyof typeof address, value: string) => {
    const next = { ...address, [key]: value };
    setAddress(next);
    // The country and region price shipping and tax: the summary follows at once.
    if ((key === 'country' || key === 'region') && next.country) {
      quietly(
        setLocation({
          input: { country: next.country, region: next.region || null, postalCode: next.postalCode || null },
          ...which,
        }),
      );
    }
  };

  const submitCoupon = async (code: string) => (await changeCart(applyCoupon({ code, ...which })))[0]?.message ?? null;
  const submitGiftCard = async (code: string) =>
    (await changeCart(applyGiftCard({ code, ...which })))[0]?.message ?? null;
  const plan = cart.subscriptionPlan;
  const pricesIncludeTax = Boolean(data?.site?.checkoutSettings.pricesIncludeTax);
  // The server prices no shipping (nor tax) before it knows where the order goes: the summary says so.
  const shippingKnown = !cart.requiresShipping || Boolean(cart.shippingLocation);
  const shippingText = !shippingKnown
    ? 'Calculated after you enter your address'
    : !cart.selectedShippingOption
      ? 'Not available to this country'
      : cart.shippingCostCents === 0
        ? 'Free'
        : money(cart.shippingCostCents);
  // Gift cards that pay the whole order leave nothing for the card; a subscription keeps a card for its renewals.
  const cardNeeded = cart.amountDueCents > 0 || cart.giftCards.length === 0 || Boolean(plan);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || repricing) return;
    const form = new FormData(event.currentTarget);
    setPlacing(true);
    setProblems([]);
    try {
      const answer = await placeOrder({
        input: {
          idempotencyKey: attemptKey,
          email: String(form.get('email') ?? ''),
          cardNumber: cardNeeded ? String(form.get('cardNumber') ?? '') : null,
          shippingAddress: cart.requiresShipping ? address : null,
          // The total the summary shows: should the order come to more (a price or a coupon
          // changed meanwhile), the server refuses with the new total rather than charge it.
          expectedTotalCents: cart.grandTotalCents,
          express,
          cartToken,
        },
      });
      const result = answer.placeOrder;
      if (result?.order?.subscription && result.subscriptionToken) {
        location.assign(subscriptionPagePath(result.order.subscription.id, result.subscriptionToken));
        return;
      }
      if (result?.order && result.orderToken) {
        location.assign(orderPagePath(result.order.id, result.orderToken));
        return;
      }
      setProblems(result?.userErrors ?? [{ message: 'Your order could not be placed. Please try again.' }]);
      // A refused attempt is over: the next submit is a new attempt.
      setAttemptKey(newAttemptKey());
      // The refusal may be about the cart as it is priced now (a price raised, a coupon used up meanwhile): show that.
      void refetch().catch(() => undefined);
    } catch {
      setProblems([
        {
          message: 'We could not reach the store. Check your connection and try again: you will not be charged twice.',
        },
      ]);
    }
    setPlacing(false);
  };

  const input = (
    name: keyof typeof address,
    label: string,
    options: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <label className="checkout-field">
      <span>{label}</span>
      <input
        name={name}
        value={address[name]}
        required={options.required}
        autoComplete={options.autoComplete}
        aria-invalid={Boolean(problemFor(name))}
        onChange={(e) => changeAddress(name, e.target.value)}
      />
      {problemFor(name) && (
        <span className="field-error" role="alert">
          {problemFor(name)}
        </span>
      )}
    </label>
  );

  return (
    <div className="checkout" data-testid="checkout">
      <form className="checkout-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Contact</legend>
          <label className="checkout-field">
            <span>Email</span>
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={Boolean(problemFor('email'))}
            />
            {problemFor('email') && (
              <span className="field-error" role="alert">
                {problemFor('email')}
              </span>
            )}
          </label>
        </fieldset>
        {cart.requiresShipping && (
          <fieldset>
            <legend>Shipping address</legend>
            {input('name', 'Full name', { required: true, autoComplete: 'name' })}
            {input('line1', 'Street address', { required: true, autoComplete: 'address-line1' })}
            {input('line2', 'Apartment, suite (optional)', { autoComplete: 'address-line2' })}
            {input('city', 'City', { required: true, autoComplete: 'address-level2' })}
            <div className="checkout-row">
              {input('region', 'State or region', { autoComplete: 'address-level1' })}
              {input('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
            </div>
            <label className="checkout-field">
              <span>Country</span>
              <select
                name="country"
                value={address.country}
                required
                autoComplete="country"
                aria-invalid={Boolean(problemFor('country'))}
                onChange={(e) => changeAddress('country', e.target.value)}
              >
                <option value="">Choose a country…</option>
                {CHECKOUT_COUNTRIES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
              {problemFor('country') && (
                <span className="field-error" role="alert">
                  {problemFor('country')}
                </span>
              )}
            </label>
            {cart.shippingLocation && (
              <div className="checkout-shipping" role="radiogroup" aria-label="Shipping">
                {cart.shippingOptions.length === 0 && (
                  <p className="field-error">This store does not ship to that country.</p>
                )}
                {cart.shippingOptions.map((option) => (
                  <label key={option.id} className="checkout-option">
                    <input
                      type="radio"
                      name="shipping"
                      value={option.id}
                      checked={cart.selectedShippingOption?.id === option.id}
                      onChange={() => quietly(selectShipping({ id: option.id, ...which }))}
                    />
                    <span>{option.name}</span>
                    <strong>{option.priceCents === 0 ? 'Free' : money(option.priceCents)}</strong>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        )}
        <fieldset>
          <legend>Payment</legend>
          {cardNeeded ? (
            <>
              <label className="checkout-field">
                <span>Card number</span>
                <input
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  required
                  aria-invalid={Boolean(problemFor('cardNumber'))}
                />
                {problemFor('cardNumber') && (
                  <span className="field-error" role="alert">
                    {problemFor('cardNumber')}
                  </span>
                )}
              </label>
              <p className="checkout-hint">
                Test mode: use {TEST_CARDS.approve.replace(/(\d{4})(?=\d)/g, '$1 ')}. No real payment is taken.
              </p>
            </>
          ) : (
            <p className="checkout-hint" data-testid="paid-by-gift-cards">
              Your gift cards pay for the whole order: no card is needed.
            </p>
          )}
        </fieldset>
        {general.map((p) => (
          <p key={p.message} className="checkout-error" role="alert">
            {p.message}
          </p>
        ))}
        <button
          className="button-primary checkout-submit"
          type="submit"
          disabled={placing || repricing}
          aria-busy={placing || repricing}
        >
          {placing ? 'Placing order…' : repricing ? 'Updating total…' : plan ? 'Subscribe' : 'Place order'}
        </button>
      </form>
      <aside className="checkout-summary" aria-label="Order summary">
        <ul className="checkout-lines">
          {cart.entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {entry.quantity} × {entry.product.title}
                {entry.chosenVariant.attributes.length > 0 && (
                  <small> ({entry.chosenVariant.attributes.map((a) => a.value).join(', ')})</small>
                )}
              </span>
              <span>{money(entry.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <CheckoutCodeForm label="Coupon code" apply={submitCoupon} />
        <CheckoutCodeForm label="Gift card code" apply={submitGiftCard} />
        {cart.invalidCoupons.length > 0 && (
          <div className="checkout-not-applied" data-testid="coupons-not-applied">
            <p>Not applied, and not in your total:</p>
            <ul>
              {cart.invalidCoupons.map((c) => (
                <li key={c.code}>
                  {c.message}{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => quietly(removeCoupon({ code: c.code, ...which }))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl className="checkout-totals">
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotalCents)}</dd>
          {cart.validCoupons.map((c) => (
            <div key={c.code} className="checkout-total-row">
              <dt>
                {c.code}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => quietly(removeCoupon({ code: c.code, ...which }))}
                >
                  Remove
                </button>
              </dt>
              <dd>−{money(c.discountCents)}</dd>
            </div>
          ))}
          {cart.requiresShipping && (
            <>
              <dt>Shipping</dt>
              <dd data-testid="checkout-shipping" className={shippingKnown ? undefined : 'checkout-pending'}>
                {shippingText}
              </dd>
            </>
          )}
          {cart.taxCents > 0 && (
            <>
              <dt>{pricesIncludeTax ? 'Tax (included)' : 'Tax'}</dt>
              <dd>{money(cart.taxCents)}</dd>
            </>
          )}
          <dt className="checkout-grand">
            Total
            {!shippingKnown && (
              <small className="checkout-total-note" data-testid="checkout-total-note">
                {pricesIncludeTax ? 'before shipping' : 'before shipping and tax'}
              </small>
            )}
          </dt>
          <dd className="checkout-grand" data-testid="checkout-total">
            {money(cart.grandTotalCents)}
          </dd>
          {cart.giftCards.map((card) => (
            <div key={card.id} className="checkout-total-row">
              <dt>
                Gift card ••••{card.lastFour}{' '}
                <small>({money(card.balanceCents - card.appliedCents)} left after this order)</small>{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => quietly(removeGiftCard({ id: card.id, ...which }))}
                >
                  Remove
                </button>
              </dt>
              <dd>−{money(card.appliedCents)}</dd>
            </div>
          ))}
          {cart.giftCards.length > 0 && (
            <>
              <dt className="checkout-due">Amount due</dt>
              <dd className="checkout-due" data-testid="checkout-amount-due">
                {money(cart.amountDueCents)}
              </dd>
            </>
          )}
        </dl>
        {plan && (
          <p className="checkout-plan" data-testid="checkout-plan">
            Subscription: {money(plan.perPeriodCents)} {billingPeriodText(toPlan(plan))},{' '}
            {billingCyclesText(toPlan(plan))} ({money(plan.perYearCents)} a year), plus shipping and tax each time.
            Cancel any time from your subscription’s page.
          </p>
        )}
      </aside>
    </div>
  );
}
