import type { LimitRule } from '@atelier/platform';

/** A comment waits for its owner (PENDING), shows (APPROVED), or is kept out of sight as SPAM. */
export type CommentStatus = 'PENDING' | 'APPROVED' | 'SPAM';
export type ModerationAction = 'APPROVE' | 'MARK_SPAM' | 'DELETE';

/**
 * The one transition table of a comment: what each owner's action makes of each status. DELETE
 * removes the comment from any status; approving an approved comment or marking spam twice is
 * refused, so that two owners' tabs do not both seem to have done it.
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

/**
 * Limits on visitors' comments and likes, per client address, so one sender cannot flood a
 * site's moderation queue; per site, so a flood from many addresses stops at a number an owner can
 * read. Operators change them with ATELIER_RATE_LIMITS (forms.<name>).
 */
export const COMMENT_LIMIT_RULES = {
  'comments-per-client': { points: 10, durationSeconds: 10 * 60 },
  'comments-per-site': { points: 300, durationSeconds: 60 * 60 },
  'likes-per-client': { points: 120, durationSeconds: 10 * 60 },
} as const satisfies Record<string, LimitRule>;

/** The most comments a post's page shows, and an owner's list reads at once. */
export const COMMENTS_SHOWN = 200;
export const OWNER_COMMENTS_PAGE = { default: 50, max: 200 } as const;
