import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminDashboardDocument,
  OwnerClientErrorsDocument,
  type ClientErrorGroupPartsFragment,
  type OwnerClientErrorsQuery,
} from '../../graphql/generated/dashboard.ts';
import { countText } from './analytics-figures.ts';
import { clientErrorsCsv, fetchAllGroups } from './client-errors-csv.ts';
import { downloadText } from './download-text.ts';
import { LoadStatus } from './load-status.tsx';
import { orderWhen } from './order-labels.ts';
import { OFFLINE } from './user-errors.tsx';
import './analytics-panel.css';

const PAGE = 20;

/** Where an error was thrown, as a developer reads it: file:line:column, or that the page did not say. */
export const placeOf = (group: Pick<ClientErrorGroupPartsFragment, 'file' | 'line' | 'column'>) =>
  group.file
    ? `${group.file}${group.line ? `:${group.line}${group.column ? `:${group.column}` : ''}` : ''}`
    : 'Place not reported';

/**
 * The errors the site's pages reported, grouped by message and place, the latest seen first: how
 * often, since and until when, and one report in full; more on asking, and every group as CSV.
 */
export function ClientErrorsPanel() {
  const frame = useQuery(AdminDashboardDocument);
  const websiteId = frame.data?.site?.id;
  const { data, loading, error, fetchMore } = useQuery(OwnerClientErrorsDocument, {
    variables: { websiteId: websiteId ?? '', first: PAGE, after: null },
    skip: !websiteId,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const [problem, setProblem] = useState('');
  const page = data?.clientErrorGroups;
  const groups = page?.edges.map((edge) => edge.node) ?? [];
  const slug = frame.data?.me?.websites.find((website) => website.id === websiteId)?.slug ?? 'site';

  const loadMore = async () => {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setProblem('');
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => mergeGroups(previous, fetchMoreResult),
      });
    } catch {
      setProblem(OFFLINE);
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    if (!websiteId) return;
    setExporting(true);
    setProblem('');
    try {
      downloadText(`client-errors-${slug}.csv`, clientErrorsCsv(await fetchAllGroups(client, websiteId)));
    } catch {
      setProblem('The client errors could not be exported just now. Check your connection and try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="dashboard-panel client-errors-panel" aria-labelledby="client-errors-title">
      <div className="panel-row panel-head">
        <h2 id="client-errors-title">Client errors</h2>
        {groups.length > 0 && (
          <button type="button" className="button-secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Download CSV'}
          </button>
        )}
      </div>
      <p className="hint">
        Errors your pages’ scripts met in visitors’ browsers, grouped by message and place. Each group keeps one report
        in full.
      </p>
      <LoadStatus
        what="client errors"
        loading={loading || !websiteId}
        error={error ?? frame.error}
        loaded={Boolean(page)}
      />
      {page && groups.length === 0 && (
        <div className="analytics-empty" data-testid="client-errors-empty">
          <h3>No errors reported</h3>
          <p>When a script on one of your pages fails in a visitor’s browser, it shows here.</p>
        </div>
      )}
      {groups.length > 0 && (
        <>
          <p className="hint" data-testid="client-error-count">
            {countText(page!.totalCount)} {page!.totalCount === 1 ? 'group' : 'groups'}
          </p>
          <ul className="client-error-list" data-testid="client-errors">
            {groups.map((group) => (
              <ClientErrorItem key={group.id} group={group} />
            ))}
          </ul>
        </>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {page?.pageInfo.hasNextPage && (
        <div className="panel-row table-more">
          <span>
            Showing {countText(groups.length)} of {countText(page.totalCount)}
          </span>
          <button type="button" className="button-secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </section>
  );
}

function ClientErrorItem({ group }: { group: ClientErrorGroupPartsFragment }) {
  const { example } = group;
  return (
    <li className="client-error" data-group-id={group.id}>
      <p className="client-error-message">
        <span className="app-tag">{group.app}</span>
        {group.message}
      </p>
      <p className="client-error-place">{placeOf(group)}</p>
      <p className="client-error-count">
        <strong>{countText(group.count)}</strong>
        <span>{group.count === 1 ? 'time' : 'times'}</span>
      </p>
      <p className="client-error-seen">
        First seen {orderWhen(group.firstSeen)} · last seen {orderWhen(group.lastSeen)}
      </p>
      <details>
        <summary>Example report</summary>
        <dl className="client-error-example">
          <dt>Page</dt>
          <dd>{example.url ?? 'Not reported'}</dd>
          <dt>Browser</dt>
          <dd>{example.userAgent ?? 'Not reported'}</dd>
          {example.templateId && (
            <>
              <dt>Template</dt>
              <dd>{example.templateId}</dd>
            </>
          )}
          {example.custom && (
            <>
              <dt>Custom fields</dt>
              <dd>
                <code>{example.custom}</code>
              </dd>
            </>
          )}
          <dt>Stack</dt>
          <dd>{example.stack ? <pre>{example.stack}</pre> : 'Not reported'}</dd>
        </dl>
      </details>
    </li>
  );
}

function mergeGroups(
  previous: OwnerClientErrorsQuery,
  more: OwnerClientErrorsQuery | undefined,
): OwnerClientErrorsQuery {
  if (!more) return previous;
  const seen = new Set(previous.clientErrorGroups.edges.map((edge) => edge.node.id));
  return {
    ...more,
    clientErrorGroups: {
      ...more.clientErrorGroups,
      edges: [
        ...previous.clientErrorGroups.edges,
        ...more.clientErrorGroups.edges.filter((edge) => !seen.has(edge.node.id)),
      ],
    },
  };
}
