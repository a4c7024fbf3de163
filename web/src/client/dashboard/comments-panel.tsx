import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { moderationActions, type CommentStatus, type ModerationAction } from '@atelier/forms';
import {
  ModerateCommentDocument,
  OwnerCommentsDocument,
  SaveCommentSettingsDocument,
  type OwnerCommentsQuery,
} from '../../graphql/generated/dashboard.ts';
import { LoadStatus } from './load-status.tsx';

type Site = NonNullable<OwnerCommentsQuery['site']>;
type OwnerComment = Site['comments'][number];
type Filter = CommentStatus | 'ALL';

/** As many as OwnerComments asks for (comments-dashboard.graphql). */
const SHOWN_AT_ONCE = 20;

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'SPAM', label: 'Spam' },
  { value: 'ALL', label: 'All' },
];
const EMPTY: Record<Filter, string> = {
  PENDING: 'No comment is waiting for you.',
  APPROVED: 'No approved comments yet.',
  SPAM: 'Nothing marked as spam.',
  ALL: 'No comments yet.',
};
const ACTION_LABEL: Record<ModerationAction, string> = { APPROVE: 'Approve', MARK_SPAM: 'Spam', DELETE: 'Delete' };
const STATUS_LABEL: Record<CommentStatus, string> = { PENDING: 'Waiting', APPROVED: 'Approved', SPAM: 'Spam' };

/** Visitors' comments on the site's posts, to approve, mark as spam or delete, and the site's switches for comments and likes. */
export function CommentsPanel() {
  const [filter, setFilter] = useState<Filter>('PENDING');
  const { data, loading, error, refetch } = useQuery(OwnerCommentsDocument, {
    variables: { status: filter === 'ALL' ? null : filter },
    fetchPolicy: 'cache-and-network',
  });
  const site = data?.site;
  return (
    <section className="dashboard-panel" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {site ? <CommentSettingsForm settings={site.commentSettings} /> : null}
      <div className="comment-filters" role="group" aria-label="Show comments">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="comment-filter"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <LoadStatus what="comments" loading={loading} error={error} loaded={Boolean(site)} />
      {site ? <CommentList comments={site.comments} empty={EMPTY[filter]} onChange={() => void refetch()} /> : null}
    </section>
  );
}

function CommentSettingsForm({ settings }: { settings: Site['commentSettings'] }) {
  const [save, { loading }] = useMutation(SaveCommentSettingsDocument);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data } = await save({
      variables: {
        input: {
          commentsEnabled: form.get('commentsEnabled') === 'on',
          simpleLikingEnabled: form.get('simpleLikingEnabled') === 'on',
        },
      },
    });
    const problem = data?.saveCommentSettings.userErrors[0];
    setNote(problem ? { ok: false, text: problem.message } : { ok: true, text: 'Saved.' });
  };
  return (
    <form className="comment-settings" onSubmit={submit}>
      <div className="panel-row">
        <label className="check">
          <input type="checkbox" name="commentsEnabled" defaultChecked={settings.commentsEnabled} /> Visitors may
          comment on posts <span className="hint">(each comment waits for your approval)</span>
        </label>
        <label className="check">
          <input type="checkbox" name="simpleLikingEnabled" defaultChecked={settings.simpleLikingEnabled} /> Show a like
          button on posts
        </label>
      </div>
      {note && (
        <p className={note.ok ? 'form-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <button className="button-secondary" type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

const when = (addedOn: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(addedOn));

function CommentList({
  comments,
  empty,
  onChange,
}: {
  comments: readonly OwnerComment[];
  empty: string;
  onChange(): void;
}) {
  if (!comments.length) return <p className="comment-empty">{empty}</p>;
  return (
    <>
      <ul className="owner-comments">
        {comments.map((comment) => (
          <OwnerCommentItem key={comment.id} comment={comment} onChange={onChange} />
        ))}
      </ul>
      {comments.length >= SHOWN_AT_ONCE && (
        <p className="hint">The {SHOWN_AT_ONCE} newest are shown; older ones follow as these are dealt with.</p>
      )}
    </>
  );
}

function OwnerCommentItem({ comment, onChange }: { comment: OwnerComment; onChange(): void }) {
  const [moderate, { loading }] = useMutation(ModerateCommentDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (action: ModerationAction) => {
    setProblem(null);
    const { data } = await moderate({ variables: { id: comment.id, action } });
    const refusal = data?.moderateComment.userErrors[0];
    if (refusal) setProblem(refusal.message);
    onChange();
  };
  return (
    <li className="owner-comment" aria-busy={loading}>
      <p className="owner-comment-meta">
        <strong className="owner-comment-author">{comment.authorName}</strong>
        <span className={`mark-status mark-${comment.status.toLowerCase()}`}>{STATUS_LABEL[comment.status]}</span>
        <span className="hint">
          on{' '}
          <a href={comment.post.fullUrl} target="_blank" rel="noreferrer">
            {comment.post.title}
          </a>
          , {when(comment.addedOn)}
        </span>
      </p>
      <p className="owner-comment-body">{comment.body}</p>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="row-actions">
        {moderationActions(comment.status).map((action) => (
          <button
            key={action}
            type="button"
            className="link-button"
            disabled={loading}
            onClick={() => void act(action)}
          >
            {ACTION_LABEL[action]}
            <span className="visually-hidden"> the comment by {comment.authorName}</span>
          </button>
        ))}
      </div>
    </li>
  );
}
