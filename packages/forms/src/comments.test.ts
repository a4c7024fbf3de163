import { describe, expect, it } from 'vitest';
import {
  checkComment,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentCountText,
  commentsOpen,
  commentsShown,
} from './comments.ts';

describe('when a post shows its comments (SPEC section 9)', () => {
  const on = { commentsEnabled: true };
  it('shows them when commentState is 1, or when the post has public comments', () => {
    expect(commentsShown({ commentState: 1, publicCommentCount: 0 }, on)).toBe(true);
    expect(commentsShown({ commentState: 2, publicCommentCount: 1 }, on)).toBe(true);
    expect(commentsShown({ commentState: 0, publicCommentCount: 3 }, on)).toBe(true);
    expect(commentsShown({ commentState: 2, publicCommentCount: 0 }, on)).toBe(false);
    expect(commentsShown({ commentState: 0, publicCommentCount: 0 }, on)).toBe(false);
  });
  it('shows none when the site turns comments off, whatever the post says', () => {
    expect(commentsShown({ commentState: 1, publicCommentCount: 5 }, { commentsEnabled: false })).toBe(false);
  });
  it('takes new comments only on an open post of a site with comments on', () => {
    expect(commentsOpen({ commentState: 1, publicCommentCount: 0 }, on)).toBe(true);
    expect(commentsOpen({ commentState: 2, publicCommentCount: 4 }, on)).toBe(false);
    expect(commentsOpen({ commentState: 1, publicCommentCount: 0 }, { commentsEnabled: false })).toBe(false);
  });
});

describe('the comment count’s words (SPEC section 10)', () => {
  it('says No Comments, 1 Comment, 2 Comments', () => {
    expect([0, 1, 2, 11].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', '11 Comments']);
  });
});

describe('a visitor’s comment', () => {
  it('is trimmed, its name on one line, its line breaks kept and markup kept as text', () => {
    expect(checkComment({ authorName: '  Ada\n Lovelace ', body: ' <b>Hi</b>\r\nthere\u0007 ' })).toEqual({
      ok: true,
      value: { authorName: 'Ada Lovelace', body: '<b>Hi</b>\nthere' },
    });
  });
  it('needs a name and a body, each within its limit (at the limit is accepted)', () => {
    expect(checkComment({ authorName: ' ', body: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'authorName', message: COMMENT_MESSAGES.nameRequired },
        { field: 'body', message: COMMENT_MESSAGES.bodyRequired },
      ],
    });
    const longest = { authorName: 'n'.repeat(COMMENT_LIMITS.authorName), body: 'é'.repeat(COMMENT_LIMITS.body) };
    expect(checkComment(longest).ok).toBe(true);
    expect(checkComment({ ...longest, authorName: `${longest.authorName}n` })).toEqual({
      ok: false,
      problems: [{ field: 'authorName', message: COMMENT_MESSAGES.nameTooLong }],
    });
    expect(checkComment({ ...longest, body: `${longest.body}é` })).toEqual({
      ok: false,
      problems: [{ field: 'body', message: COMMENT_MESSAGES.bodyTooLong }],
    });
  });
});
