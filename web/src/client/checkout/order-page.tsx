import { CartEntryFormsDocument } from '../../graphql/generated/islands.ts';
import { OrderPageDocument } from '../../graphql/generated/checkout-text.ts';
import { entryAnswerLines } from '@atelier/commerce';
import { Money } from '../shared/money.tsx';
import { useGraphQLQuery } from '../shared/use-graphql.ts';

/** The order confirmed page (paid) or the order received page (waiting for the provider's answer). */
export function OrderPage() {
  const id = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const { data, loading, error } = useGraphQLQuery(OrderPageDocument, { id, token });
  const formIds = [
    ...new Set(
      (data?.order?.lines ?? []).flatMap((l) =>
        l.additionalFields && l.product.additionalFieldsFormId ? [l.product.additionalFieldsFormId] : [],
      ),
    ),
  ];
  const forms = useGraphQLQuery(CartEntryFormsDocument, { ids: formIds }, { skip: formIds.length === 0 });
  const definitions = new Map((forms.data?.forms ?? []).flatMap((f) => (f ? [[f.id, f.definitionJson] as const] : [])));
  if (loading)
    return (
      <p className="cart-status" aria-busy="true">
        Loading your order…
      </p>
    );
  const order = data?.order;
  if (error || !order)
    return (
      <p className="cart-status" role="alert">
        We could not find this order. Please use the link in your confirmation email.
      </p>
    );
  const money = (minor: number) => <Money value={{ minor, currency: order.currency }} />;
  const address = order.shippingAddress;
  return (
    <section className="order" data-testid="order">
      <p className="order-lead" data-testid="order-status">
        {order.status === 'PAID' && (
          <>
            Thank you! Your order <strong>#{order.number}</strong> is confirmed. A confirmation is on its way to{' '}
            {order.email}.
          </>
        )}
        {order.status === 'PENDING_PAYMENT' && (
          <>
            We received your order <strong>#{order.number}</strong> and are waiting for your payment to be confirmed. We
            will email {order.email} as soon as it is.
          </>
        )}
        {order.status === 'CANCELLED' && (
          <>
            Order #{order.number} was cancelled: {order.failureMessage}
          </>
        )}
      </p>
      <ul className="checkout-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.title}
              {line.chosenVariant.attributes.length > 0 && (
                <small> ({line.chosenVariant.attributes.map((a) => a.value).join(', ')})</small>
              )}
              {entryAnswerLines(
                line.additionalFields,
                line.productType,
                definitions.get(line.product.additionalFieldsFormId ?? '') ?? null,
              ).map((answer) => (
                <small key={answer} className="order-line-answer">
                  {answer}
                </small>
              ))}
            </span>

            <span>{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>Subtotal</dt>
        <dd>{money(order.subtotalCents)}</dd>
        {order.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{money(order.discountCents)}</dd>
          </>
        )}
        {order.shippingOption && (
          <>
            <dt>Shipping ({order.shippingOption.name})</dt>
            <dd>{money(order.shippingCostCents)}</dd>
          </>
        )}
        {order.taxCents > 0 && (
          <>
            <dt>{order.pricesIncludeTax ? 'Tax (included)' : 'Tax'}</dt>
            <dd>{money(order.taxCents)}</dd>
          </>
        )}
        <dt className="checkout-grand">Total</dt>
        <dd className="checkout-grand">{money(order.grandTotalCents)}</dd>
        {order.giftCardPayments.map((card) => (
          <div key={card.lastFour} className="checkout-total-row">
            <dt>Paid by gift card ••••{card.lastFour}</dt>
            <dd>−{money(card.amountCents)}</dd>
          </div>
        ))}
        {order.giftCardCents > 0 && (
          <>
            <dt className="checkout-due">Paid by card</dt>
            <dd className="checkout-due">{money(order.grandTotalCents - order.giftCardCents)}</dd>
          </>
        )}
      </dl>
      {order.issuedGiftCards.length > 0 && (
        <ul className="order-gift-cards" data-testid="order-gift-cards">
          {order.issuedGiftCards.map((card) => (
            <li key={card.lastFour}>
              A {money(card.initialCents)} gift card (••••{card.lastFour}) was emailed to {card.recipientEmail}.
            </li>
          ))}
        </ul>
      )}

      {address && (
        <address className="order-address">
          <strong>Shipping to</strong>
          <br />
          {address.name}
          <br />
          {address.line1}
          {address.line2 && (
            <>
              <br />
              {address.line2}
            </>
          )}
          <br />
          {[address.city, address.region, address.postalCode].filter(Boolean).join(' ')}
          <br />
          {address.country}
        </address>
      )}
      <a className="cart-continue" href="/shop">
        ← Continue shopping
      </a>
    </section>
  );
}
