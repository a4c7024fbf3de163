import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { HttpClient } from '../support/http-client.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

const session = useBrowserSession({ jobs: ['forms.newsletter-welcomes'] });
const newsletter = '[data-form-id=form_newsletter]';

/** The unsubscribe link of the newest welcome mailed to the address, once it is in the outbox. */
async function welcomeLink(to: string): Promise<string> {
  const link = async () => {
    const [mail] = await session.app.db.query<{ text_body: string }>(
      `select text_body from platform.outbox_message where kind = 'newsletter-welcome' and to_address = $1 order by created_at desc limit 1`,
      [to],
    );
    return /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
  };
  await expect.poll(link).not.toBe('');
  return link();
}

const unsubscribedAt = async (email: string, site = 'site_demo') =>
  (
    await session.app.db.query<{ unsubscribed_at: Date | null }>(
      `select unsubscribed_at from forms.newsletter_member where website_id = $1 and email_key = $2`,
      [site, email],
    )
  )[0]?.unsubscribed_at;

const heading = async (page: Page) => ((await page.locator('.unsubscribe-page h1').textContent()) ?? '').trim();

describe('newsletter unsubscribe in Chromium', () => {
  it('a visitor signs up on /contact, follows the welcome mail’s link, unsubscribes with its button; the owner sees it', async () => {
    const page = await session.newPage(390);
    await page.goto(`${session.app.url}/contact`);
    await page.fill(`${newsletter} input[type=email]`, 'letters@example.com');
    await page.click(`${newsletter} button[type=submit]`);
    await expect.poll(() => page.locator(`${newsletter} [data-submission-text]`).isVisible()).toBe(true);

    const link = await welcomeLink('letters@example.com');
    // Opening the link only asks: a mail scanner that follows it unsubscribes no one.
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe('Unsubscribe from the newsletter?');
    expect(await page.locator('.unsubscribe-note').textContent()).toBe(
      'Atelier Supply Co. will send no more newsletters to letters@example.com.',
    );
    expect(await unsubscribedAt('letters@example.com')).toBeNull();
    await shoot(page, 'newsletter-unsubscribe-atelier-ask');

    await page.click('.unsubscribe-form button[type=submit]');
    await expect.poll(() => heading(page)).toBe('You are unsubscribed');
    expect(page.url()).toBe(`${session.app.url}/newsletter/unsubscribe`);
    expect(await page.getByRole('status').textContent()).toContain(
      'Atelier Supply Co. will send no more newsletters to letters@example.com.',
    );
    expect(await unsubscribedAt('letters@example.com')).toBeInstanceOf(Date);
    await shoot(page, 'newsletter-unsubscribe-atelier-done');

    // A link with its address changed is refused, says so and changes nothing.
    const [site, , signature] = new URL(link).searchParams.get('token')!.split('.');
    const forged = `${site}.${Buffer.from('someone-else@example.com').toString('base64url')}.${signature}`;
    const refused = await page.goto(`${session.app.url}/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(refused?.status()).toBe(400);
    expect(await heading(page)).toBe('This unsubscribe link is not valid');
    await shoot(page, 'newsletter-unsubscribe-atelier-invalid');

    const owner = await session.newPage(1280);
    await signInAsOwner(owner, session.app.url, '/admin/forms');
    const row = owner.locator('[data-testid=newsletter-sign-up]', { hasText: 'letters@example.com' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('.newsletter-status').textContent()).toMatch(/^Unsubscribed \d{1,2} \w{3} \d{4}$/);
    await row.scrollIntoViewIfNeeded();
    await shoot(owner, 'newsletter-sign-ups-panel');
  });

  it('the Ledger theme draws the page for a sign-up on Kiln & Co.', async () => {
    const kiln = `http://kiln.localhost:${session.app.platform.port}`;
    const owner = await signedInClient(kiln);
    const saved = await owner.graphql(
      `mutation($input: SaveFormInput!) { saveForm(input: $input) { form { id } userErrors { message } } }`,
      {
        input: {
          definition: JSON.stringify({
            name: 'Kiln letters',
            newsletter: true,
            fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
          }),
        },
      },
    );
    const formId = saved.json.data.saveForm.form.id as string;
    const visitor = new HttpClient(kiln);
    await visitor.openPage('/shop');
    const key = (await visitor.api('POST', '/api/form/FormSubmissionKey')).json.key as string;
    await visitor.api('POST', '/api/form/SaveFormSubmission', { formId, key, form: { email: 'glaze@example.com' } });

    const page = await session.newPage(1280);
    expect((await page.goto(await welcomeLink('glaze@example.com')))?.status()).toBe(200);
    expect(await page.locator('link[rel=stylesheet][href^="/_theme/ledger/"]').count()).toBe(1);
    expect(await heading(page)).toBe('Unsubscribe from the newsletter?');
    await shoot(page, 'newsletter-unsubscribe-ledger-ask');
    await page.click('.unsubscribe-form button[type=submit]');
    await expect.poll(() => heading(page)).toBe('You are unsubscribed');
    expect(await unsubscribedAt('glaze@example.com', 'site_kiln')).toBeInstanceOf(Date);
    await shoot(page, 'newsletter-unsubscribe-ledger-done');
  });
});
