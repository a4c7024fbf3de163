import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { signInAsOwner } from '../support/sign-in.ts';
import { recordStates } from '../support/record-states.ts';

// Submissions per client as the product counts them (20), over a day rather than ten minutes, so that
// the count the 429 test spends cannot start over between its requests and the page's submission.
const session = useBrowserSession({
  rateLimits: { 'forms.submissions-per-client': { points: 20, durationSeconds: 24 * 60 * 60 } },
});
const contact = '[data-form-id=form_contact]';

async function openContact(width = 1280, query = ''): Promise<Page> {
  const page = await session.newPage(width);
  await page.goto(`${session.app.url}/contact${query}`);
  await page.locator(`${contact} [data-captcha-root] .captcha-widget`).waitFor();
  return page;
}

const fieldError = (page: Page, id: string) => page.locator(`${contact} [data-field-id="${id}"] [data-field-error]`);
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

const captchaState = (page: Page) => page.locator(`${contact} [data-captcha-state]`).getAttribute('data-captcha-state');
const submissionCount = async (formId: string) =>
  Number(
    (await session.app.db.query(`select count(*)::int as n from forms.form_submission where form_id = $1`, [formId]))[0]
      .n,
  );

/** What a form's submit button and the status line beside it say, each state as "button | status". */
const recordSubmitStates = (page: Page, block: string) =>
  recordStates(page, block, ['button[type=submit]', '[data-form-status]']);

