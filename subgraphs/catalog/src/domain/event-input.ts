import { failed, ok, type Outcome } from '@atelier/platform';
import { userError } from '../errors.ts';
import type { CatalogErrorCode, EventInput } from '../generated/resolvers-types.ts';
import { bodyFromEditor } from './rich-text.ts';
import { checkTitle } from './title.ts';
import { addressOf, checkUrlId } from './url-id.ts';

export const MAX_ADDRESS_LINE = 200;
export const MAX_ADDRESS_COUNTRY = 100;

/** An event as it is stored. */
export interface EventValues {
  title: string;
  urlId: string;
  body: string;
  startAt: Date;
  endAt: Date;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat: number | null;
  mapLng: number | null;
  /** Absent when the owner left it out: the stored mark stays (a new event is not featured). */
  featured?: boolean;
}

/** A date and time with its offset: without one, the same words would mean another instant in each time zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const FIRST = Date.UTC(1970, 0, 1);
const LAST = Date.UTC(10000, 0, 1) - 1;

/** An instant an owner wrote, when it is one the calendar link and the template language's dates can write. */
export function eventInstantOf(text: string): Date | null {
  const written = text.trim();
  if (!ISO_DATE_TIME.test(written)) return null;
  // Date.parse takes 30 February as 2 March: the day written must be a day of its month.
  const [y, m, d] = written.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const ms = Date.parse(written);
  if (!Number.isFinite(ms) || ms < FIRST || ms > LAST) return null;
  return new Date(ms);
}

/**
 * An owner's event, checked in the order the editor shows its fields (title, address, dates,
 * location) and cleaned: every refusal of its fields at once, or the values to store. Whether the
 * events page and the address are the site's is the save's to ask (services/save-event.ts).
 */
export function checkEventInput(input: EventInput): Outcome<EventValues, CatalogErrorCode> {
  const title = checkTitle(input.title);
  const urlId = checkUrlId(addressOf(input));
  const startAt = eventInstantOf(input.start);
  const endAt = eventInstantOf(input.end);
  const where = input.location ?? {};
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const [line1, line2, country] = [text(where.addressLine1), text(where.addressLine2), text(where.addressCountry)];
  const lat = where.mapLat ?? null;
  const lng = where.mapLng ?? null;
  const problems = [
    ...(title.ok ? [] : title.errors),
    ...(urlId.ok ? [] : urlId.errors),
    ...(startAt ? [] : [userError('EVENT_DATE_INVALID', ['input', 'start'], { of: 'start' })]),
    ...(endAt ? [] : [userError('EVENT_DATE_INVALID', ['input', 'end'], { of: 'end' })]),
    ...(startAt && endAt && endAt < startAt ? [userError('EVENT_ENDS_BEFORE_START', ['input', 'end'])] : []),
    ...(
      [
        ['addressLine1', line1],
        ['addressLine2', line2],
      ] as const
    ).flatMap(([field, value]) =>
      value.length > MAX_ADDRESS_LINE
        ? [userError('TEXT_TOO_LONG', ['input', 'location', field], { of: 'addressLine', max: MAX_ADDRESS_LINE })]
        : [],
    ),
    ...(country.length > MAX_ADDRESS_COUNTRY
      ? [
          userError('TEXT_TOO_LONG', ['input', 'location', 'addressCountry'], {
            of: 'addressCountry',
            max: MAX_ADDRESS_COUNTRY,
          }),
        ]
      : []),
    ...(mapPositionValid(lat, lng) ? [] : [userError('MAP_POSITION_INVALID', ['input', 'location', 'mapLat'])]),
  ];
  if (problems.length || !title.ok || !urlId.ok || !startAt || !endAt) return failed(problems);
  return ok({
    title: title.value,
    urlId: urlId.value,
    body: bodyFromEditor(input.body ?? ''),
    startAt,
    endAt,
    addressLine1: line1,
    addressLine2: line2,
    addressCountry: country,
    mapLat: lat,
    mapLng: lng,
    ...(input.featured == null ? {} : { featured: input.featured }),
  });
}

/** Both or neither, each on the globe. */
function mapPositionValid(lat: number | null, lng: number | null): boolean {
  if (lat === null && lng === null) return true;
  if (lat === null || lng === null) return false;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
