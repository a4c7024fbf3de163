import type { LimitRule } from '@atelier/platform';

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
