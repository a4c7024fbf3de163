import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();

const folderRow = async (title: string) =>
  (
    await session.app.db.query<{ id: string; folder_behavior: string; navigation: string }>(
      `select id, folder_behavior, navigation from catalog.collection where website_id = 'site_demo' and type = 'folder' and title = $1`,
      [title],
    )
  )[0];
const parentOf = async (id: string) =>
  (
    await session.app.db.query<{ parent_id: string | null }>(`select parent_id from catalog.collection where id = $1`, [
      id,
    ])
  )[0]!.parent_id;

describe('navigation folders in the dashboard and on the site', () => {
  it('the owner makes a folder and moves a page into it; both themes draw it as a dropdown, indented on phones', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/content');
    const panel = page.locator('.folders-section');
    await panel.getByRole('button', { name: 'New folder' }).click();
    const form = page.getByRole('form', { name: 'New folder' });
    await form.getByLabel('Title', { exact: true }).fill('Company');
    await shoot(page, 'folders-new-folder');
    await form.getByRole('button', { name: 'Save folder' }).click();
    const card = page.getByRole('region', { name: 'Folder Company' });
    await expect.poll(() => card.count()).toBe(1);
    // Saved as Squarespace's folders are by default: in the main navigation, opening its first page.
    expect(await folderRow('Company')).toMatchObject({ folder_behavior: 'redirect', navigation: 'mainNav' });
    const folderId = (await folderRow('Company'))!.id;

    const move = page.getByRole('form', { name: 'Move into a folder' });
    await move.getByLabel('Page or collection').selectOption({ label: 'About' });
    await move.getByLabel('Into the folder').selectOption({ label: 'Company' });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => parentOf('col_about')).toBe(folderId);
    await expect
      .poll(() => page.getByRole('list', { name: 'Pages in Company' }).locator('li a').allTextContents())
      .toEqual(['About']);
    await shoot(page, 'folders-dashboard');

    const owner = await signedInClient(session.app.url);
    for (const theme of ['atelier', 'ledger']) {
      await owner.graphql(`mutation($n: String!) { useShippedTheme(name: $n) { userErrors { code } } }`, { n: theme });
      const site = await session.newPage(1280);
      await site.goto(`${session.app.url}/journal`);
      const folder = site.locator('.site-nav .nav-folder');
      await expect.poll(() => folder.locator('.nav-folder-title').textContent()).toBe('Company');
      const dropdown = folder.locator('.nav-folder-items');
      expect(await dropdown.isVisible()).toBe(false);
      await folder.hover();
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      expect(await dropdown.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/about',
      ]);
      await shoot(site, `folders-nav-${theme}`);
      // On a phone the menu lists the folder's pages under its title, indented.
      await site.setViewportSize({ width: 390, height: 900 });
      await site.locator('#nav-toggle').click();
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      const [title, link] = await Promise.all([
        folder.locator('.nav-folder-title').boundingBox(),
        dropdown.locator('a').first().boundingBox(),
      ]);
      expect(link!.x).toBeGreaterThan(title!.x);
      expect(link!.y).toBeGreaterThan(title!.y);
      expect(link!.x + link!.width).toBeLessThanOrEqual(390);
      await shoot(site, `folders-menu-${theme}`);
      // The folder's address opens its first page.
      await site.setViewportSize({ width: 1280, height: 900 });
      await site.goto(`${session.app.url}/company`);
      expect(new URL(site.url()).pathname).toBe('/about');
      await owner.graphql(`mutation($i: FolderInput!) { saveFolder(input: $i) { userErrors { code } } }`, {
        i: { id: folderId, title: 'Company', urlId: 'company', navigation: 'mainNav', behavior: 'INDEX' },
      });
      await site.goto(`${session.app.url}/company`);
      expect(await site.locator('.folder-index-list a').allTextContents()).toEqual(['About']);
      await shoot(site, `folders-index-${theme}`);
      await owner.graphql(`mutation($i: FolderInput!) { saveFolder(input: $i) { userErrors { code } } }`, {
        i: { id: folderId, title: 'Company', urlId: 'company', navigation: 'mainNav', behavior: 'REDIRECT' },
      });
      await site.close();
    }
    await owner.graphql(`mutation { useShippedTheme(name: "atelier") { userErrors { code } } }`);

    // Out of the folder again, from its card.
    await page.reload();
    await page.getByRole('button', { name: 'Take About out of Company' }).click();
    await expect.poll(() => parentOf('col_about')).toBe(null);
    await expect.poll(() => card.getByText('No pages yet: move one in below.').count()).toBe(1);
    await card.getByRole('button', { name: 'Delete Company' }).click();
    await page.getByRole('group', { name: 'Delete Company?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => folderRow('Company')).toBe(undefined);
    await expect.poll(() => card.count()).toBe(0);
  });
});
