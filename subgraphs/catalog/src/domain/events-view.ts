/** Which list of an events page (showPastOrUpcomingEvents). */
export type EventsView = 'upcoming' | 'past';

export const MAX_EVENTS_LISTED = 100;

/**
 * Which events a list holds at `now`, and in which order: upcoming are those not yet ended (one
 * under way is still to be seen), soonest first; past are those ended, the latest first.
 */
export function eventsListQuery(view: EventsView, now: Date) {
  return view === 'past'
    ? { where: { endAt: { $lt: now } }, orderBy: { startAt: 'desc', id: 'asc' } as const }
    : { where: { endAt: { $gte: now } }, orderBy: { startAt: 'asc', id: 'asc' } as const };
}

/** The list an event is in at `now`. */
export const eventsViewOf = (event: { endAt: Date }, now: Date): EventsView =>
  event.endAt < now ? 'past' : 'upcoming';

/** A list's length as asked, kept within 1 to 100. */
export const eventsLimitOf = (limit: number | null | undefined) =>
  Math.min(MAX_EVENTS_LISTED, Math.max(1, Math.trunc(limit ?? 50) || 1));
