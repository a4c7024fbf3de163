import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@atelier/forms';
import { withCommentThread, type CommentThread } from './comment-thread.ts';

/** The markup the template language's `comments` and `like-button` formatters leave for a post. */
const container = (id: string) =>
  `<div class="squarespace-comments" id="comments-${id}" data-item-id="${id}" data-public-comment-count="1" data-comment-state="1"></div>`;
const likeButton = (id: string) =>
  `<span class="sqs-simple-like" data-item-id="${id}" data-like-count="3">\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>`;

const thread: CommentThread = {
  postId: 'post_a',
  commentState: 1,
  publicCommentCount: 1,
  likeCount: 3,
  comments: [
    {
      id: 'cmt_1',
      authorName: '<b>Ada</b>',
      body: 'one & two\nthree\n\n<script>x()</script>',
      addedOn: Date.UTC(2026, 10, 2, 12),
    },
  ],
  commentsEnabled: true,
  locale: 'en-GB',
  timeZone: 'Europe/London',
};

describe('a post’s thread drawn into its theme’s containers', () => {
  it('escapes names and texts, keeping paragraphs and line breaks, and draws the form of an open post', () => {
    const html = withCommentThread(container('post_a'), thread);
    expect(html).toContain(
      '<li class="comment" id="comment-cmt_1"><p class="comment-meta"><span class="comment-author">&lt;b&gt;Ada&lt;/b&gt;</span> <time datetime="2026-11-02T12:00:00.000Z">2 Nov 2026</time></p>',
    );
    expect(html).toContain(
      '<div class="comment-body"><p>one &amp; two<br>three</p><p>&lt;script&gt;x()&lt;/script&gt;</p></div>',
    );
    expect(html).toContain('<form class="comment-form" data-comment-form data-post-id="post_a" novalidate>');
    expect(html.endsWith('</form></div>')).toBe(true);
  });

  it('draws a closed post’s comments without a form, and another post’s container not at all', () => {
    const closed = withCommentThread(container('post_a') + container('post_b'), { ...thread, commentState: 2 });
    expect(closed).toContain(`<p class="comment-note">${COMMENT_MESSAGES.closed}</p>`);
    expect(closed).not.toContain('data-comment-form');
    expect(closed.endsWith(container('post_b'))).toBe(true);
  });

  it('leaves the container empty when the site’s comments are off, and fills the like count', () => {
    expect(withCommentThread(container('post_a'), { ...thread, commentsEnabled: false })).toBe(container('post_a'));
    expect(withCommentThread(likeButton('post_a'), thread)).toBe(
      '<span class="sqs-simple-like" data-item-id="post_a" data-like-count="3">\n    <span class="like-icon"><span aria-hidden="true">♥</span></span>\n    <span class="like-count">3</span>\n  </span>',
    );
  });
});
