import { calendarLinkOf, eventLocationText } from '@atelier/site';
import type { StorefrontEventFragment } from '../../graphql/generated/storefront.ts';

const dayIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * An event as templates read an item (recordType 12): its dates in ms, its location with the
 * platform's field names, and, beside what the platform gives, the location in one line and a map
 * address for its position (OpenStreetMap: a link, so the page loads nothing of the map's).
 */
export function eventContext(event: StorefrontEventFragment, timeZone: string) {
  const { addressLine1, addressLine2, addressCountry, mapLat, mapLng } = event.location;
  const location = { addressLine1, addressLine2, addressCountry };
  const mapped = mapLat != null && mapLng != null;
  return {
    id: event.id,
    collectionId: event.collectionId,
    recordType: 12,
    title: event.title,
    urlId: event.urlId,
    fullUrl: event.fullUrl,
    body: event.body,
    excerpt: '',
    startDate: event.startDate,
    endDate: event.endDate,
    location: {
      ...location,
      ...(mapped ? { mapLat, mapLng, mapZoom: 15 } : {}),
      text: eventLocationText(location),
      ...(mapped
        ? { mapUrl: `https://www.openstreetmap.org/?mlat=${mapLat}&mlon=${mapLng}#map=15/${mapLat}/${mapLng}` }
        : {}),
    },
    /** Whether it ends on the day it starts in the site's time zone (the engine's same-day? asks in UTC). */
    sameDay: dayIn(event.startDate, timeZone) === dayIn(event.endDate, timeZone),
    /** The add-to-calendar link by the one rule the template language's google-calendar-url uses too. */
    calendarUrl: calendarLinkOf(event) ?? '',
  };
}
