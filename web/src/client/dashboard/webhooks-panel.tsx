import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  AdminDashboardDocument,
  CreateWebhookSubscriptionDocument,
  DeleteWebhookSubscriptionDocument,
  OwnerWebhooksDocument,
  RedeliverWebhookDocument,
  type WebhookEventType,
} from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';
import { orderWhen } from './order-labels.ts';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';
import { answerText, DELIVERY_STATUS_TEXT, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from './webhook-labels.ts';
import './webhooks-panel.css';

const POLL_MS = 3000;

/**
 * The site's webhooks: the addresses its events are posted to (with each one's signing secret), a
 * form to add one, and the latest deliveries with what each address answered and a Redeliver button.
 */
export function WebhooksPanel() {
  const frame = useQuery(AdminDashboardDocument);
  const websiteId = frame.data?.site?.id;
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(OwnerWebhooksDocument, {
    variables: { websiteId: websiteId ?? '' },
    skip: !websiteId,
  });
  const [create, creating] = useMutation(CreateWebhookSubscriptionDocument);
  const [remove] = useMutation(DeleteWebhookSubscriptionDocument);
  const [redeliver] = useMutation(RedeliverWebhookDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [listProblems, setListProblems] = useState<Problem[]>([]);
  const subscriptions = data?.webhookSubscriptions;
  const deliveries = data?.webhookDeliveries;
  // While a delivery waits for its post (a redeliver, a retry), the list follows it on its own.
  const waiting = deliveries?.some((delivery) => delivery.status === 'PENDING') ?? false;
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const events = fields.getAll('events').map(String) as WebhookEventType[];
    const found = await problemsOf(
      async () =>
        (await create({ variables: { input: { url: String(fields.get('url') ?? ''), events } } })).data
          ?.createWebhookSubscription,
    );
    setProblems(found);
    if (!found.length) {
      form.reset();
      await refetch();
    }
  };
  const act = async (run: () => Promise<{ userErrors: readonly Problem[] } | null | undefined>) => {
    const found = await problemsOf(run);
    setListProblems(found);
    if (!found.length) await refetch();
  };

  return (
    <section className="dashboard-panel webhooks-panel" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="webhooks-intro">
        Your server hears of your site’s changes as they happen: each event is posted to your address as JSON, signed
        with the webhook’s secret in the <code>X-Atelier-Signature: sha256=…</code> header (the HMAC-SHA256 of the
        body). An answer other than 2xx is tried again, less and less often, for 24 hours.
      </p>
      <LoadStatus
        what="webhooks"
        loading={loading || frame.loading}
        error={error ?? frame.error}
        loaded={Boolean(data)}
      />

      {subscriptions && subscriptions.length === 0 && (
        <p className="cart-status">No webhooks yet. Add your server’s address below to start hearing of events.</p>
      )}
      {subscriptions && subscriptions.length > 0 && (
        <div className="table-scroll">
          <table className="inventory-table webhooks-table" data-testid="webhook-subscriptions">
            <caption>Addresses your events are posted to</caption>
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Events</th>
                <th scope="col">Secret</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row" className="webhook-url">
                    {subscription.url}
                  </th>
                  <td className="webhook-event-list" data-label="Events">
                    {subscription.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
                  </td>
                  <td className="webhook-secret" data-label="Secret">
                    <details>
                      <summary>Show secret</summary>
                      <code>{subscription.secret}</code>
                    </details>
                  </td>
                  <td className="webhook-action">
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        void act(
                          async () =>
                            (await remove({ variables: { id: subscription.id } })).data?.deleteWebhookSubscription,
                        )
                      }
                    >
                      Remove<span className="visually-hidden"> the webhook to {subscription.url}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>Add a webhook</h3>
      <form className="webhook-form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          Address
          <input
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/atelier"
            maxLength={2000}
            aria-invalid={problems.some((problem) => problem.field?.at(-1) === 'url') || undefined}
          />
        </label>
        <fieldset className="webhook-events">
          <legend>Events to send</legend>
          <div className="webhook-event-choices">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event}>
                <input type="checkbox" name="events" value={event} />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </div>
        </fieldset>
        <ProblemList problems={problems} />
        <button className="button-primary" type="submit" disabled={creating.loading}>
          {creating.loading ? 'Adding…' : 'Add webhook'}
        </button>
      </form>

      <h3>Latest deliveries</h3>
      <ProblemList problems={listProblems} />
      {deliveries && deliveries.length === 0 && (
        <p className="cart-status">Nothing sent yet. Each event posted to your addresses shows here with its answer.</p>
      )}
      {deliveries && deliveries.length > 0 && (
        <div className="table-scroll">
          <table className="inventory-table webhooks-table" data-testid="webhook-deliveries">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Last answer</th>
                <th scope="col" className="num">
                  Tries
                </th>
                <th scope="col">When</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-delivery-id={delivery.id}>
                  <th scope="row">
                    {WEBHOOK_EVENT_LABELS[delivery.event]}
                    <div className="hint">{delivery.url}</div>
                  </th>
                  <td data-label="Status">
                    <div>
                      <span className={`delivery-status is-${delivery.status.toLowerCase()}`}>
                        {DELIVERY_STATUS_TEXT[delivery.status]}
                      </span>
                      {delivery.nextAttemptAt && <div className="hint">next {orderWhen(delivery.nextAttemptAt)}</div>}
                    </div>
                  </td>
                  <td className="webhook-answer" data-label="Last answer">
                    {answerText(delivery)}
                  </td>
                  <td className="num" data-label="Tries">
                    {delivery.attempts}
                  </td>
                  <td className="nowrap" data-label="When">
                    {orderWhen(delivery.createdAt)}
                  </td>
                  <td className="webhook-action">
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        void act(
                          async () =>
                            (await redeliver({ variables: { deliveryId: delivery.id } })).data?.redeliverWebhook,
                        )
                      }
                    >
                      Redeliver<span className="visually-hidden"> {WEBHOOK_EVENT_LABELS[delivery.event]}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
