import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CartEntryFormsDocument } from '../../graphql/generated/storefront.ts';
import {
  FulfillOrderDocument,
  OwnerOrderDocument,
  type DashboardOrderFragment,
} from '../../graphql/generated/dashboard.ts';
import { entryAnswerLines } from '@atelier/commerce';
import { Money } from '../shared/money.tsx';
import { FULFILLMENT_TEXT, ORDER_STATUS_TEXT, optionsText, orderWhen } from './order-labels.ts';
import { OrderRefundForm } from './order-refund-form.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

type Order = DashboardOrderFragment;
type Line = Order['lines'][number];

interface OrderDialogProps {
  id: string;
  onClose(): void;
  onChanged(): void;
}

/** One order in a modal dialog: Escape or Close leaves it, and focus returns to the list. */
export function OrderDialog({ id, onClose, onChanged }: OrderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { data, loading, error, refetch } = useQuery(OwnerOrderDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.site?.order;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="order-dialog"
      aria-labelledby="order-dialog-title"
      onClose={onClose}
      data-testid="order-detail"
    >
      <div className="panel-row panel-head">
        <h3 id="order-dialog-title">{order ? `Order #${order.number}` : 'Order'}</h3>
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {loading && !order && (
        <p className="cart-status" aria-busy="true">
          Loading the order…
        </p>
      )}
      {!loading && !order && (
        <p className="cart-status" role="alert">
          {error ? 'The order could not be loaded. Please try again.' : 'This order does not exist.'}
        </p>
      )}
      {order && (
        <OrderDetail
          order={order}
          onChanged={async () => {
            await refetch().catch(() => undefined);
            onChanged();
          }}
        />
      )}
    </dialog>
  );
}

