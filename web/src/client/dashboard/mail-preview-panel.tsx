import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { OwnerMailPreviewOrdersDocument, OwnerOrderMailsDocument } from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';
import { dayText } from './subscription-labels.ts';

/** The orders offered: the newest ones (the API's page size). */
const FIRST = 50;

/** What each kind of mail is, as the owner reads it. */
const KIND_LABELS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'gift-card': 'Gift card',
};

/**
 * The commerce e-mail preview: an order's mails (its confirmation, each gift card it issued) as the
 * mailer is given them, composed by the same code on the server; the newest order first.
 */
export function MailPreviewPanel() {
  const orders = useQuery(OwnerMailPreviewOrdersDocument, { variables: { first: FIRST } });
  const list = orders.data?.site?.orders.orders;
  const [chosen, setChosen] = useState<string | null>(null);
  const orderId = chosen ?? list?.[0]?.id ?? null;
  const mails = useQuery(OwnerOrderMailsDocument, { variables: { orderId: orderId ?? '' }, skip: !orderId });
  const previews = mails.data?.site?.orderMailPreviews;
  return (
    <section className="dashboard-panel mail-preview-panel" aria-labelledby="mail-preview-title" data-page-type="301">
      <h2 id="mail-preview-title">E-mail preview</h2>
      <p className="cart-status">
        Each mail of an order exactly as your shopper receives it. Gift card codes show only their last four characters.
      </p>
      <LoadStatus what="orders" loading={orders.loading} error={orders.error} loaded={Boolean(list)} />
      {list && list.length === 0 && (
        <p className="cart-status">No orders yet. Once a shopper orders, the mails of that order show here.</p>
      )}
      {list && list.length > 0 && (
        <div className="panel-row">
          <label className="grow">
            Order
            <select value={orderId ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {list.map((order) => (
                <option key={order.id} value={order.id}>
                  #{order.number} · {order.email} · {dayText(order.createdAt)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {orderId && <LoadStatus what="mails" loading={mails.loading} error={mails.error} loaded={Boolean(previews)} />}
      {previews?.map((mail, index) => (
        <article
          className="mail-preview"
          key={`${mail.kind}-${index}`}
          data-kind={mail.kind}
          data-testid="mail-preview"
        >
          <p className="eyebrow">{KIND_LABELS[mail.kind] ?? mail.kind}</p>
          <dl className="mail-preview-headers">
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>Subject</dt>
            <dd className="mail-preview-subject">{mail.subject}</dd>
          </dl>
          <pre className="mail-preview-body">{mail.text}</pre>
        </article>
      ))}
    </section>
  );
}
