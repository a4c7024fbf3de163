import { PAGE_TYPES } from '@atelier/site';

/**
 * Pages that record nothing (SPEC section 6): a page that is not there, a lock screen, a member
 * area's refusal. Read by the site server, which then leaves the page script out (a module of its
 * own, so that the page script does not carry the page types).
 */
const UNTRACKED_PAGES: ReadonlySet<number> = new Set([
  PAGE_TYPES.NOT_FOUND,
  PAGE_TYPES.LOCK_SCREEN,
  PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
]);

/** Whether a page of this type, for this visitor, loads the page script at all (decided by the server). */
export const pageIsTracked = (pageType: number, ownerSignedIn: boolean): boolean =>
  !ownerSignedIn && !UNTRACKED_PAGES.has(pageType);
