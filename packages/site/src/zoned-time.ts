/**
 * Dates and times as a site's owner writes them: on the wall clock of the site's time zone
 * (a datetime-local field's "2026-12-05T18:30"), whichever zone the owner's browser is in.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as the wall clock of a time zone shows it: "YYYY-MM-DDTHH:MM". */
export function wallTimeIn(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const asUtc = (wall: string) => {
  const [, y, mo, d, h, mi] = WALL.exec(wall)!.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!);
};

/**
 * The instant a wall-clock time of a time zone names, as ISO 8601 in UTC; null for text that is no
 * such time. A time a spring change skips is read with the offset before it (02:30 is 03:30).
 */
export function instantOfWallTime(wall: string, timeZone: string): string | null {
  if (!WALL.test(wall)) return null;
  const target = asUtc(wall);
  if (!Number.isFinite(target)) return null;
  const offsetAt = (instant: number) => asUtc(wallTimeIn(instant, timeZone)) - instant;
  // Twice: the offset at the first guess may differ from the one at the answer across a change.
  let instant = target - offsetAt(target);
  instant = target - offsetAt(instant);
  if (wallTimeIn(instant, timeZone) !== wall) instant = target - offsetAt(target - 24 * 60 * 60 * 1000);
  return new Date(instant).toISOString();
}
