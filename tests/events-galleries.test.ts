import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_GALLERY_IMAGES } from '@atelier/demo-site';
import { escapeHtml } from '@atelier/html';
import { calendarLinkOf as linkOf } from '@atelier/site';
import { HttpClient } from './support/http-client.ts';
import { solidPng } from './support/png.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const port = () => new URL(app.url).port;

const SAVE_EVENTS_PAGE = `mutation($input: EventsPageInput!) { saveEventsPage(input: $input) { collection { id fullUrl type eventsView } userErrors { field code message } } }`;
const SAVE_EVENT = `mutation($input: EventInput!) { saveEvent(input: $input) { event { id fullUrl startDate endDate location { addressLine1 addressCountry mapLat mapLng } } userErrors { field code message } } }`;
const SAVE_GALLERY = `mutation($input: GalleryInput!) { saveGallery(input: $input) { collection { id fullUrl galleryOptions { design padding autoplayDelay thumbnailsPerRow thumbnailStripHeight margin maxColumnWidth aspectRatio controls thumbnails indicators showMeta } galleryImages { id title mediaFocalPoint { x y } image { id } } } userErrors { field code message } } }`;
const UPLOAD = `mutation($b: String!) { uploadImage(base64: $b) { image { id } userErrors { code } } }`;
const EVENTS = `query($urlId: String!) { site { collection(urlId: $urlId) { events(view: UPCOMING) { id title } past: events(view: PAST) { id title } } } }`;
const SHARE = `mutation($s: [String!]!) { setShareButtons(services: $s) { website { shareButtonOptions } userErrors { field code message } } }`;
const USE_THEME = `mutation($name: String!) { useShippedTheme(name: $name) { website { theme } userErrors { code } } }`;

const count = async (table: string) =>
  (await app.db.query<{ n: number }>(`select count(*)::int as n from catalog.${table}`))[0]!.n;

const inDays = (days: number, hour = 18) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  return new Date(d.getTime() + days * 86_400_000);
};

