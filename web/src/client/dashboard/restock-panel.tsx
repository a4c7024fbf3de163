import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LoadStatus } from './load-status.tsx';
import {
  OwnerRestockDocument,
  OwnerRestockSignUpsDocument,
  SaveRestockSettingsDocument,
  SendRestockNoticesDocument,
  type OwnerRestockQuery,
  type OwnerRestockSignUpsQuery,
  type RestockGroupFragment,
  type RestockSignUpStatus,
} from '../../graphql/generated/dashboard.ts';

/** Groups per page (the server's default), and the most one send may name (its INPUT_TOO_LARGE bound). */
const PAGE = 20;
const MAX_PAGE = 100;
const SEND_BATCH = 100;
const SIGN_UPS_PAGE = 50;

const OFFLINE = 'That did not work just now. Check your connection and try again.';

type Note = { ok: boolean; text: string } | null;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const keyOf = (group: { productId: string; variantId: string }) => `${group.productId}/${group.variantId}`;

function stockText(variant: RestockGroupFragment['variant']) {
  if (variant.unlimited) return 'Unlimited stock';
  return variant.qtyInStock > 0 ? `${variant.qtyInStock.toLocaleString('en-US')} in stock` : 'Sold out';
}

function optionsText(variant: RestockGroupFragment['variant']) {
  return variant.attributes.map((a) => `${a.name}: ${a.value}`).join(' · ');
}

/**
 * Restock notices for the site's owner: the sold-out variants visitors wait for (most waiting
 * first, a page at a time), each with its sign-ups; the notice sent for one or for all loaded that
 * have stock again, after which they leave the list (one without stock says why it cannot be sent);
 * and the settings (notices on their own when stock returns, a captcha).
 */
