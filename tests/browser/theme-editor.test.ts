import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const PRODUCT = '/shop/p/linen-shirt';
const ITEM = 'collections/products.item';

/** The text of the product template's second line, replaced in CodeMirror as an owner retypes it. */
async function replaceLineTwo(page: Page, text: string) {
  const editor = page.locator('.theme-code .cm-content');
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  // As typed in one input (a paste): the HTML mode closes a tag typed key by key.
  await page.keyboard.insertText(text);
}

const visitorSees = async () => (await new HttpClient(session.app.url).request('GET', PRODUCT)).text;

describe('an owner edits the site’s templates in /admin', () => {
  it('finds an error at its line, fixes it, previews a product page, saves, sees the site change and rolls back', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/templates');
    await page.locator(`.theme-tree-file[title^="${ITEM} "]`).click();
    await expect.poll(() => page.getByTestId('theme-code').getAttribute('data-path')).toBe(ITEM);
    // Highlighted as a template: HTML tags and the language's directives each marked.
    await expect
      .poll(() => page.locator('.theme-code .cm-template-directive').first().textContent())
      .toBe('{.section item}');

    // A new line 2 with a formatter that does not exist: the import's check reports it at that line.
    await page.locator('.theme-code .cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('<p class="edit-mark">{title|htmll}</p>');
    await expect
      .poll(() => page.getByTestId('theme-editor-problems').textContent(), { timeout: 60_000 })
      .toBe(`${ITEM}:2 SyntaxError: Formatter 'htmll' is unknown`);
    // In the gutter of that line, and the save held back.
    await expect.poll(() => page.locator('.cm-lint-marker-error').count()).toBe(1);
    const markerTop = await page.locator('.cm-lint-marker-error').evaluate((m) => m.getBoundingClientRect().top);
    const lineTwo = await page
      .locator('.theme-code .cm-line')
      .nth(1)
      .evaluate((l) => l.getBoundingClientRect());
    expect(markerTop).toBeGreaterThanOrEqual(lineTwo.top - 1);
    expect(markerTop).toBeLessThan(lineTwo.bottom);
    expect(await page.getByRole('button', { name: 'Save as new version' }).isDisabled()).toBe(true);
    await shoot(page, 'theme-editor-error');

    await replaceLineTwo(page, '<p class="edit-mark">Made in the editor: {title|html}</p>');
    await expect
      .poll(() => page.getByTestId('theme-editor-status').textContent(), { timeout: 60_000 })
      .toBe('1 file changed, no problems.');
    expect(await page.getByTestId('theme-editor-problems').count()).toBe(0);

    // The preview draws the product page with the unsaved change, at a phone's width; visitors see none of it.
    await page.getByLabel('Page of your site').fill(PRODUCT);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const frame = page.frameLocator('[data-testid=theme-preview-frame]');
    await expect
      .poll(() => frame.locator('.edit-mark').textContent(), { timeout: 60_000 })
      .toBe('Made in the editor: Linen Work Shirt');
    // Laid out at the width chosen (what the page inside sees), drawn smaller when the panel is narrower.
    const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
    expect(await frameWidth()).toBe(390);
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expect.poll(() => frame.locator('.edit-mark').count(), { timeout: 60_000 }).toBe(1);
    expect(await frameWidth()).toBe(1280);
    // Drawn to fit the panel: the dashboard itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await visitorSees()).not.toContain('Made in the editor');
    await shoot(page, 'theme-editor-preview');

    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect
      .poll(() => page.getByTestId('theme-published').textContent(), { timeout: 60_000 })
      .toContain('Saved as version 1. Your site now uses it.');
    const [saved] = await session.app.db.query<{ id: string; theme: string }>(
      `select t.id, w.theme from catalog.theme t join catalog.website w on w.id = t.website_id
       where t.website_id = 'site_demo' and t.number = 1 and not t.draft`,
    );
    expect(saved!.theme).toBe(saved!.id);
    expect(await visitorSees()).toContain('<p class="edit-mark">Made in the editor: Linen Work Shirt</p>');
    await page.goto(`${session.app.url}${PRODUCT}`);
    expect(await page.locator('.edit-mark').textContent()).toBe('Made in the editor: Linen Work Shirt');

    // A second version, then the diff between the two and the roll-back to the first.
    await page.goto(`${session.app.url}/admin/templates`);
    await page.locator(`.theme-tree-file[title^="${ITEM} "]`).click();
    await replaceLineTwo(page, '<p class="edit-mark">Second version</p>');
    await expect
      .poll(() => page.getByTestId('theme-editor-status').textContent(), { timeout: 60_000 })
      .toBe('1 file changed, no problems.');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect
      .poll(() => page.getByTestId('theme-published').textContent(), { timeout: 60_000 })
      .toContain('Saved as version 2.');
    const rows = page.getByTestId('theme-versions').locator('li');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Version 2Published');
    expect(await rows.nth(0).textContent()).toContain('Saved in the editor by Ada Atelier');
    await page.getByLabel('Compare').selectOption({ label: 'Version 1' });
    await page.getByLabel('with').selectOption({ label: 'Version 2' });
    await page.getByRole('button', { name: 'Show changes' }).click();
    const diff = page.getByTestId('theme-diff');
    await expect.poll(() => diff.locator('summary').allTextContents()).toEqual([`${ITEM} changed`]);
    expect(await diff.locator('.diff-removed').allTextContents()).toEqual([
      '- <p class="edit-mark">Made in the editor: {title|html}</p>\n',
    ]);
    expect(await diff.locator('.diff-added').allTextContents()).toEqual([
      '+ <p class="edit-mark">Second version</p>\n',
    ]);
    await shoot(page, 'theme-editor-versions');
    expect(await visitorSees()).toContain('Second version');

    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect
      .poll(() => page.getByTestId('theme-published').textContent(), { timeout: 60_000 })
      .toContain('Version 1 is published again.');
    await expect.poll(() => rows.nth(1).textContent()).toContain('Version 1Published');
    const served = await visitorSees();
    expect(served).toContain('Made in the editor: Linen Work Shirt');
    expect(served).not.toContain('Second version');
  });

  it('keeps the preview in the preview as its links are followed, and asks before a roll back drops unsaved changes', async () => {
    // The first test left versions 1 and 2, version 1 published.
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/templates');
    await page.locator(`.theme-tree-file[title^="${ITEM} "]`).click();
    await replaceLineTwo(page, '<p class="edit-mark">Draft only: {title|html}</p>');
    await expect
      .poll(() => page.getByTestId('theme-editor-status').textContent(), { timeout: 60_000 })
      .toBe('1 file changed, no problems.');
    await page.getByLabel('Page of your site').fill('/shop');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const frameElement = page.locator('[data-testid=theme-preview-frame]');
    const frame = page.frameLocator('[data-testid=theme-preview-frame]');
    const framePath = () =>
      frameElement.evaluate((f) => {
        const here = (f as HTMLIFrameElement).contentWindow?.location;
        return here ? here.pathname + here.search : '';
      });
    await expect.poll(framePath, { timeout: 60_000 }).toMatch(/^\/shop\?themePreview=thm_/);
    const previewId = new URLSearchParams((await framePath()).split('?')[1]).get('themePreview');

    // A product link of the shop page, followed inside the preview, opens the product page drawn with the draft.
    await frame.locator(`a[href="${PRODUCT}"]`).first().click();
    await expect.poll(framePath, { timeout: 60_000 }).toBe(`${PRODUCT}?themePreview=${previewId}`);
    await expect
      .poll(() => frame.locator('.edit-mark').textContent(), { timeout: 60_000 })
      .toBe('Draft only: Linen Work Shirt');
    // A page reached without it (typed, or a redirect) is asked again with it.
    await frameElement.evaluate((f) => {
      (f as HTMLIFrameElement).contentWindow!.location.href = '/journal';
    });
    await expect.poll(framePath, { timeout: 60_000 }).toBe(`/journal?themePreview=${previewId}`);
    expect(await visitorSees()).not.toContain('Draft only');

    // A roll back would drop the unsaved change: it asks, and keeping on editing keeps it.
    await page.getByRole('button', { name: 'Roll back to version 2' }).click();
    const warning = page.getByRole('alertdialog');
    expect(await warning.textContent()).toContain(
      'You have unsaved changes to 1 file. Rolling back to version 2 discards them.',
    );
    await shoot(page, 'theme-editor-discard-warning');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(await warning.count()).toBe(0);
    expect(await page.getByTestId('theme-editor-status').textContent()).toBe('1 file changed, no problems.');
    expect(await page.locator('.theme-code .cm-content').textContent()).toContain('Draft only: {title|html}');
    const published = await session.app.db.query<{ number: number }>(
      `select t.number from catalog.theme t join catalog.website w on w.theme = t.id where w.id = 'site_demo'`,
    );
    expect(published).toEqual([{ number: 1 }]);

    await page.getByRole('button', { name: 'Roll back to version 2' }).click();
    await page.getByRole('button', { name: 'Discard changes and roll back' }).click();
    await expect
      .poll(() => page.getByTestId('theme-published').textContent(), { timeout: 60_000 })
      .toContain('Version 2 is published again.');
    await expect.poll(() => page.getByTestId('theme-editor-status').textContent()).toBe('No unsaved changes.');
  });

  it('fits a phone’s screen: the tree above the editor, nothing wider than the screen', async () => {
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/templates');
    await page.locator('.theme-code .cm-content').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [tree, editor] = await Promise.all(
      ['.theme-tree', '.theme-code'].map((s) => page.locator(s).evaluate((e) => e.getBoundingClientRect())),
    );
    expect(tree!.bottom).toBeLessThanOrEqual(editor!.top);
    await shoot(page, 'theme-editor-phone');
  });
});
