/**
 * The rules of a post's comments that the page, the comment island and the forms subgraph share
 * (SPEC sections 4 and 9): when a post shows its comments, when it takes new ones, what a comment
 * may hold, and how its count is worded.
 */

/** An item's commentState: 1 takes comments; 2 shows those it has and takes no more; 0 shows none. */
export const COMMENT_STATES = { off: 0, open: 1, closed: 2 } as const;
export type CommentState = (typeof COMMENT_STATES)[keyof typeof COMMENT_STATES];

export const COMMENT_LIMITS = { authorName: 80, body: 2000 } as const;

export const COMMENT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name is too long: at most ${COMMENT_LIMITS.authorName} characters.`,
  bodyRequired: 'Write a comment.',
  bodyTooLong: `This comment is too long: at most ${COMMENT_LIMITS.body.toLocaleString('en-US')} characters.`,
  awaitingApproval: 'Thank you. Your comment will show once the site’s owner approves it.',
  closed: 'This post takes no more comments.',
} as const;

/** The comment form's own words, as the server draws it and the island changes it; refusals are the server's words. */
export const COMMENT_FORM_TEXTS = {
  heading: 'Leave a comment',
  name: 'Name',
  body: 'Comment',
  submit: 'Post comment',
  sending: 'Posting…',
  noScripts: 'Comments are sent with JavaScript, which is off in this browser.',
  network: 'We could not reach the site to post your comment. Check your connection and try again.',
  like: 'Like this post',
} as const;

export interface CommentSettingsView {
  /** The site's switch (websiteSettings.commentsEnabled): off hides every post's comments. */
  commentsEnabled: boolean;
}

export interface CommentedItem {
  commentState: number;
  publicCommentCount: number;
}

/**
 * SPEC section 9: comments are enabled when commentState equals 1 or the public comment count is
 * above 0, and disabled when the website's comments are off (the template engine's `comments?`).
 */
export function commentsShown(item: CommentedItem, site: CommentSettingsView): boolean {
  if (!site.commentsEnabled) return false;
  return item.commentState === COMMENT_STATES.open || item.publicCommentCount > 0;
}

/** A new comment is taken only where comments show and the post is open, not merely showing old ones. */
export function commentsOpen(item: CommentedItem, site: CommentSettingsView): boolean {
  return commentsShown(item, site) && item.commentState === COMMENT_STATES.open;
}

/** SPEC section 10: "No Comments", "1 Comment", "2 Comments", as the `comment-count` formatter writes it. */
export function commentCountText(count: number): string {
  return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
}

export interface CommentDraft {
  authorName: string;
  body: string;
}

export type CommentProblem = { field: 'authorName' | 'body'; message: string };

/** Strips what a visitor cannot mean to keep (surrounding space, control characters but line breaks). */
const tidy = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();

/**
 * A visitor's comment as it is stored: trimmed, within its limits. Markup is kept as typed text:
 * every place that shows a comment escapes it, so a `<script>` in one is read, never run.
 */
export function checkComment(
  draft: CommentDraft,
): { ok: true; value: CommentDraft } | { ok: false; problems: CommentProblem[] } {
  const authorName = tidy(draft.authorName).replace(/\s+/g, ' ');
  const body = tidy(draft.body).replace(/\r\n?/g, '\n');
  const problems: CommentProblem[] = [];
  if (!authorName) problems.push({ field: 'authorName', message: COMMENT_MESSAGES.nameRequired });
  else if ([...authorName].length > COMMENT_LIMITS.authorName)
    problems.push({ field: 'authorName', message: COMMENT_MESSAGES.nameTooLong });
  if (!body) problems.push({ field: 'body', message: COMMENT_MESSAGES.bodyRequired });
  else if ([...body].length > COMMENT_LIMITS.body)
    problems.push({ field: 'body', message: COMMENT_MESSAGES.bodyTooLong });
  return problems.length ? { ok: false, problems } : { ok: true, value: { authorName, body } };
}

/** A comment waits for its owner (PENDING), shows (APPROVED), or is kept out of sight as SPAM. */
export type CommentStatus = 'PENDING' | 'APPROVED' | 'SPAM';
export type ModerationAction = 'APPROVE' | 'MARK_SPAM' | 'DELETE';

/**
 * The one transition table of a comment: what each owner's action makes of each status. DELETE
 * removes the comment from any status; approving an approved comment or marking spam twice is
 * refused, so that two owners' tabs do not both seem to have done it. The dashboard offers the actions
 * this table allows, and the forms subgraph applies them with it.
 */
export const MODERATION: Record<CommentStatus, Partial<Record<ModerationAction, CommentStatus | 'DELETED'>>> = {
  PENDING: { APPROVE: 'APPROVED', MARK_SPAM: 'SPAM', DELETE: 'DELETED' },
  APPROVED: { MARK_SPAM: 'SPAM', DELETE: 'DELETED' },
  SPAM: { APPROVE: 'APPROVED', DELETE: 'DELETED' },
};

export function moderate(status: CommentStatus, action: ModerationAction): CommentStatus | 'DELETED' | null {
  return MODERATION[status][action] ?? null;
}

/** Only approved comments are public: they alone count in publicCommentCount and show on the page. */
export const isPublic = (status: CommentStatus) => status === 'APPROVED';

/** The actions an owner may take on a comment of this status, in the order the dashboard shows them. */
export const moderationActions = (status: CommentStatus): ModerationAction[] =>
  (['APPROVE', 'MARK_SPAM', 'DELETE'] as const).filter((action) => moderate(status, action) !== null);
