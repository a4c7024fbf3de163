import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  FormSubmissionsCsvDocument,
  FormSubmissionsDocument,
  type FormSubmissionsQuery,
} from '../../graphql/generated/dashboard.ts';

const PAGE = 20;

/** A form's submissions for its owner: search, newest first, each opening to its summary; CSV of all. */
export function FormSubmissions({ formId, formName }: { formId: string; formName: string }) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const client = useApolloClient();
  const { data, loading, error, fetchMore } = useQuery(FormSubmissionsDocument, {
    variables: { id: formId, first: PAGE, search: search || null },
  });
  const page = data?.form?.submissions;

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const { data: csv } = await client.query({
        query: FormSubmissionsCsvDocument,
        variables: { id: formId },
        fetchPolicy: 'no-cache',
      });
      const text = csv?.form?.submissionsCsv;
      if (!text) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      link.download = `${formName.replace(/[^\w-]+/g, '-').toLowerCase() || 'form'}-submissions.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="form-submissions">
      <div className="panel-row">
        <label className="grow">
          Search submissions
          <input
            type="search"
            value={search}
            placeholder="Words from any answer"
            onChange={(event) => setSearch(event.target.value)}
            maxLength={200}
          />
        </label>
        <button type="button" className="button-secondary" onClick={() => void downloadCsv()} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
      {error && (
        <p className="cart-status" role="alert">
          The submissions could not be loaded. Please reload the page.
        </p>
      )}
      {loading && !page && (
        <p className="cart-status" aria-busy="true">
          Loading submissions…
        </p>
      )}
      {page && (
        <>
          <p className="cart-status" data-testid="submission-count">
            {page.totalCount === 0
              ? search
                ? 'No submission matches.'
                : 'No submissions yet.'
              : `${page.totalCount.toLocaleString('en-US')} submission${page.totalCount === 1 ? '' : 's'}`}
          </p>
          <ul className="submission-list">
            {page.nodes.map((submission) => {
              const first = submission.summary
                .slice(0, 2)
                .map((field) => field.value)
                .join(' · ');
              return (
                <li key={submission.id} className="submission-item">
                  <button
                    type="button"
                    className="submission-toggle"
                    aria-expanded={open === submission.id}
                    onClick={() => setOpen(open === submission.id ? null : submission.id)}
                  >
                    <span className="submission-when">{new Date(submission.createdAt).toLocaleString()}</span>
                    <span className="submission-first">{first}</span>
                  </button>
                  {open === submission.id && (
                    <dl className="submission-detail">
                      {submission.summary.map((field, index) => (
                        <div key={index} className="submission-field">
                          <dt>{field.rawTitle}</dt>
                          <dd>
                            {field.lines.map((line, lineIndex) => (
                              <span key={lineIndex} className="submission-line">
                                {line}
                              </span>
                            ))}
                          </dd>
                        </div>
                      ))}
                      {submission.pageUrl && (
                        <div className="submission-field">
                          <dt>Sent from</dt>
                          <dd>{submission.pageUrl}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                </li>
              );
            })}
          </ul>
          {page.hasNextPage && (
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                void fetchMore({
                  variables: { after: page.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => mergePages(previous, fetchMoreResult),
                })
              }
            >
              Show more
            </button>
          )}
        </>
      )}
    </div>
  );
}

function mergePages(previous: FormSubmissionsQuery, next: FormSubmissionsQuery | undefined): FormSubmissionsQuery {
  const before = previous.form?.submissions;
  const after = next?.form?.submissions;
  if (!previous.form || !before || !after) return previous;
  return {
    ...previous,
    form: { ...previous.form, submissions: { ...after, nodes: [...before.nodes, ...after.nodes] } },
  };
}
