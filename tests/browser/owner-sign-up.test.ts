import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OWNER_INPUT_MESSAGES, PASSWORD_MESSAGES } from '@atelier/accounts';
import { useBrowserSession } from '../support/browser-session.ts';
import { mailText, useSmtpSink } from '../support/smtp-sink.ts';

/** The SMTP server the sign-up's mail reaches, started before the platform. */
const smtp = useSmtpSink();
const session = useBrowserSession(() => ({ ...smtp.options }));

const EMAIL = 'grace.hopper@example.com';
const PASSWORD = 'compile-the-harbour';

const fieldError = (page: Page, name: string) => page.locator(`[data-field-error=${name}]`).textContent();
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('a new person', () => {
  it('signs up (the page checking as the server does, the captcha solved), reads the mail, confirms and lands signed in on /admin', async () => {
    const page = await session.newPage(390);
    await page.goto(`${session.app.url}/admin/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${session.app.url}/admin/signup`);
    expect(await page.title()).toBe('Create your account — Atelier');
    await noSidewaysScroll(page, 390);

    // The rules of @atelier/accounts, in the browser before anything is sent.
    await page.getByLabel('Email').fill('grace@');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await fieldError(page, 'name')).toBe(OWNER_INPUT_MESSAGES.nameRequired);
    expect(await fieldError(page, 'email')).toBe(OWNER_INPUT_MESSAGES.emailInvalid);
    expect(await fieldError(page, 'password')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    // The captcha started when the form was first touched; a person waits for its tick.
    await expect
      .poll(() => page.locator('[data-captcha-state]').getAttribute('data-captcha-state'), { timeout: 30_000 })
      .toBe('solved');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('[data-check-inbox]').waitFor();
    expect(await page.locator('[data-check-inbox] h1').textContent()).toBe('Check your inbox');
    expect(await page.locator('[data-check-inbox]').textContent()).toContain(`We sent a link to ${EMAIL}.`);

    await expect.poll(() => smtp.received.filter((m) => m.to === EMAIL).length).toBe(1);
    const mail = mailText(smtp.received.find((m) => m.to === EMAIL)!.raw);
    expect(mail).toContain('Subject: Confirm your email address for Atelier');
    const link = /http:\/\/\S+\/admin\/verify\?token=[A-Za-z0-9_-]+/.exec(mail)![0];

    const verifiedAt = async () =>
      (
        (await session.app.db.query(`select email_verified_at from accounts.owner where email = $1`, [EMAIL])) as {
          email_verified_at: Date | null;
        }[]
      )[0]!.email_verified_at;
    // A mail scanner fetches the link first, twice, as Safe Links and link previews do: nothing is spent.
    for (const _ of [1, 2]) expect((await fetch(link)).status).toBe(200);

    // The link opened in another browser, as from a phone's mail app: the page asks, and changes nothing yet.
    const reader = await session.newPage(1280);
    await reader.goto(link);
    const confirm = reader.getByRole('button', { name: 'Confirm my email address' });
    await confirm.waitFor();
    expect(await reader.locator('h1').textContent()).toBe('Confirm your email address');
    expect(await verifiedAt()).toBeNull();
    await confirm.click();
    await reader.waitForURL(`${session.app.url}/admin`);
    await expect.poll(() => reader.locator('.dashboard-header .eyebrow').textContent()).toBe(`Signed in as ${EMAIL}`);
    expect(await verifiedAt()).not.toBeNull();

    // The account section: confirmed, at both widths, no wider than the screen.
    for (const width of [1280, 390]) {
      await reader.setViewportSize({ width, height: 900 });
      await reader.goto(`${session.app.url}/admin/account`);
      await expect.poll(() => reader.locator('[data-email-verified]').textContent()).toBe('Confirmed');
      await noSidewaysScroll(reader, width);
    }

    // The same link again: a clear page, with a way to ask for a new one.
    await reader.goto(link);
    await reader.locator('[data-link-refusal]').waitFor();
    expect(await reader.locator('[data-link-refusal]').textContent()).toBe(
      'This verification link was already used, or a newer one replaced it. Ask for a new verification link below.',
    );
    expect(await reader.getByRole('button', { name: 'Send a new link' }).isVisible()).toBe(true);
  });
});
