import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_EVENTS_PAGE, DEMO_GALLERY } from '@atelier/demo-site';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const ids = async (table: string, collectionId: string) =>
  (await rows(`select id from catalog.${table} where collection_id = $1 order by id`, [collectionId])).map((r) => r.id);
const collectionExists = async (id: string) =>
  (await rows(`select 1 from catalog.collection where id = $1`, [id])).length === 1;

const DELETE = (name: string) =>
  `mutation($id: ID!) { ${name}(id: $id) { deletedId userErrors { field code message } } }`;
const status = async (path: string) => (await new HttpClient(app.url).request('GET', path)).status;

describe('owners delete events and galleries', () => {
  it('an event, then its events page with the rest of its events; a visitor and another site are refused, nothing deleted', async () => {
    const [first, ...rest] = DEMO_EVENTS.map((e) => e.id).sort();
    const firstEvent = DEMO_EVENTS.find((e) => e.id === first)!;
    expect(await ids('event', DEMO_EVENTS_PAGE.id)).toEqual([first, ...rest]);
    expect(await status(`/${DEMO_EVENTS_PAGE.urlId}/${firstEvent.urlId}`)).toBe(200);

    const visitor = new HttpClient(app.url);
    await visitor.openPage('/shop');
    const refused = await visitor.graphql(DELETE('deleteEvent'), { id: first });
    expect(refused.json.data.deleteEvent.deletedId).toBeNull();
    expect(refused.json.data.deleteEvent.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_SIGNED_IN']);
    // The same owner on another of their sites: the event is not that site's.
    const onKiln = await signedInClient(`http://kiln.localhost:${app.platform.port}`);
    const elsewhere = await onKiln.graphql(DELETE('deleteEventsPage'), { id: DEMO_EVENTS_PAGE.id });
    expect(elsewhere.json.data.deleteEventsPage).toEqual({
      deletedId: null,
      userErrors: [{ field: ['id'], code: 'NOT_FOUND', message: 'This events page does not exist.' }],
    });
    expect(await ids('event', DEMO_EVENTS_PAGE.id)).toEqual([first, ...rest]);

    const owner = await signedInClient(app.url);
    expect((await owner.graphql(DELETE('deleteEvent'), { id: first })).json.data.deleteEvent).toEqual({
      deletedId: first,
      userErrors: [],
    });
    expect(await ids('event', DEMO_EVENTS_PAGE.id)).toEqual(rest);
    expect(await status(`/${DEMO_EVENTS_PAGE.urlId}/${firstEvent.urlId}`)).toBe(404);
    expect((await owner.graphql(DELETE('deleteEvent'), { id: first })).json.data.deleteEvent.userErrors).toEqual([
      { field: ['id'], code: 'NOT_FOUND', message: 'This event does not exist.' },
    ]);

    // An events page is not a gallery: deleteGallery leaves it.
    const wrongKind = await owner.graphql(DELETE('deleteGallery'), { id: DEMO_EVENTS_PAGE.id });
    expect(wrongKind.json.data.deleteGallery.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_FOUND']);
    expect(await collectionExists(DEMO_EVENTS_PAGE.id)).toBe(true);

    const page = await owner.graphql(DELETE('deleteEventsPage'), { id: DEMO_EVENTS_PAGE.id });
    expect(page.json.data.deleteEventsPage).toEqual({ deletedId: DEMO_EVENTS_PAGE.id, userErrors: [] });
    expect(await collectionExists(DEMO_EVENTS_PAGE.id)).toBe(false);
    expect(await ids('event', DEMO_EVENTS_PAGE.id)).toEqual([]);
    expect(await status(`/${DEMO_EVENTS_PAGE.urlId}`)).toBe(404);
    // Gone from the footer's navigation too.
    expect((await new HttpClient(app.url).request('GET', '/shop')).text).not.toContain(
      `href="/${DEMO_EVENTS_PAGE.urlId}"`,
    );
  });

  it('a gallery with its images, the uploads kept; a home page that was the gallery goes back to the default', async () => {
    const owner = await signedInClient(app.url);
    const shown = await rows(`select image_id from catalog.gallery_image where collection_id = $1`, [DEMO_GALLERY.id]);
    expect(shown.length).toBeGreaterThan(0);
    const home = await owner.graphql(
      `mutation($id: ID) { setHomeCollection(collectionId: $id) { userErrors { code } } }`,
      { id: DEMO_GALLERY.id },
    );
    expect(home.json.data.setHomeCollection.userErrors).toEqual([]);
    expect(await status(`/${DEMO_GALLERY.urlId}`)).toBe(200);

    const deleted = await owner.graphql(DELETE('deleteGallery'), { id: DEMO_GALLERY.id });
    expect(deleted.json.data.deleteGallery).toEqual({ deletedId: DEMO_GALLERY.id, userErrors: [] });
    expect(await collectionExists(DEMO_GALLERY.id)).toBe(false);
    expect(await ids('gallery_image', DEMO_GALLERY.id)).toEqual([]);
    const kept = await rows(`select count(*)::int as n from catalog.image where id = any($1)`, [
      shown.map((r) => r.image_id),
    ]);
    expect(kept[0].n).toBe(new Set(shown.map((r) => r.image_id)).size);
    expect((await rows(`select home_collection_id from catalog.website where id = 'site_demo'`))[0]).toEqual({
      home_collection_id: null,
    });
    expect(await status(`/${DEMO_GALLERY.urlId}`)).toBe(404);
    expect(await status('/')).toBe(200);
  });
});
