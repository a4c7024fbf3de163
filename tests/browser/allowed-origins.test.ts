import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession();
const fontSrc = async () =>
  ((await new HttpClient(session.app.url).request('GET', '/shop')).headers.get('content-security-policy') ?? '')
    .split(';')
    .find((d) => d.trim().startsWith('font-src')) ?? '';

describe('allowed origins in /admin/settings', () => {
  it('an owner adds a font host, is told at its row what is wrong, corrects it and the pages’ policy allows it', async () => {
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/settings');
    const form = page.locator('form.allowed-origins');
    await form.getByRole('button', { name: 'Add an origin' }).click();
    const row = form.getByTestId('allowed-origin').first();
    await row.getByLabel('Loads').selectOption('font-src');
    await row.getByLabel('From').fill('http://fonts.example.com');
    await form.getByRole('button', { name: 'Save origins' }).click();
    await expect
      .poll(() => row.locator('.allowed-origin-error').textContent())
      .toBe(
        'An allowed origin is https:// and a host name, such as https://fonts.example.com; only its first part may be *. (https://*.example.com), with no path.',
      );
    expect(await row.getByLabel('From').getAttribute('aria-invalid')).toBe('true');
    expect(await fontSrc()).not.toContain('fonts.example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.scrollIntoViewIfNeeded();
    await shoot(page, 'allowed-origins-refused');

    await row.getByLabel('From').fill('https://fonts.example.com');
    await form.getByRole('button', { name: 'Save origins' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Saved: your pages may load from these origins.');
    expect(await fontSrc()).toContain('https://fonts.example.com');
    await shoot(page, 'allowed-origins-saved');

    await row.getByRole('button', { name: 'Remove' }).click();
    await form.getByRole('button', { name: 'Save origins' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Saved: your pages load only from Atelier and what your theme declares.');
    expect(await fontSrc()).not.toContain('fonts.example.com');
  });
});