export function RestockPanel() {
  const { data, loading, error, fetchMore, refetch } = useQuery(OwnerRestockDocument, {
    variables: { cursor: null, first: PAGE },
    notifyOnNetworkStatusChange: true,
  });
  const [send] = useMutation(SendRestockNoticesDocument);
  const [sending, setSending] = useState<'all' | string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const site = data?.site;
  const page = site?.restockSignUpGroups;
  const groups = page?.signUpGroups ?? [];

  // A notice says the variant is back, so only the groups the server says can be sent are.
  const sendable = groups.filter((group) => !group.sendRefusal);
  const held = groups.length - sendable.length;

  const sendNotices = async (targets: readonly RestockGroupFragment[], which: 'all' | string) => {
    setSending(which);
    setNote(null);
    let queued = 0;
    let problem: string | undefined;
    try {
      for (let start = 0; start < targets.length && !problem; start += SEND_BATCH) {
        const requests = targets
          .slice(start, start + SEND_BATCH)
          .map((g) => ({ productId: g.productId, variantId: g.variantId }));
        const { data: answer } = await send({ variables: { requests } });
        const payload = answer?.sendRestockNotices;
        problem = payload ? payload.userErrors[0]?.message : OFFLINE;
        queued += payload?.queued ?? 0;
      }
    } catch {
      problem = OFFLINE;
    }
    const left =
      which === 'all' && held > 0
        ? ` ${plural(held, 'variant without stock is', 'variants without stock are')} still waiting.`
        : '';
    if (queued > 0 || !problem)
      setNote({
        ok: true,
        text: `Queued ${plural(queued, 'notice', 'notices')}.${left}${problem ? ` ${problem}` : ''}`,
      });
    else setNote({ ok: false, text: problem! });
    // The sent groups leave the list: the pages shown so far are read again.
    await refetch({ cursor: null, first: Math.min(MAX_PAGE, Math.max(PAGE, groups.length)) }).catch(() => undefined);
    setSending(null);
  };

  const loadMore = async () => {
    if (!page?.nextPageCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.nextPageCursor, first: PAGE },
        updateQuery: (previous, { fetchMoreResult }) => mergeGroups(previous, fetchMoreResult),
      });
    } catch {
      setNote({ ok: false, text: OFFLINE });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="dashboard-panel restock-panel" aria-labelledby="restock-title">
      <div className="panel-row panel-head">
        <h2 id="restock-title">Restock notices</h2>
        {groups.length > 0 && (
          <button
            type="button"
            className="button-secondary"
            disabled={sending !== null || sendable.length === 0}
            onClick={() => void sendNotices(sendable, 'all')}
          >
            {sending === 'all' ? 'Sending…' : 'Send all'}
          </button>
        )}
      </div>
      <p className="hint restock-intro">
        Visitors who asked to hear when a sold-out option is back. A notice goes to each of them once.
        {site &&
          site.mailingListSize > 0 &&
          ` ${plural(site.mailingListSize, 'address has', 'addresses have')} joined your mailing list.`}
      </p>
      {site && <RestockSettingsForm key={site.id} siteId={site.id} settings={site.restockSettings} />}
      {note && (
        <p
          className={note.ok ? 'form-note' : 'form-error'}
          role={note.ok ? 'status' : 'alert'}
          data-testid="restock-note"
        >
          {note.text}
        </p>
      )}
      <LoadStatus what="restock sign-ups" loading={loading} error={error} loaded={Boolean(data)} />
      {page && groups.length === 0 && <p className="cart-status restock-empty">No one is waiting for a restock.</p>}
      {groups.length > 0 && (
        <ul className="restock-groups">
          {groups.map((group, index) => {
            const key = keyOf(group);
            const isOpen = open === key;
            const refusalId = `restock-refusal-${index}`;
            return (
              <li key={key} className="restock-group" data-variant-id={group.variantId}>
                <div className="restock-group-what">
                  <a className="restock-product" href={group.product.fullUrl}>
                    {group.product.title}
                  </a>
                  <span className="restock-options">
                    {optionsText(group.variant) && <span>{optionsText(group.variant)}</span>}
                    <span className="sku">{group.variant.sku}</span>
                  </span>
                </div>
                <dl className="restock-group-facts">
                  <div>
                    <dt>Stock</dt>
                    <dd className={!group.variant.unlimited && group.variant.qtyInStock <= 0 ? 'stock-out' : undefined}>
                      {stockText(group.variant)}
                    </dd>
                  </div>
                  <div>
                    <dt>Waiting</dt>
                    <dd data-testid="waiting-count">{group.waitingCount.toLocaleString('en-US')}</dd>
                  </div>
                  <div>
                    <dt>Oldest sign-up</dt>
                    <dd>{when(group.oldestSignUpAt)}</dd>
                  </div>
                </dl>
                <div className="restock-group-actions">
                  <button
                    type="button"
                    className="button-secondary"
                    aria-expanded={isOpen}
                    onClick={() => setOpen(isOpen ? null : key)}
                  >
                    {isOpen ? 'Hide sign-ups' : 'Sign-ups'}
                  </button>
                  <button
                    type="button"
                    className="button-primary"
                    disabled={sending !== null || Boolean(group.sendRefusal)}
                    aria-describedby={group.sendRefusal ? refusalId : undefined}
                    onClick={() => void sendNotices([group], key)}
                  >
                    {sending === key ? 'Sending…' : 'Send notice'}
                  </button>
                </div>
                {group.sendRefusal && (
                  <p id={refusalId} className="hint restock-refusal" data-testid="send-refusal">
                    {group.sendRefusal}
                  </p>
                )}
                {isOpen && <RestockSignUps productId={group.productId} variantId={group.variantId} />}
              </li>
            );
          })}
        </ul>
      )}
      {page?.hasNextPage && (
        <button
          type="button"
          className="button-secondary restock-more"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {loadingMore ? 'Loading…' : 'More'}
        </button>
      )}
    </section>
  );
}

function mergeGroups(previous: OwnerRestockQuery, next: OwnerRestockQuery | undefined): OwnerRestockQuery {
  const before = previous.site?.restockSignUpGroups;
  const after = next?.site?.restockSignUpGroups;
  if (!previous.site || !before || !after) return previous;
  const seen = new Set(before.signUpGroups.map(keyOf));
  const added = after.signUpGroups.filter((group) => !seen.has(keyOf(group)));
  return {
    ...previous,
    site: { ...previous.site, restockSignUpGroups: { ...after, signUpGroups: [...before.signUpGroups, ...added] } },
  };
}

