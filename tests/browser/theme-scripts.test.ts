import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { readThemeFolder } from '@atelier/theme';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient } from '../support/sign-in.ts';
import type { HttpClient } from '../support/http-client.ts';

const session = useBrowserSession();
const THEME = path.resolve(import.meta.dirname, '../../packages/theme/test-themes/platform-features');
/** A post whose title carries a script: the test theme writes titles as they are ({title}, no |html). */
const INJECTED_TITLE = `<script>document.body.dataset.injected = 'ran'</script>Injected`;

let owner: HttpClient;

async function asOwner<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await owner.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

beforeAll(async () => {
  owner = await signedInClient(session.app.url);
  const folder = await readThemeFolder(THEME);
  const imported = await asOwner(
    `mutation($zip: String!) { importTheme(zipBase64: $zip) { website { theme } userErrors { code } } }`,
    { zip: Buffer.from(zipSync(Object.fromEntries(folder.files!))).toString('base64') },
  );
  expect(imported.importTheme.userErrors).toEqual([]);
  const saved = await asOwner(
    `mutation($input: PostInput!) { savePost(input: $input) { post { id } userErrors { code } } }`,
    { input: { collectionId: 'col_journal', title: INJECTED_TITLE, body: 'A post.' } },
  );
  expect(saved.savePost.userErrors).toEqual([]);
});

describe('a theme’s scripts under the page’s Content-Security-Policy', () => {
  it('runs the theme’s inline script and its scripts/ file, and refuses a script its data brings', async () => {
    const refusals: string[] = [];
    const page = await session.newPage(1280, { cspRefusals: refusals });
    const response = await page.goto(`${session.app.url}/journal`);
    expect(response!.status()).toBe(200);
    // The region's inline <script> (given the nonce when the theme was compiled) ran...
    await page.waitForFunction(() => document.body.dataset.themeScript === 'ran');
    // ...and so did <squarespace:script src="site.js">, loaded from the theme's URL with the nonce.
    await page.waitForFunction(() => document.documentElement.dataset.siteScript === 'ran');
    // The post's title put a script element in the page, and it did not run.
    const post = page.locator('article.Post', { hasText: 'Injected' });
    await expect.poll(() => post.locator('script').count()).toBe(1);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals.every((r) => /inline script/i.test(r))).toBe(true);
    await page.context().close();
  });
});
