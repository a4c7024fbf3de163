/**
 * The add-to-calendar link of an event (SPEC section 9): Google Calendar's event template with the
 * title, the start and end in UTC (`%Y%m%dT%H%M%SZ`) and, when any is given, the location made of
 * the address lines and the country. The address is the platform's own, so a theme's link is the
 * one it would be there; the title is encoded as UTF-8 (the platform's `escape()` writes "é" as
 * %E9, which Google reads as another character).
 */

export interface CalendarEvent {
  title: string;
  /** Milliseconds since the epoch. */
  startDate: number;
  endDate: number;
  location?: { addressLine1?: string | null; addressLine2?: string | null; addressCountry?: string | null } | null;
}

/** An instant as `%Y%m%dT%H%M%SZ` in UTC; null for one a Date cannot hold. */
export function calendarDateOf(instant: number): string | null {
  const date = new Date(instant);
  if (!Number.isFinite(date.getTime())) return null;
  const iso = date.toISOString();
  // Years past 9999 take a sign and six digits in ISO form, which no calendar reads.
  if (!/^\d{4}-/.test(iso)) return null;
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The address lines and the country, trimmed, the empty ones left out, joined by ", ". */
export function eventLocationText(location: CalendarEvent['location']): string {
  if (!location) return '';
  return [location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** The event's add-to-calendar address; null when its start or end is no date. */
export function calendarLinkOf(event: CalendarEvent): string | null {
  const start = calendarDateOf(event.startDate);
  const end = calendarDateOf(event.endDate);
  if (!start || !end) return null;
  const location = eventLocationText(event.location);
  return (
    `http://www.google.com/calendar/event?action=TEMPLATE&text=${encodeURIComponent(event.title)}` +
    `&dates=${start}/${end}` +
    (location ? `&location=${encodeURIComponent(location)}` : '')
  );
}
