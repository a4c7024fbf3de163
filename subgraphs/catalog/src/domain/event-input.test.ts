import { describe, expect, it } from 'vitest';
import { checkEventInput, eventInstantOf } from './event-input.ts';
import { eventsLimitOf, eventsListQuery, eventsViewOf } from './events-view.ts';
import { checkGalleryInput, focalOf } from './gallery-input.ts';

const base = {
  collectionId: 'col_1',
  title: 'Indigo workshop',
  start: '2026-12-05T18:30:00Z',
  end: '2026-12-05T21:00Z',
};

describe('an owner’s event', () => {
  it('is stored with its instants, address trimmed and body cleaned', () => {
    const checked = checkEventInput({
      ...base,
      body: '<p>Bring <b>gloves</b><script>alert(1)</script></p>',
      location: {
        addressLine1: ' 12 Mill Lane ',
        addressLine2: '',
        addressCountry: 'United Kingdom',
        mapLat: 53.8,
        mapLng: -1.55,
      },
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        title: 'Indigo workshop',
        urlId: 'indigo-workshop',
        body: '<p>Bring <b>gloves</b></p>',
        startAt: new Date(Date.UTC(2026, 11, 5, 18, 30)),
        endAt: new Date(Date.UTC(2026, 11, 5, 21, 0)),
        addressLine1: '12 Mill Lane',
        addressLine2: '',
        addressCountry: 'United Kingdom',
        mapLat: 53.8,
        mapLng: -1.55,
      },
    });
  });

  it('is featured or not as the owner says, and keeps its mark when the input leaves it out', () => {
    expect(checkEventInput({ ...base, featured: true })).toMatchObject({ ok: true, value: { featured: true } });
    expect(checkEventInput({ ...base, featured: false })).toMatchObject({ ok: true, value: { featured: false } });
    const left = checkEventInput(base);
    expect(left.ok && 'featured' in left.value).toBe(false);
  });

  it('reads offsets, and refuses a date and time without one or out of range', () => {
    expect(eventInstantOf('2026-12-05T19:30+01:00')).toEqual(new Date(Date.UTC(2026, 11, 5, 18, 30)));
    expect(eventInstantOf('2026-12-05T19:30')).toBeNull();
    expect(eventInstantOf('5 December 2026')).toBeNull();
    expect(eventInstantOf('2026-02-30T10:00:00Z')).toBeNull();
    expect(eventInstantOf('1969-12-31T23:59:59Z')).toBeNull();
    expect(eventInstantOf('9999-12-31T23:59:59Z')).not.toBeNull();
  });

  it('answers every refusal of its fields at once, each with its field', () => {
    const checked = checkEventInput({
      ...base,
      title: ' ',
      start: 'soon',
      end: 'later',
      location: { addressLine1: 'x'.repeat(201), addressCountry: 'y'.repeat(101), mapLat: 91, mapLng: 0 },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => [e.code, e.field?.join('.')])).toEqual([
      ['TITLE_REQUIRED', 'input.title'],
      ['URL_ID_INVALID', 'input.urlId'],
      ['EVENT_DATE_INVALID', 'input.start'],
      ['EVENT_DATE_INVALID', 'input.end'],
      ['TEXT_TOO_LONG', 'input.location.addressLine1'],
      ['TEXT_TOO_LONG', 'input.location.addressCountry'],
      ['MAP_POSITION_INVALID', 'input.location.mapLat'],
    ]);
    expect(checked.errors[2]!.message).toBe(
      'Enter when the event starts as a date and time between the years 1970 and 9999.',
    );
    expect(checked.errors[4]!.message).toBe('An address line may be at most 200 characters.');
  });

  it('may not end before it starts, and names a map position whole or not at all', () => {
    const early = checkEventInput({ ...base, end: '2026-12-05T18:29:59Z' });
    expect(!early.ok && early.errors.map((e) => [e.code, e.message])).toEqual([
      ['EVENT_ENDS_BEFORE_START', 'An event cannot end before it starts.'],
    ]);
    expect(checkEventInput({ ...base, end: base.start }).ok).toBe(true);
    expect(checkEventInput({ ...base, location: { mapLat: 10 } }).ok).toBe(false);
    expect(checkEventInput({ ...base, location: { mapLat: -90, mapLng: 180 } }).ok).toBe(true);
    expect(checkEventInput({ ...base, location: { mapLat: 0, mapLng: -180.5 } }).ok).toBe(false);
  });
});

describe('an events page’s lists', () => {
  const now = new Date(Date.UTC(2026, 11, 5, 20, 0));
  it('hold an event under way among the upcoming ones, and one ended among the past', () => {
    expect(eventsViewOf({ endAt: new Date(Date.UTC(2026, 11, 5, 21, 0)) }, now)).toBe('upcoming');
    expect(eventsViewOf({ endAt: now }, now)).toBe('upcoming');
    expect(eventsViewOf({ endAt: new Date(now.getTime() - 1) }, now)).toBe('past');
    expect(eventsListQuery('upcoming', now)).toEqual({
      where: { endAt: { $gte: now } },
      orderBy: { startAt: 'asc', id: 'asc' },
    });
    expect(eventsListQuery('past', now).orderBy).toEqual({ startAt: 'desc', id: 'asc' });
  });
  it('are 1 to 100 long', () => {
    expect([
      eventsLimitOf(undefined),
      eventsLimitOf(0),
      eventsLimitOf(-5),
      eventsLimitOf(101),
      eventsLimitOf(7),
    ]).toEqual([50, 1, 1, 100, 7]);
  });
});

describe('an owner’s gallery', () => {
  const gallery = {
    title: 'Studio',
    images: [{ imageId: 'img_1', title: ' Loom ', description: ' Warp <b>first</b>\n\n ', focalX: 1.4, focalY: -0.2 }],
  };

  it('clamps its options and focal points, and keeps titles and descriptions trimmed, as written', () => {
    const checked = checkGalleryInput({ ...gallery, options: { design: 'slideshow', padding: 99, autoplayDelay: 0 } });
    expect(checked.ok && checked.value.images).toEqual([
      { imageId: 'img_1', title: 'Loom', description: 'Warp <b>first</b>', focalX: 1, focalY: 0 },
    ]);
    expect(checked.ok && checked.value.options).toMatchObject({ design: 'slideshow', padding: 50, autoplayDelay: 1 });
    expect(
      checkGalleryInput(gallery).ok && (checkGalleryInput(gallery) as { value: { options: unknown } }).value.options,
    ).toBeNull();
    expect(focalOf(Number.NaN)).toBe(0.5);
  });

  it('refuses more than 100 images, a long image title or description and a navigation no theme names', () => {
    const images = Array.from({ length: 101 }, (_, i) => ({
      imageId: `img_${i}`,
      title: i === 3 ? 'x'.repeat(201) : '',
      description: i === 5 ? 'y'.repeat(1001) : 'y'.repeat(1000),
    }));
    const checked = checkGalleryInput({ title: 'Studio', navigation: 'main nav!', images });
    expect(!checked.ok && checked.errors.map((e) => [e.code, e.field?.join('.'), e.message])).toEqual([
      ['NAVIGATION_INVALID', 'input.navigation', 'Choose a navigation of the theme, or none.'],
      ['TOO_MANY_IMAGES', 'input.images', 'A gallery may have at most 100 images.'],
      ['TEXT_TOO_LONG', 'input.images.3.title', 'An image’s title may be at most 200 characters.'],
      ['TEXT_TOO_LONG', 'input.images.5.description', 'An image’s description may be at most 1000 characters.'],
    ]);
  });
});