function OrderDetail({ order, onChanged }: { order: Order; onChanged(): Promise<void> }) {
  const [fulfill, fulfilling] = useMutation(FulfillOrderDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState<ReactNode>(null);
  // Answers to additional fields are titled by the form the product has now.
  const formIds = [
    ...new Set(
      order.lines.flatMap((line) =>
        line.additionalFields && line.product.additionalFieldsFormId ? [line.product.additionalFieldsFormId] : [],
      ),
    ),
  ];
  const forms = useQuery(CartEntryFormsDocument, { variables: { ids: formIds }, skip: formIds.length === 0 });
  const definitions = new Map(
    (forms.data?.forms ?? []).flatMap((form) => (form ? [[form.id, form.definitionJson] as const] : [])),
  );
  const money = (minor: number) => <Money value={{ minor, currency: order.currency }} />;
  const remaining = order.grandTotalCents - order.refundedCents;
  const paid = order.status === 'PAID';

  const markFulfilled = async () => {
    setProblems([]);
    setDone(null);
    const refused = await problemsOf(async () => (await fulfill({ variables: { id: order.id } })).data?.fulfillOrder);
    setProblems(refused);
    if (refused.length === 0) setDone('Marked fulfilled.');
    await onChanged();
  };

  return (
    <div className="order-detail">
      <dl className="order-facts">
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{ORDER_STATUS_TEXT[order.status] ?? order.status}</dd>
        </div>
        <div>
          <dt>Fulfilment</dt>
          <dd data-testid="order-fulfillment">
            {FULFILLMENT_TEXT[order.fulfillmentStatus] ?? order.fulfillmentStatus}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{orderWhen(order.createdAt)}</dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>Paid</dt>
            <dd>{orderWhen(order.paidAt)}</dd>
          </div>
        )}
        {order.fulfilledAt && (
          <div>
            <dt>Fulfilled</dt>
            <dd>{orderWhen(order.fulfilledAt)}</dd>
          </div>
        )}
        <div>
          <dt>Customer</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
      </dl>
      {order.failureMessage && <p className="form-error">{order.failureMessage}</p>}

      <ul className="order-lines" aria-label="Items">
        {order.lines.map((line) => (
          <OrderLineItem
            key={line.id}
            line={line}
            currency={order.currency}
            definition={
              forms.loading ? undefined : (definitions.get(line.product.additionalFieldsFormId ?? '') ?? null)
            }
          />
        ))}
      </ul>

      <dl className="order-totals">
        <dt>Subtotal</dt>
        <dd>{money(order.subtotalCents)}</dd>
        <dt>Discount{order.coupons.length > 0 && ` (${order.coupons.map((c) => c.code).join(', ')})`}</dt>
        <dd>{order.discountCents > 0 ? <>−{money(order.discountCents)}</> : money(0)}</dd>
        <dt>Shipping{order.shippingOption && ` (${order.shippingOption.name})`}</dt>
        <dd>{money(order.shippingCostCents)}</dd>
        <dt>{order.pricesIncludeTax ? 'Tax (included)' : 'Tax'}</dt>
        <dd>{money(order.taxCents)}</dd>
        <dt className="order-grand">Total</dt>
        <dd className="order-grand" data-testid="order-total">
          {money(order.grandTotalCents)}
        </dd>
        <dt>Refunded</dt>
        <dd data-testid="order-refunded">{money(order.refundedCents)}</dd>
      </dl>

      {order.shippingAddress && <ShippingAddress address={order.shippingAddress} />}

      <h4>Payments</h4>
      {order.payments.length === 0 ? (
        <p className="cart-status">No payment yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="inventory-table order-payments">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Card</th>
                <th scope="col">When</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{payment.kind === 'REFUND' ? 'Refund' : payment.kind === 'CHARGE' ? 'Charge' : payment.kind}</td>
                  <td className={`payment-status is-${payment.status.toLowerCase()}`}>
                    {payment.status.charAt(0) + payment.status.slice(1).toLowerCase()}
                  </td>
                  <td className="num nowrap">{money(payment.amountCents)}</td>
                  <td className="nowrap">{payment.cardLast4 ? `•••• ${payment.cardLast4}` : '—'}</td>
                  <td className="nowrap">{orderWhen(payment.createdAt)}</td>
                  <td>{payment.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {paid && (
        <div className="order-actions">
          {order.fulfillmentStatus === 'UNFULFILLED' && (
            <button
              type="button"
              className="button-primary"
              disabled={fulfilling.loading}
              onClick={() => void markFulfilled()}
            >
              {fulfilling.loading ? 'Saving…' : 'Mark fulfilled'}
            </button>
          )}
          <ProblemList problems={problems} />
          {done && (
            <p className="form-note" role="status">
              {done}
            </p>
          )}
          {remaining > 0 ? (
            // Keyed by what is left, so that after a refund the amount starts again from the new remainder.
            <OrderRefundForm
              key={remaining}
              orderId={order.id}
              currency={order.currency}
              remaining={remaining}
              onRefunded={async (amount) => {
                setProblems([]);
                setDone(<>Refunded {money(amount)}.</>);
                await onChanged();
              }}
            />
          ) : (
            <p className="cart-status">This order is refunded in full.</p>
          )}
        </div>
      )}
    </div>
  );
}

/** `definition` is undefined while the forms load, null when the line's product has none. */
function OrderLineItem({
  line,
  currency,
  definition,
}: {
  line: Line;
  currency: string;
  definition: string | null | undefined;
}) {
  const answers = answerLines(line, definition);
  return (
    <li className="order-line">
      <div className="order-line-what">
        <strong>
          {line.quantity} × {line.title}
        </strong>
        {line.chosenVariant.attributes.length > 0 && <span>{optionsText(line.chosenVariant.attributes)}</span>}
        <span className="sku">{line.chosenVariant.sku}</span>
        {answers.length > 0 && (
          <ul className="order-line-answers" aria-label="Answers">
            {answers.map((answer, index) => (
              <li key={index}>{answer}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="order-line-price">
        <Money value={{ minor: line.lineTotalCents, currency }} />
        {line.quantity > 1 && (
          <span className="hint">
            {' '}
            ({line.quantity} × <Money value={{ minor: line.unitPriceCents, currency }} />)
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * The line's answers under their form's titles; when that form is gone or changed past reading, the
 * answers as given, since the owner needs what the shopper wrote either way.
 */
function answerLines(line: Line, definition: string | null | undefined): string[] {
  if (definition === undefined) return [];
  const titled = entryAnswerLines(line.additionalFields, line.productType, definition);
  if (titled.length > 0 || !line.additionalFields || line.productType === 'GIFT_CARD') return titled;
  try {
    const answers = JSON.parse(line.additionalFields) as unknown;
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return [];
    return Object.entries(answers).map(
      ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  } catch {
    return [];
  }
}

function ShippingAddress({ address }: { address: NonNullable<Order['shippingAddress']> }) {
  return (
    <address className="order-address">
      <strong>Shipping to</strong>
      <span>{address.name}</span>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>{[address.city, address.region, address.postalCode].filter(Boolean).join(' ')}</span>
      <span>{address.country}</span>
    </address>
  );
}