describe('a contact form with a field of every type', () => {
  it('is submitted with errors, corrected, and sent, with the captcha solved by the browser', async () => {
    const page = await openContact(1280, '?utm_source=spring-letter');
    const submissions = () => submissionCount('form_contact');
    const before = await submissions();

    // Every field type is drawn by the theme's form block before any script runs.
    for (const type of [
      'name',
      'email',
      'phone',
      'address',
      'date',
      'time',
      'select',
      'radio',
      'checkbox',
      'likert',
      'text',
      'textarea',
      'hidden',
    ]) {
      expect(await page.locator(`${contact} [data-field-type=${type}]`).count(), type).toBe(1);
    }
    expect(await page.locator(`${contact} .form-section-title`).textContent()).toBe('Your visit');

    await page.fill(`${contact} [data-field-id=email] input`, 'grace@');
    await page.fill(`${contact} [data-field-id=message] textarea`, 'x'.repeat(501));
    expect(await text(page, `${contact} [data-field-counter]`)).toBe('501/500');
    await page.click(`${contact} button[type=submit]`);

    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('Required');
    expect(await fieldError(page, 'email').textContent()).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(await fieldError(page, 'topic').textContent()).toBe('Required');
    expect(await fieldError(page, 'message').textContent()).toBe('You have exceeded the character limit');
    expect(await fieldError(page, 'subject').isHidden()).toBe(true);
    expect(await text(page, `${contact} [data-form-problem=above]`)).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(await text(page, `${contact} [data-form-problem=below]`)).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    // The error is above the field's title.
    const [errorBox, titleBox] = await Promise.all([
      fieldError(page, 'name').boundingBox(),
      page.locator(`${contact} [data-field-id=name] .field-title`).boundingBox(),
    ]);
    expect(errorBox!.y).toBeLessThan(titleBox!.y);
    expect(await page.locator(`${contact} button[type=submit]`).isEnabled()).toBe(true);

    await page.fill(`${contact} [data-field-id=name] [data-part=First]`, 'Grace');
    await page.fill(`${contact} [data-field-id=name] [data-part=Last]`, 'Hopper');
    await expect.poll(() => fieldError(page, 'name').isHidden()).toBe(true);
    await page.fill(`${contact} [data-field-id=email] input`, 'grace@example.com');
    await page.fill(`${contact} [data-field-id=phone] [data-part=Areacode]`, '555');
    await page.fill(`${contact} [data-field-id=phone] [data-part=Prefix]`, '123');
    await page.fill(`${contact} [data-field-id=phone] [data-part=Line]`, '4567');
    await page.fill(`${contact} [data-field-id=address] [data-part=Line1]`, '1 Main St');
    await page.fill(`${contact} [data-field-id=address] [data-part=City]`, 'Springfield');
    await page.fill(`${contact} [data-field-id=visit-date] [data-part=Month]`, '12');
    await page.fill(`${contact} [data-field-id=visit-date] [data-part=Day]`, '24');
    await page.fill(`${contact} [data-field-id=visit-date] [data-part=Year]`, '2026');
    await page.fill(`${contact} [data-field-id=visit-time] [data-part=Hour]`, '10');
    await page.selectOption(`${contact} [data-field-id=visit-time] [data-part=Ampm]`, 'AM');
    await page.selectOption(`${contact} [data-field-id=topic] select`, 'Workshop visit');
    await page.check(`${contact} [data-field-id=reply] input[value=Phone]`);
    await page.check(`${contact} [data-field-id=interests] input[value=Tools]`);
    await page.check(`${contact} [data-field-id=rating] input[data-question="Delivery is fast"][value="1"]`);
    await page.fill(`${contact} [data-field-id=message] textarea`, 'Can I visit on a Saturday?');
    expect(await text(page, `${contact} [data-field-counter]`)).toBe('26/500');

    await expect.poll(() => captchaState(page), { timeout: 30_000 }).toBe('solved');
    const states = await recordSubmitStates(page, contact);
    await page.click(`${contact} button[type=submit]`);
    await expect
      .poll(() => page.locator(`${contact} [data-submission-text]`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // Locked, the button reads "Submitting…" all the way (SPEC section 4); the saving state says "Saving…"
    // beside it; then the form gives way to the submission text.
    expect(await states()).toEqual([
      'Submit | ',
      'Submitting… [disabled] | ',
      'Submitting… [disabled] | Saving…',
      'Submitting… [disabled] [unseen] | Saving… [unseen]',
    ]);
    expect(await text(page, `${contact} [data-submission-text]`)).toBe(
      'Thank you for writing. We answer every message within two working days.',
    );
    expect(await page.locator(`${contact} form`).isHidden()).toBe(true);

    expect(await submissions()).toBe(before + 1);
    const [row] = await session.app.db.query(
      `select answers, page_url from forms.form_submission where form_id = 'form_contact' order by created_at desc limit 1`,
    );
    expect(row.answers).toMatchObject({
      name: ['Grace', 'Hopper'],
      phone: ['', '555', '123', '4567'],
      topic: 'Workshop visit',
      reply: 'Phone',
      interests: ['Tools'],
      rating: { 'Delivery is fast': '1' },
      source: 'spring-letter',
    });
    expect(row.page_url).toContain('/contact');
  });

  it('asks for the captcha before submitting when it is not solved, sending nothing, and then solves it', async () => {
    const page = await openContact(1280);
    const before = await submissionCount('form_contact');
    // The captcha's work starts when the visitor starts on the form; nothing has touched it yet.
    expect(await captchaState(page)).toBe('idle');
    // Filled and submitted in one task of the page, so the captcha cannot have been solved: it has not
    // even begun (unsolved for certain, with no race against its work). The form asks for it, begins the
    // work itself, and once the browser has solved it the message goes as the widget says Verified, in one
    // change of the page (every state recorded in the page).
    const states = await recordStates(page, contact, ['button[type=submit]', '[data-captcha-error]', '.captcha-label']);
    await page.locator(`${contact} form`).evaluate((form: HTMLFormElement) => {
      const answer = (selector: string, value: string) =>
        (form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!.value = value);
      answer('[data-field-id=name] [data-part=First]', 'Ada');
      answer('[data-field-id=email] input', 'ada@example.com');
      answer('[data-field-id=topic] select', 'An order');
      answer('[data-field-id=message] textarea', 'Hello');
      form.requestSubmit();
    });
    const asked = 'Submit | Complete CAPTCHA before submitting.';
    await expect
      .poll(states, { timeout: 30_000 })
      .toEqual([
        'Submit |  | Verify that you are human',
        `${asked} | Verify that you are human`,
        `${asked} | Verifying…`,
        'Submit |  | Verified',
      ]);
    expect(await captchaState(page)).toBe('solved');
    // The form says so above and below too, and stays so until the next try.
    expect(await text(page, `${contact} [data-form-problem=below]`)).toBe('Complete CAPTCHA before submitting.');
    expect(await submissionCount('form_contact')).toBe(before);
  });

  it('reads "Submitting…" on the button while locked at phone width too, "Saving…" only beside it', async () => {
    const page = await openContact(390);
    const newsletter = '[data-form-id=form_newsletter]';
    await page.fill(`${newsletter} input[type=email]`, 'phone-reader@example.com');
    const states = await recordSubmitStates(page, newsletter);
    await page.click(`${newsletter} button[type=submit]`);
    await expect
      .poll(() => page.locator(`${newsletter} [data-submission-text]`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await states()).toEqual([
      'Submit | ',
      'Submitting… [disabled] | ',
      'Submitting… [disabled] | Saving…',
      'Submitting… [disabled] [unseen] | Saving… [unseen]',
    ]);
  });

  it('shows the newsletter form’s server answer: 429 with the spec’s text, the form unlocked', async () => {
    const page = await openContact(390);
    const newsletter = '[data-form-id=form_newsletter]';
    const before = await submissionCount('form_newsletter');
    // This browser spends its submissions for real first: the product counts every attempt per client
    // address, refused ones too (these have no address in them: 400, nothing stored), until it answers 429.
    const statuses = await page.evaluate(async () => {
      const crumb = /(?:^|;\s*)crumb=([0-9a-f]+)/.exec(document.cookie)?.[1] ?? '';
      const seen: number[] = [];
      for (let tries = 0; tries < 30 && seen.at(-1) !== 429; tries += 1) {
        const response = await fetch('/api/form/SaveFormSubmission', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
          body: JSON.stringify({ formId: 'form_newsletter', key: 'never-issued', form: {} }),
        });
        seen.push(response.status);
      }
      return seen;
    });
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400]));

    await page.fill(`${newsletter} input[type=email]`, 'reader@example.com');
    const states = await recordSubmitStates(page, newsletter);
    await page.click(`${newsletter} button[type=submit]`);
    await expect
      .poll(() => text(page, `${newsletter} [data-form-problem=below]`))
      .toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    // Locked while it sends: the button says "Submitting…" (SPEC section 4) and takes no second click;
    // the saving state is named beside it; the refusal unlocks the form.
    expect(await states()).toEqual([
      'Submit | ',
      'Submitting… [disabled] | ',
      'Submitting… [disabled] | Saving…',
      'Submit | ',
    ]);
    expect(await page.locator(`${newsletter} button[type=submit]`).isEnabled()).toBe(true);
    expect(await submissionCount('form_newsletter')).toBe(before);

    // At phone width every control is a 44 px tap target and the captcha box fits its column.
    const heights = await page
      .locator(`${contact} input[type=text], ${contact} select, ${contact} .field-choice, ${contact} button`)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const widget = await page.locator(`${contact} .captcha-widget`).boundingBox();
    expect(widget!.width).toBeLessThanOrEqual(390);
    expect(await page.locator(`${contact} .captcha-widget`).getAttribute('data-size')).toBe('normal');
    // In a column under 320 px the captcha takes its compact size.
    await page.locator(`${contact} .form-captcha`).evaluate((el) => ((el as HTMLElement).style.width = '280px'));
    await expect.poll(() => page.locator(`${contact} .captcha-widget`).getAttribute('data-size')).toBe('compact');
  });
});

