import { escapeHtml } from '@atelier/html';
import { COMMENT_FORM_TEXTS, COMMENT_LIMITS, COMMENT_MESSAGES, commentsOpen, commentsShown } from '@atelier/forms';

export interface ThreadComment {
  id: string;
  authorName: string;
  body: string;
  addedOn: number;
}

export interface CommentThread {
  postId: string;
  commentState: number;
  publicCommentCount: number;
  likeCount: number;
  comments: readonly ThreadComment[];
  commentsEnabled: boolean;
  locale: string;
  timeZone: string;
}

/** A comment's text as paragraphs: escaped, its blank lines between paragraphs and single breaks kept. */
const paragraphs = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

function commentItem(comment: ThreadComment, dates: Intl.DateTimeFormat): string {
  const when = new Date(comment.addedOn);
  return (
    `<li class="comment" id="comment-${escapeHtml(comment.id)}">` +
    `<p class="comment-meta"><span class="comment-author">${escapeHtml(comment.authorName)}</span> ` +
    `<time datetime="${when.toISOString()}">${escapeHtml(dates.format(when))}</time></p>` +
    `<div class="comment-body">${paragraphs(comment.body)}</div></li>`
  );
}

function commentForm(postId: string): string {
  const t = COMMENT_FORM_TEXTS;
  const error = (slot: string) => `<p class="comment-error" data-comment-error="${slot}" role="alert"></p>`;
  return (
    `<form class="comment-form" data-comment-form data-post-id="${escapeHtml(postId)}" novalidate>` +
    `<h3 class="comment-form-title">${t.heading}</h3>` +
    `<label class="comment-field"><span>${t.name}</span><input name="authorName" autocomplete="name" maxlength="${COMMENT_LIMITS.authorName}" required></label>` +
    error('authorName') +
    `<label class="comment-field"><span>${t.body}</span><textarea name="body" rows="5" maxlength="${COMMENT_LIMITS.body}" required></textarea></label>` +
    error('body') +
    `<div class="comment-captcha" data-captcha-root></div>` +
    error('captcha') +
    error('form') +
    `<button type="submit" class="comment-submit" disabled>${t.submit}</button>` +
    `<noscript><p class="comment-note">${t.noScripts}</p></noscript>` +
    `<p class="comment-sent" data-comment-sent role="status" hidden>${COMMENT_MESSAGES.awaitingApproval}</p>` +
    `</form>`
  );
}

/** The thread drawn into the comments container: the approved comments, then the form or why there is none. */
export function commentThreadHtml(thread: CommentThread): string {
  const dates = new Intl.DateTimeFormat(thread.locale, { dateStyle: 'medium', timeZone: thread.timeZone });
  const list = thread.comments.length
    ? `<ol class="comment-list">${thread.comments.map((c) => commentItem(c, dates)).join('')}</ol>`
    : '';
  const open = commentsOpen(thread, { commentsEnabled: thread.commentsEnabled });
  return list + (open ? commentForm(thread.postId) : `<p class="comment-note">${COMMENT_MESSAGES.closed}</p>`);
}

const CONTAINER = /(<div class="squarespace-comments" id="comments-([^"<>]*)"[^<>]*>)(<\/div>)/g;
const LIKE_BUTTON =
  /(<span class="sqs-simple-like" data-item-id="([^"<>]*)"[^<>]*>\s*<span class="like-icon">)(<\/span>\s*<span class="like-count">)(<\/span>)/g;

/**
 * The post's thread in the containers the template language's `comments` formatter leaves empty
 * (`<div class="squarespace-comments" id="comments-<id>">`), and its count in the `like-button`'s.
 * Drawn here, escaped, rather than handed to the theme: no template can print a visitor's words
 * unescaped. The island binds the form and the like button.
 */
export function withCommentThread(html: string, thread: CommentThread): string {
  const shown = commentsShown(thread, { commentsEnabled: thread.commentsEnabled });
  return html
    .replace(CONTAINER, (whole, open: string, id: string, close: string) =>
      shown && id === thread.postId ? `${open}${commentThreadHtml(thread)}${close}` : whole,
    )
    .replace(LIKE_BUTTON, (whole, start: string, id: string, middle: string, end: string) =>
      id === thread.postId ? `${start}<span aria-hidden="true">♥</span>${middle}${thread.likeCount}${end}` : whole,
    );
}
