import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const LOCK_TEXT = 'This page is protected. Enter the password to continue.';
const journalAsVisitor = async () => (await new HttpClient(session.app.url).request('GET', '/journal')).text;

describe('a password for a blog in /admin/settings', () => {
  for (const width of [390, 1280]) {
    it(`an owner protects the journal and opens it again, at ${width} px`, async () => {
      const page = await session.newPage(width);
      await signInAsOwner(page, session.app.url, '/admin/settings');
      const details = page.locator('details.collection-seo', { hasText: 'Journal' });
      await details.locator('summary').click();
      const form = details.getByRole('form', { name: /^Password: Journal/ });
      await form.getByRole('combobox', { name: /^Who may see it/ }).selectOption('new');
      await form.getByLabel('New password', { exact: true }).fill(`readers at ${width}`);
      await form.getByRole('button', { name: 'Save who may see it' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe('Saved: visitors now need the password.');
      expect(await journalAsVisitor()).toContain(LOCK_TEXT);
      expect(await details.locator('summary').textContent()).toBe('Journal (blog, /journal, password)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await form.scrollIntoViewIfNeeded();
      await shoot(page, `collection-password-${width}`);

      await form.getByRole('combobox', { name: /^Who may see it/ }).selectOption('off');
      await form.getByRole('button', { name: 'Save who may see it' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe('Saved: open to everyone.');
      expect(await journalAsVisitor()).not.toContain(LOCK_TEXT);
    });
  }
});
