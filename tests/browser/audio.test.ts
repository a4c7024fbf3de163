import { describe, expect, it } from 'vitest';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';
import { useBrowserSession } from '../support/browser-session.ts';
import { sineWav } from '../support/wav-file.ts';

const session = useBrowserSession();

describe('the audio player block in the browser', () => {
  it('plays a file the owner uploaded, served with its type, under the page’s CSP', async () => {
    // The owner uploads through the dashboard's path, with the page's crumb, as the browser sends a file.
    const ownerPage = await session.newPage(1280);
    await signInAsOwner(ownerPage, session.app.url, '/admin');
    const crumb = (await ownerPage.context().cookies()).find((cookie) => cookie.name === 'crumb')!.value;
    const upload = await ownerPage.request.post(`${session.app.url}/admin/media/audio`, {
      data: sineWav(2),
      headers: { 'content-type': 'audio/wav', 'X-CSRF-Token': crumb },
    });
    expect(upload.status()).toBe(201);
    const { audio } = (await upload.json()) as { audio: { id: string; url: string } };
    const owner = await signedInClient(session.app.url);
    const saved = (
      await owner.graphql(
        `mutation($input: PageInput!) { savePage(input: $input) { collection { fullUrl } userErrors { code } } }`,
        { input: { title: 'Kiln sounds', body: `<p>The kiln at dawn.</p><div data-audio-block="${audio.id}"></div>` } },
      )
    ).json.data.savePage;
    expect(saved.userErrors).toEqual([]);

    for (const width of [1280, 390]) {
      const page = await session.newPage(width);
      const served = page.waitForResponse((response) => response.url().endsWith(audio.url));
      await page.goto(`${session.app.url}${saved.collection.fullUrl}`);
      const player = page.locator('[data-testid=audio-block] audio');
      expect(await player.getAttribute('src')).toBe(audio.url);
      // Muted, as a page may start it without a click; what is checked is that it plays.
      await player.evaluate((element: HTMLAudioElement) => {
        element.muted = true;
        return element.play();
      });
      const response = await served;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('audio/wav');
      await expect
        .poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0.2);
      expect(await player.evaluate((element: HTMLAudioElement) => [element.error, element.duration])).toEqual([
        null,
        2,
      ]);
      // The player stays within the page's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
