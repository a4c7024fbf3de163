import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_GALLERY } from '@atelier/demo-site';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const status = async (path: string) => (await new HttpClient(session.app.url).request('GET', path)).status;

describe('an owner deletes in /admin/events', () => {
  it('an event and a gallery, each after saying what goes with it', async () => {
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/events');
    const event = DEMO_EVENTS[0]!;
    const eventRow = page.locator('.events-galleries li', { hasText: event.title });
    await eventRow.getByRole('button', { name: `Delete ${event.title}` }).click();
    expect(await eventRow.getByRole('group').textContent()).toContain(`Delete “${event.title}”? Its page goes too.`);
    await eventRow.getByRole('button', { name: 'Cancel' }).click();
    expect(await eventRow.getByRole('group').count()).toBe(0);
    expect(await status(`/events/${event.urlId}`)).toBe(200);

    await eventRow.getByRole('button', { name: `Delete ${event.title}` }).click();
    await eventRow.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.locator('.events-galleries li', { hasText: event.title }).count()).toBe(0);
    expect(await status(`/events/${event.urlId}`)).toBe(404);

    const galleryRow = page.locator('.events-galleries li', { hasText: DEMO_GALLERY.title });
    await galleryRow.getByRole('button', { name: `Delete ${DEMO_GALLERY.title}` }).click();
    expect(await galleryRow.getByRole('group').textContent()).toContain(
      'Its list of images goes with it; the uploaded images stay.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'events-galleries-delete-ask');
    await galleryRow.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.locator('.events-galleries li', { hasText: DEMO_GALLERY.title }).count()).toBe(0);
    expect(await status(`/${DEMO_GALLERY.urlId}`)).toBe(404);
    await shoot(page, 'events-galleries-delete-done');
  });
});