/** The two settings, saved together. */
function RestockSettingsForm({
  siteId,
  settings,
}: {
  siteId: string;
  settings: { autoSend: boolean; captchaRequired: boolean };
}) {
  const [save, { loading }] = useMutation(SaveRestockSettingsDocument);
  const [note, setNote] = useState<Note>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setNote(null);
    try {
      const { data } = await save({
        variables: {
          input: { autoSend: form.get('autoSend') === 'on', captchaRequired: form.get('captchaRequired') === 'on' },
        },
        // The settings have no id of their own: they are kept on the site in the cache.
        update: (cache, result) => {
          const saved = result.data?.saveRestockSettings.settings;
          if (saved)
            cache.modify({
              id: cache.identify({ __typename: 'Website', id: siteId }),
              fields: { restockSettings: () => saved },
            });
        },
      });
      const payload = data?.saveRestockSettings;
      const problem = payload ? payload.userErrors[0]?.message : OFFLINE;
      setNote(problem ? { ok: false, text: problem } : { ok: true, text: 'Saved.' });
    } catch {
      setNote({ ok: false, text: OFFLINE });
    }
  };
  return (
    <form className="restock-settings" onSubmit={submit} aria-label="Restock settings">
      <div className="panel-row">
        <label className="check">
          <input type="checkbox" name="autoSend" defaultChecked={settings.autoSend} /> Send notices by themselves when
          stock returns
        </label>
        <label className="check">
          <input type="checkbox" name="captchaRequired" defaultChecked={settings.captchaRequired} /> Ask for a captcha
        </label>
        <button className="button-secondary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      {note && (
        <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </form>
  );
}

const STATUS_TEXT: Readonly<Record<RestockSignUpStatus, string>> = {
  WAITING: 'Waiting',
  QUEUED: 'Queued',
  NOTIFIED: 'Notified',
  FAILED: 'Could not be mailed',
  UNSUBSCRIBED: 'Unsubscribed',
};

/** One variant's sign-ups, oldest first, a page at a time. */
function RestockSignUps({ productId, variantId }: { productId: string; variantId: string }) {
  const { data, loading, error, fetchMore } = useQuery(OwnerRestockSignUpsDocument, {
    variables: { productId, variantId, cursor: null, first: SIGN_UPS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.site?.restockSignUps;
  if (error && !page)
    return (
      <p className="cart-status" role="alert">
        The sign-ups could not be loaded. Please try again.
      </p>
    );
  if (loading && !page)
    return (
      <p className="cart-status" aria-busy="true">
        Loading sign-ups…
      </p>
    );
  if (!page) return null;
  return (
    <div className="restock-sign-ups">
      <div className="table-scroll">
        <table className="inventory-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Signed up</th>
              <th scope="col">Mailing list</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.signUps.map((signUp) => (
              <tr key={signUp.id}>
                <td className="restock-email">{signUp.email}</td>
                <td data-label="Signed up">{when(signUp.createdAt)}</td>
                <td data-label="Mailing list">{signUp.joinedMailingList ? 'Yes' : 'No'}</td>
                <td
                  data-label="Status"
                  className={`restock-status is-${signUp.status.toLowerCase()}`}
                  data-status={signUp.status}
                >
                  {STATUS_TEXT[signUp.status] ?? signUp.status}
                  {signUp.notifiedAt && <span className="hint"> {when(signUp.notifiedAt)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.signUps.length === 0 && <p className="cart-status">No sign-ups.</p>}
      {page.hasNextPage && (
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            void fetchMore({
              variables: { cursor: page.nextPageCursor },
              updateQuery: (previous, { fetchMoreResult }) => mergeSignUps(previous, fetchMoreResult),
            }).catch(() => undefined)
          }
        >
          More sign-ups
        </button>
      )}
    </div>
  );
}

function mergeSignUps(
  previous: OwnerRestockSignUpsQuery,
  next: OwnerRestockSignUpsQuery | undefined,
): OwnerRestockSignUpsQuery {
  const before = previous.site?.restockSignUps;
  const after = next?.site?.restockSignUps;
  if (!previous.site || !before || !after) return previous;
  return {
    ...previous,
    site: { ...previous.site, restockSignUps: { ...after, signUps: [...before.signUps, ...after.signUps] } },
  };
}