/** The titles of a page's event list, in their order. */
const listedTitles = (html: string) =>
  [...html.matchAll(/<li class="event-(?:summary|row)">[\s\S]*?<h2><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map(
    (m) => m[1],
  );

describe('the demo site’s events page and gallery', () => {
  it('lists the upcoming workshops soonest first, the past ones latest first, each with its page', async () => {
    const visitor = new HttpClient(app.url);
    const upcoming = DEMO_EVENTS.filter((e) => e.inDays > 0).sort((a, b) => a.inDays - b.inDays);
    const past = DEMO_EVENTS.filter((e) => e.inDays < 0).sort((a, b) => b.inDays - a.inDays);
    const list = await visitor.request('GET', '/events');
    expect(list.status).toBe(200);
    expect(listedTitles(list.text)).toEqual(upcoming.map((e) => escapeHtml(e.title)));
    expect(list.text).toContain('<span aria-current="page">Upcoming</span>');
    const pastList = await visitor.request('GET', '/events?view=past');
    expect(listedTitles(pastList.text)).toEqual(past.map((e) => escapeHtml(e.title)));

    const { json } = await visitor.graphql(EVENTS, { urlId: 'events' });
    expect(json.data.site.collection.events.map((e: { id: string }) => e.id)).toEqual(upcoming.map((e) => e.id));
    expect(json.data.site.collection.past.map((e: { id: string }) => e.id)).toEqual(past.map((e) => e.id));
  });

  it('shows an event with its address, map, add-to-calendar link and the site’s share buttons', async () => {
    const demo = DEMO_EVENTS.find((e) => e.id === 'evt_indigo')!;
    const page = await new HttpClient(app.url).request('GET', `/events/${demo.urlId}`);
    expect(page.status).toBe(200);
    const row = (
      await app.db.query<{ start_at: Date; end_at: Date }>(
        `select start_at, end_at from catalog.event where id = 'evt_indigo'`,
      )
    )[0]!;
    const link = linkOf({
      title: demo.title,
      startDate: row.start_at.getTime(),
      endDate: row.end_at.getTime(),
      location: demo.location,
    })!;
    expect(link).toContain('&location=14%20Foundry%20Street%2C%20Brooklyn%2C%20NY%2011201%2C%20United%20States');
    expect(page.text).toContain(`href="${escapeHtml(link)}"`);
    expect(page.text).toContain('<span>14 Foundry Street</span>');
    expect(page.text).toContain('https://www.openstreetmap.org/?mlat=40.7033&amp;mlon=-73.9881');
    const share = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${app.url}/events/${demo.urlId}`)}`;
    expect(page.text).toContain(`href="${escapeHtml(share)}"`);
    expect([...page.text.matchAll(/class="share-button share-(\w+)"/g)].map((m) => m[1])).toEqual([
      'facebook',
      'x',
      'pinterest',
      'email',
    ]);
  });

  it('shows the gallery’s images in order with their titles, in its options', async () => {
    const page = await new HttpClient(app.url).request('GET', '/gallery');
    expect(page.status).toBe(200);
    expect([...page.text.matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map((m) => m[1])).toEqual(
      DEMO_GALLERY_IMAGES.map((g) => escapeHtml(g.title)),
    );
    expect(page.text).toContain(
      'class="gallery gallery-grid gallery-meta-bottom-left gallery-crop gallery-align-center"',
    );
    expect(page.text).toContain('--gallery-columns:3;--gallery-padding:16px;');
    expect(page.text).toContain('style="object-position: 30% 50%"');
  });
});

describe('owners’ events', () => {
  it('are created on a new events page, refused whole when wrong, and listed by when they end', async () => {
    const owner = await signedInClient(app.url);
    const created = await owner.graphql(SAVE_EVENTS_PAGE, {
      input: { title: 'Talks', navigation: 'footerNav', view: 'PAST' },
    });
    const talks = created.json.data.saveEventsPage.collection;
    expect(talks).toMatchObject({ fullUrl: '/talks', type: 'EVENTS', eventsView: 'PAST' });

    const before = await count('event');
    const wrong = await owner.graphql(SAVE_EVENT, {
      input: {
        collectionId: talks.id,
        title: 'Backwards',
        start: inDays(3).toISOString(),
        end: inDays(2).toISOString(),
        location: { mapLat: 95, mapLng: 10 },
      },
    });
    expect(wrong.json.data.saveEvent).toEqual({
      event: null,
      userErrors: [
        { field: ['input', 'end'], code: 'EVENT_ENDS_BEFORE_START', message: 'An event cannot end before it starts.' },
        {
          field: ['input', 'location', 'mapLat'],
          code: 'MAP_POSITION_INVALID',
          message:
            'Give the map position as a latitude from -90 to 90 and a longitude from -180 to 180, or leave both empty.',
        },
      ],
    });
    const noDate = await owner.graphql(SAVE_EVENT, {
      input: { collectionId: talks.id, title: 'Someday', start: '2026-12-05T19:30', end: 'later' },
    });
    expect(noDate.json.data.saveEvent.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'EVENT_DATE_INVALID',
      'EVENT_DATE_INVALID',
    ]);
    const blog = await owner.graphql(SAVE_EVENT, {
      input: { collectionId: 'col_journal', title: 'x', start: inDays(1).toISOString(), end: inDays(1).toISOString() },
    });
    expect(blog.json.data.saveEvent.userErrors).toEqual([
      { field: ['input', 'collectionId'], code: 'NOT_FOUND', message: 'This events page does not exist.' },
    ]);
    expect(await count('event')).toBe(before);

    const save = (title: string, start: Date, hours: number) =>
      owner.graphql(SAVE_EVENT, {
        input: {
          collectionId: talks.id,
          title,
          start: start.toISOString(),
          end: new Date(start.getTime() + hours * 3_600_000).toISOString(),
          location: { addressLine1: 'Hall 2', addressCountry: 'France', mapLat: 48.85, mapLng: 2.35 },
        },
      });
    const later = (await save('Later talk', inDays(30), 1)).json.data.saveEvent.event;
    const soon = (await save('Soon talk', inDays(2), 1)).json.data.saveEvent.event;
    const under = (await save('Under way', new Date(Date.now() - 3_600_000), 3)).json.data.saveEvent.event;
    const ended = (await save('Ended talk', inDays(-5), 1)).json.data.saveEvent.event;
    const older = (await save('Older talk', inDays(-50), 1)).json.data.saveEvent.event;
    expect(soon).toMatchObject({
      fullUrl: '/talks/soon-talk',
      location: { addressLine1: 'Hall 2', addressCountry: 'France', mapLat: 48.85, mapLng: 2.35 },
    });
    expect(await count('event')).toBe(before + 5);

    const { json } = await new HttpClient(app.url).graphql(EVENTS, { urlId: 'talks' });
    expect(json.data.site.collection.events.map((e: { id: string }) => e.id)).toEqual([under.id, soon.id, later.id]);
    expect(json.data.site.collection.past.map((e: { id: string }) => e.id)).toEqual([ended.id, older.id]);

    // The page shows the owner's choice (past), and the other list on asking.
    const visitor = new HttpClient(app.url);
    expect(listedTitles((await visitor.request('GET', '/talks')).text)).toEqual(['Ended talk', 'Older talk']);
    expect(listedTitles((await visitor.request('GET', '/talks?view=upcoming')).text)).toEqual([
      'Under way',
      'Soon talk',
      'Later talk',
    ]);

    // A change keeps the event and moves it between the lists.
    const moved = await owner.graphql(SAVE_EVENT, {
      input: {
        id: ended.id,
        collectionId: talks.id,
        title: 'Ended talk, again',
        urlId: 'ended-talk',
        start: inDays(10).toISOString(),
        end: inDays(10, 20).toISOString(),
      },
    });
    expect(moved.json.data.saveEvent.event.id).toBe(ended.id);
    expect(listedTitles((await visitor.request('GET', '/talks')).text)).toEqual(['Older talk']);
    const page = await visitor.request('GET', '/talks/ended-talk');
    expect(page.text).toContain('<h1 class="event-title">Ended talk, again</h1>');
  });

  it('escape their titles and addresses wherever they are shown', async () => {
    const owner = await signedInClient(app.url);
    const hostile = `<script>window.hacked=1</script>"><img src=x onerror=alert(1)>`;
    const start = inDays(4);
    await owner.graphql(SAVE_EVENT, {
      input: {
        collectionId: 'col_events',
        title: hostile,
        urlId: 'hostile',
        start: start.toISOString(),
        end: inDays(4, 20).toISOString(),
        location: { addressLine1: hostile, addressCountry: '</address><script>x()</script>' },
      },
    });
    for (const path of ['/events', '/events/hostile']) {
      const html = (await new HttpClient(app.url).request('GET', path)).text;
      expect(html).not.toContain('<script>window.hacked');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>x()');
      expect(html).toContain('&lt;script&gt;window.hacked=1&lt;/script&gt;');
    }
  });
});

describe('owners’ galleries', () => {
  it('keep their images in order with options clamped, refuse another site’s image, and render in both themes', async () => {
    const owner = await signedInClient(app.url);
    const upload = async (client: HttpClient, rgb: [number, number, number]) =>
      (await client.graphql(UPLOAD, { b: solidPng(40, 30, rgb).toString('base64') })).json.data.uploadImage.image
        .id as string;
    const [red, blue] = [await upload(owner, [200, 40, 40]), await upload(owner, [40, 40, 200])];
    const kiln = await signedInClient(`http://kiln.localhost:${port()}`);
    const foreign = await upload(kiln, [0, 0, 0]);

    const before = [await count('collection'), await count('gallery_image')];
    const refused = await owner.graphql(SAVE_GALLERY, {
      input: { title: 'Prints', images: [{ imageId: red }, { imageId: foreign }] },
    });
    expect(refused.json.data.saveGallery.userErrors).toEqual([
      {
        field: ['input', 'images', '1', 'imageId'],
        code: 'IMAGE_NOT_FOUND',
        message: 'An image of this gallery no longer exists. Upload it again.',
      },
    ]);
    expect([await count('collection'), await count('gallery_image')]).toEqual(before);

    const saved = await owner.graphql(SAVE_GALLERY, {
      input: {
        title: 'Prints',
        navigation: 'footerNav',
        options: {
          design: 'slideshow',
          padding: 99,
          autoplayDelay: 0,
          thumbnailsPerRow: 11,
          thumbnailStripHeight: 500,
          margin: -4,
          maxColumnWidth: 50,
          aspectRatio: 'circle',
          controls: true,
          thumbnails: true,
          indicators: true,
          showMeta: true,
        },
        images: [
          { imageId: blue, title: 'Blue <b>print</b>', focalX: 0.25, focalY: 2 },
          { imageId: red, title: 'Red print' },
        ],
      },
    });
    const gallery = saved.json.data.saveGallery.collection;
    expect(saved.json.data.saveGallery.userErrors).toEqual([]);
    expect(gallery.galleryOptions).toEqual({
      design: 'slideshow',
      padding: 50,
      autoplayDelay: 1,
      thumbnailsPerRow: 10,
      thumbnailStripHeight: 200,
      margin: 0,
      maxColumnWidth: 100,
      aspectRatio: 'square',
      controls: true,
      thumbnails: true,
      indicators: true,
      showMeta: true,
    });
    expect(
      gallery.galleryImages.map((g: { image: { id: string }; title: string; mediaFocalPoint: unknown }) => [
        g.image.id,
        g.title,
        g.mediaFocalPoint,
      ]),
    ).toEqual([
      [blue, 'Blue <b>print</b>', { x: 0.25, y: 1 }],
      [red, 'Red print', { x: 0.5, y: 0.5 }],
    ]);

    // Saved again with one image and no options: the options stay, the images are replaced.
    const again = await owner.graphql(SAVE_GALLERY, {
      input: { id: gallery.id, title: 'Prints', images: [{ imageId: red, title: 'Only red' }] },
    });
    expect(again.json.data.saveGallery.collection.galleryOptions.padding).toBe(50);
    expect(again.json.data.saveGallery.collection.galleryImages.map((g: { title: string }) => g.title)).toEqual([
      'Only red',
    ]);
    await owner.graphql(SAVE_GALLERY, {
      input: {
        id: gallery.id,
        title: 'Prints',
        images: [
          { imageId: blue, title: 'Blue <b>print</b>', focalX: 0.25 },
          { imageId: red, title: 'Red print' },
        ],
      },
    });

    const visitor = new HttpClient(app.url);
    const page = await visitor.request('GET', '/prints');
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="gallery gallery-slideshow gallery-meta-bottom-left gallery-align-center"');
    expect(page.text).toContain('--gallery-padding:50px;--gallery-margin:0px;--gallery-column-width:100px;');
    expect(page.text).toContain('<figcaption>Blue &lt;b&gt;print&lt;/b&gt;</figcaption>');
    expect(page.text).toContain(`src="/media/images/${blue}"`);
    expect(page.text.match(/<ul class="gallery-thumbnails"/g)).toHaveLength(1);
    expect(page.text.match(/rel="next">Next<\/a>/g)).toHaveLength(2);
    expect((await visitor.request('GET', '/gallery')).text).toContain('class="gallery gallery-grid');

    // Ledger draws both with its own markup.
    expect((await owner.graphql(USE_THEME, { name: 'ledger' })).json.data.useShippedTheme.userErrors).toEqual([]);
    try {
      const ledgerEvents = await visitor.request('GET', '/events');
      expect(ledgerEvents.text).toContain('<ol class="event-ledger">');
      expect(listedTitles(ledgerEvents.text).length).toBeGreaterThan(0);
      const ledgerGallery = await visitor.request('GET', '/prints');
      expect(ledgerGallery.text).toContain('<figcaption>Blue &lt;b&gt;print&lt;/b&gt;</figcaption>');
      expect(ledgerGallery.text).toContain('/_theme/ledger/');
      expect((await visitor.request('GET', '/events/indigo-dyeing')).text).toContain('class="event event-ledger-item"');
    } finally {
      await owner.graphql(USE_THEME, { name: 'atelier' });
    }
  });
});

describe('share buttons', () => {
  it('are the owner’s choice among Atelier’s services; an unknown one refuses the change', async () => {
    const owner = await signedInClient(app.url);
    const refused = await owner.graphql(SHARE, { s: ['email', 'myspace'] });
    expect(refused.json.data.setShareButtons).toEqual({
      website: null,
      userErrors: [
        {
          field: ['services', '1'],
          code: 'SHARE_SERVICE_UNKNOWN',
          message:
            '“myspace” is not a share button Atelier offers: choose among Facebook, X, LinkedIn, Pinterest, Reddit and E-mail.',
        },
      ],
    });
    const anon = await new HttpClient(app.url).graphql(SHARE, { s: ['email'] });
    expect(anon.json.data.setShareButtons.userErrors[0].code).toBe('NOT_SIGNED_IN');
    const saved = await owner.graphql(SHARE, { s: ['reddit', 'linkedin', 'reddit'] });
    expect(saved.json.data.setShareButtons.website.shareButtonOptions).toEqual(['linkedin', 'reddit']);
    const page = await new HttpClient(app.url).request('GET', '/events/sharpening-clinic');
    expect([...page.text.matchAll(/class="share-button share-(\w+)"/g)].map((m) => m[1])).toEqual([
      'linkedin',
      'reddit',
    ]);
    await owner.graphql(SHARE, { s: [] });
    const none = await new HttpClient(app.url).request('GET', '/events/sharpening-clinic');
    expect(none.text).not.toContain('squarespace-social-buttons');
  });
});