describe('forms for their owner in /admin', () => {
  it('lists submissions with search, a summary of every answer and a CSV; builds a new form', async () => {
    // The mail the submissions above sent (kept, without SMTP) is listed in the outbox. Owner copies
    // are mailed after the submission answers, so wait until the stored count settles before /admin loads.
    const countMails = async () =>
      (
        await session.app.db.query<{ n: number }>(
          `select count(*)::int as n from platform.outbox_message where site_id = 'site_demo'`,
        )
      )[0]!.n;
    let mails = -1;
    await expect
      .poll(
        async () => {
          const before = mails;
          mails = await countMails();
          return mails > 0 && mails === before;
        },
        { interval: 500 },
      )
      .toBe(true);
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/forms');
    await expect
      .poll(() => page.locator('details.outbox > summary', { hasText: 'Outbox' }).textContent())
      .toBe(`Outbox: mail sent for this site (${Math.min(mails, 50)})`);
    const row = page.locator('section[aria-labelledby=forms-title] tr', { hasText: 'Contact' });
    await row.getByRole('button', { name: 'Submissions' }).click();
    await page.fill('input[type=search]', 'saturday');
    await expect.poll(() => text(page, '[data-testid=submission-count]')).toBe('1 submission');
    await page.locator('.submission-toggle').first().click();
    const detail = page.locator('.submission-detail');
    expect(await text(page, '.submission-detail .submission-field:has(dt:text-is("Name")) dd')).toBe('Grace Hopper');
    expect(
      await detail.locator('.submission-field:has(dt:text-is("About the shop")) .submission-line').allTextContents(),
    ).toEqual(['Delivery is fast: Agree']);
    expect(await text(page, '.submission-detail .submission-field:has(dt:text-is("Subject")) dd')).toBe('N/A');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain('Submitted,Name,Email,Phone,Address');

    await page.getByRole('button', { name: 'New form' }).click();
    await page.fill('.form-builder input[required]', 'Survey');
    await page.locator('.builder-field select').first().selectOption('radio');
    await page.locator('.builder-field input').first().fill('Pick one');
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect.poll(() => text(page, '.form-builder-problems')).toContain('options');
    await page.locator('.builder-field textarea').fill('Yes\nNo');
    // A single-line text field takes a character limit, as a text area does.
    await page.getByRole('button', { name: 'Add a field' }).click();
    const second = page.locator('.builder-field').nth(1);
    await second.getByLabel('Title').fill('Initials');
    await second.getByLabel(/Character limit/).fill('3');
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect
      .poll(() => page.locator('section[aria-labelledby=forms-title] tr', { hasText: 'Survey' }).count())
      .toBe(1);
    const [saved] = await session.app.db.query(`select definition from forms.form where name = 'Survey'`);
    expect(saved.definition.fields[1]).toMatchObject({ type: 'text', title: 'Initials', maxLength: 3 });
  });

  it('takes a hosted captcha provider’s keys: refused with the reason, then listed by site key only', async () => {
    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/forms');
    const keys = page.locator('.captcha-keys');
    await keys.locator('summary').click();
    await keys.locator('select[name=provider]').selectOption('turnstile');
    await keys.locator('input[name=siteKey]').fill('has spaces');
    await keys.locator('input[name=secretKey]').fill('0x4AAAAAAAsecret');
    await keys.getByRole('button', { name: 'Save keys' }).click();
    await expect
      .poll(() => text(page, '.captcha-keys [role=alert]'))
      .toContain('The site key is 1 to 200 letters, digits, - or _');
    await keys.locator('input[name=siteKey]').fill('0x4AAAAAAAsitekey');
    await keys.getByRole('button', { name: 'Save keys' }).click();
    await expect
      .poll(() => text(page, '.captcha-keys .submission-item .grow'))
      .toBe('Cloudflare Turnstile: 0x4AAAAAAAsitekey');
    expect(await page.content()).not.toContain('0x4AAAAAAAsecret');
    await keys.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => keys.locator('.submission-item').count()).toBe(0);
  });
});
