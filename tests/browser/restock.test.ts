import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';
import type { HttpClient } from '../support/http-client.ts';
import { recordStates } from '../support/record-states.ts';

// The owner's Send asks for a run of restock.send, which this platform works.
const session = useBrowserSession({ jobs: ['restock.send'] });
const box = '[data-restock-box]';
/** SPEC section 7's sign-up path, which the box posts to. */
const SIGN_UP_PATH = '/api/site-users/account/notifications/restock';
const SUCCESS_TEXT = 'Thank you! We’ll write as soon as it’s back.';
/** Who the demo seeds as waiting for the apron in M, Olive (subgraphs/restock/src/seed-demo.ts), oldest first. */
const DEMO_WAITING = [
  { email: 'ines.moreau@example.com', joinedMailingList: true, status: 'WAITING' },
  { email: 'tomas.berg@example.com', joinedMailingList: false, status: 'WAITING' },
  { email: 'hana.sato@example.com', joinedMailingList: true, status: 'WAITING' },
];

let owner: HttpClient;

async function asOwner<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await owner.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

async function saveMerchandising(successText: string, restockNotificationsEnabled = true) {
  const data = await asOwner(
    `mutation($text: String, $on: Boolean!) { saveMerchandisingSettings(input: { restockNotificationsEnabled: $on, restockNotificationsSuccessText: $text, soldOutVariantsDropdownDisabled: false }) { userErrors { message } } }`,
    { text: successText, on: restockNotificationsEnabled },
  );
  expect(data.saveMerchandisingSettings.userErrors).toEqual([]);
}

const signUpsOf = async (productId: string, variantId: string) =>
  (
    await asOwner<{
      site: { restockSignUps: { signUps: { email: string; joinedMailingList: boolean; status: string }[] } };
    }>(
      `query($p: ID!, $v: ID!) { site { restockSignUps(productId: $p, variantId: $v) { signUps { email joinedMailingList status } } } }`,
      { p: productId, v: variantId },
    )
  ).site.restockSignUps.signUps;

beforeAll(async () => {
  owner = await signedInClient(session.app.url);
  // The demo store does not offer restock notices until its owner turns them on.
  await saveMerchandising(SUCCESS_TEXT);
});

async function openProduct(path: string, width = 1280): Promise<Page> {
  const page = await session.newPage(width);
  await page.goto(`${session.app.url}${path}`);
  await expect.poll(() => page.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
  return page;
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const emailError = (page: Page) => text(page, `${box} [data-restock-error=email]`);
const captchaState = (page: Page) => page.locator(`${box} [data-captcha-state]`).getAttribute('data-captcha-state');
const isSignUp = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === SIGN_UP_PATH;

/** The sign-ups the page sends from now on, as they left it (watched, not touched). */
function watchSignUps(page: Page): { body: unknown; crumb?: string }[] {
  const sent: { body: unknown; crumb?: string }[] = [];
  page.on('request', (request) => {
    if (isSignUp(request)) sent.push({ body: request.postDataJSON(), crumb: request.headers()['x-csrf-token'] });
  });
  return sent;
}

describe('the restock box of a sold-out variant', () => {
  it('shows for a sold-out selection only, checks the address, sends the chosen variant and says so', async () => {
    const page = await openProduct('/shop/p/field-apron', 390);
    expect(await page.locator(box).isHidden()).toBe(true);
    await page.selectOption('select[data-variant-option-name=Size]', 'M');
    await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
    expect(await page.locator(box).isHidden()).toBe(true);
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    await expect.poll(() => page.locator(box).isVisible()).toBe(true);
    expect(await text(page, `${box} .restock-title`)).toBe('Get notified when this is back');
    expect(await page.locator(`${box} input[type=email]`).getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Email address').count()).toBe(1);
    expect(await page.locator(`${box} .restock-join`).textContent()).toContain('Join our mailing list');
    // No captcha unless the owner asks for one.
    expect(await page.locator(`${box} .captcha-widget`).count()).toBe(0);

    // At phone width every control of the box is a 44 px tap target, and the box fits the screen.
    const heights = await page
      .locator(`${box} input[type=email], ${box} .restock-join, ${box} button`)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const frame = await page.locator(box).boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(390);

    const submit = page.locator(`${box} button[type=submit]`);
    await submit.click();
    await expect.poll(() => emailError(page)).toBe('Email cannot be blank');
    expect(await page.locator(`${box} input[type=email]`).getAttribute('aria-invalid')).toBe('true');
    // A message is an alert while it is shown, and only then: the page's other alerts stay what they were.
    expect(await page.locator(`${box} [role=alert]`).count()).toBe(1);
    await page.fill(`${box} input[type=email]`, 'bad@');
    // Typing clears the message about the last try.
    expect(await page.locator(`${box} [data-restock-error=email]`).isHidden()).toBe(true);
    expect(await page.locator(`${box} [role=alert]`).count()).toBe(0);
    await submit.click();
    await expect.poll(() => emailError(page)).toBe('Email is invalid');

    // Locked while it sends: the button says so and takes no second click (every state it takes is
    // recorded in the page, the request untouched); then the form gives way to the success text.
    const sent = watchSignUps(page);
    await page.fill(`${box} input[type=email]`, 'wren@example.com');
    await page.check(`${box} input[name=isJoinMailingList]`);
    const states = await recordStates(page, box, ['button[type=submit]']);
    await submit.click();
    await expect.poll(() => page.locator(`${box} [data-restock-success]`).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await states()).toEqual(['Notify me', 'Signing up… [disabled]', 'Notify me [unseen]']);
    expect(await text(page, `${box} [data-restock-success]`)).toBe(SUCCESS_TEXT);
    expect(await page.locator(`${box} form`).isHidden()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: {
        productId: 'prod_apron',
        variantId: 'var_apron_m_olive',
        siteVisitorEmail: 'wren@example.com',
        isJoinMailingList: true,
      },
    });
    expect(sent[0]!.crumb).toMatch(/^[0-9a-f]+$/);

    // After the three the demo seeds as waiting for the apron.
    expect(await signUpsOf('prod_apron', 'var_apron_m_olive')).toEqual([
      ...DEMO_WAITING,
      { email: 'wren@example.com', joinedMailingList: true, status: 'WAITING' },
    ]);

    // Another selection in stock hides the box; a sold-out one again shows a fresh box.
    await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
    expect(await page.locator(box).isHidden()).toBe(true);
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    await expect.poll(() => page.locator(`${box} form`).isVisible()).toBe(true);
    expect(await page.locator(`${box} [data-restock-success]`).isHidden()).toBe(true);
    expect(await submit.textContent()).toBe('Notify me');
  });

  it('asks for the captcha when the owner wants one; shows the server’s refusal as it came and solves a fresh captcha', async () => {
    // The owner turns the captcha on in /admin.
    const admin = await session.newPage(1280);
    await signInAsOwner(admin, session.app.url, '/admin/restock');
    const panel = admin.locator('section[aria-labelledby=restock-title]');
    await panel.getByLabel('Ask for a captcha').check();
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => panel.locator('.restock-settings [role=status]').textContent()).toBe('Saved.');
    expect((await asOwner(`{ site { restockSettings { autoSend captchaRequired } } }`)).site.restockSettings).toEqual({
      autoSend: true,
      captchaRequired: true,
    });
    // With no custom text the box says the default.
    await saveMerchandising('');

    const page = await openProduct('/shop/p/linen-shirt', 1280);
    const sent = watchSignUps(page);
    await page.selectOption('select[data-variant-option-name=Size]', 'L');
    await page.selectOption('select[data-variant-option-name=Color]', 'Sand');
    await expect.poll(() => page.locator(box).isVisible()).toBe(true);
    await page.locator(`${box} .captcha-widget`).waitFor();
    // The captcha's work starts when the visitor starts on the box; nothing has touched it yet.
    expect(await captchaState(page)).toBe('idle');
    // Filled and submitted in one task of the page, so the captcha cannot have been solved: it has not
    // even begun (unsolved for certain, with no race against its work). The box asks for it, begins the
    // work itself, and once the browser has solved it the message goes as the widget says Verified, in one
    // change of the page (every state recorded in the page).
    const captchaStates = await recordStates(page, box, ['[data-restock-error=captcha]', '.captcha-label']);
    await page.locator(`${box} form`).evaluate((form: HTMLFormElement) => {
      form.querySelector<HTMLInputElement>('input[type=email]')!.value = 'otto@example.com';
      form.requestSubmit();
    });
    const asked = 'Complete CAPTCHA before submitting.';
    await expect
      .poll(captchaStates, { timeout: 30_000 })
      .toEqual([
        ' | Verify that you are human',
        `${asked} | Verify that you are human`,
        `${asked} | Verifying…`,
        ' | Verified',
      ]);
    expect(await captchaState(page)).toBe('solved');
    expect(sent).toHaveLength(0);

    // The owner closes the list after the page was drawn: the sign-up is refused for real (409
    // RESTOCK_DISABLED), the box shows the server's words as they came and solves a fresh captcha.
    await saveMerchandising('', false);
    const states = await recordStates(page, box, [
      'button[type=submit]',
      '[data-restock-error=form]',
      '.captcha-label',
    ]);
    const answer = page.waitForResponse((response) => isSignUp(response.request()));
    await page.click(`${box} button[type=submit]`);
    expect((await answer).status()).toBe(409);
    expect(await (await answer).json()).toMatchObject({
      code: 'RESTOCK_DISABLED',
      error: 'This store does not take restock sign-ups.',
    });
    const refused = 'Notify me | This store does not take restock sign-ups.';
    await expect
      .poll(states, { timeout: 30_000 })
      .toEqual([
        'Notify me |  | Verified',
        'Signing up… [disabled] |  | Verified',
        `${refused} | Verified`,
        `${refused} | Verifying…`,
        `${refused} | Verified`,
      ]);
    expect(await signUpsOf('prod_linen_shirt', 'var_shirt_l_sand')).toEqual([]);

    // Open again, the list takes the sign-up with the fresh captcha.
    await saveMerchandising('');
    await page.click(`${box} button[type=submit]`);
    await expect.poll(() => page.locator(`${box} [data-restock-success]`).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await text(page, `${box} [data-restock-success]`)).toBe('Signed up!');
    expect(sent).toHaveLength(2);
    expect(await signUpsOf('prod_linen_shirt', 'var_shirt_l_sand')).toEqual([
      { email: 'otto@example.com', joinedMailingList: false, status: 'WAITING' },
    ]);

    await asOwner(
      `mutation { saveRestockSettings(input: { autoSend: true, captchaRequired: false }) { userErrors { message } } }`,
    );
  });
});

describe('restock notices for their owner in /admin', () => {
  it('lists who waits, sends one notice and then all, and the notice is mailed', async () => {
    // At phone width the panel's buttons are 44 px tap targets.
    const phone = await session.newPage(390);
    await signInAsOwner(phone, session.app.url, '/admin/restock');
    const phonePanel = phone.locator('section[aria-labelledby=restock-title]');
    await phonePanel.locator('.restock-group').first().waitFor();
    const heights = await phonePanel
      .locator('button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const fits = await phonePanel.evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      overflow: el.scrollWidth - el.clientWidth,
    }));
    expect(fits.right).toBeLessThanOrEqual(390);
    expect(fits.overflow).toBeLessThanOrEqual(0);
    // Both variants are still sold out: no notice can say they are back, and each says why, on screen.
    const phoneRefusal = phonePanel.locator(
      '.restock-group[data-variant-id=var_apron_m_olive] [data-testid=send-refusal]',
    );
    expect(await phoneRefusal.textContent()).toBe('Out of stock: set stock first.');
    expect(await phoneRefusal.isVisible()).toBe(true);
    const refusalBox = await phoneRefusal.boundingBox();
    expect(refusalBox!.x + refusalBox!.width).toBeLessThanOrEqual(390);

    const page = await session.newPage(1280);
    await signInAsOwner(page, session.app.url, '/admin/restock');
    const panel = page.locator('section[aria-labelledby=restock-title]');
    const apron = panel.locator('.restock-group[data-variant-id=var_apron_m_olive]');
    const shirt = panel.locator('.restock-group[data-variant-id=var_shirt_l_sand]');
    await apron.waitFor();
    expect(await panel.locator('.restock-group').count()).toBe(2);
    expect(await text(page, '.restock-group[data-variant-id=var_apron_m_olive] .restock-product')).toBe(
      'Waxed Field Apron',
    );
    expect(await apron.locator('.restock-options > span').allTextContents()).toEqual([
      'Size: M · Color: Olive',
      'APRON-M-OLIVE',
    ]);
    // The demo's three and the visitor who signed up above.
    expect(await text(page, '.restock-group[data-variant-id=var_apron_m_olive] [data-testid=waiting-count]')).toBe('4');
    expect(await apron.locator('.restock-group-facts').textContent()).toContain('Sold out');
    expect(await text(page, '.restock-intro')).toContain('3 addresses have joined your mailing list.');

    // Opened, a group shows its sign-ups, oldest first (the second cell is when).
    await apron.getByRole('button', { name: 'Sign-ups' }).click();
    const row = apron.locator('.restock-sign-ups tbody tr');
    await row.first().waitFor();
    const cells = async (index: number) =>
      (await row.nth(index).locator('td').allTextContents()).filter((_, i) => i !== 1);
    expect(await row.count()).toBe(4);
    expect([await cells(0), await cells(1), await cells(2), await cells(3)]).toEqual([
      ['ines.moreau@example.com', 'Yes', 'Waiting'],
      ['tomas.berg@example.com', 'No', 'Waiting'],
      ['hana.sato@example.com', 'Yes', 'Waiting'],
      ['wren@example.com', 'Yes', 'Waiting'],
    ]);

    // Sold out, the notice cannot be sent: the buttons are disabled and say why.
    const sendApron = apron.getByRole('button', { name: 'Send notice' });
    expect(await sendApron.isDisabled()).toBe(true);
    const describedBy = await sendApron.getAttribute('aria-describedby');
    expect(await text(page, `#${describedBy}`)).toBe('Out of stock: set stock first.');
    expect(await shirt.getByRole('button', { name: 'Send notice' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Send all' }).isDisabled()).toBe(true);

    // The owner restocks the apron (automatic sending off, so the panel's send is what tells them).
    await asOwner(
      `mutation { saveRestockSettings(input: { autoSend: false, captchaRequired: false }) { userErrors { message } } }`,
    );
    const restock = async (variantId: string, qtyInStock: number) =>
      expect(
        (
          await asOwner(`mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { message } } }`, {
            input: [{ variantId, qtyInStock }],
          })
        ).setStock.userErrors,
      ).toEqual([]);
    await restock('var_apron_m_olive', 2);
    await page.reload();
    await apron.waitFor();
    expect(await apron.locator('[data-testid=send-refusal]').count()).toBe(0);
    expect(await sendApron.getAttribute('aria-describedby')).toBeNull();
    await sendApron.click();
    await expect.poll(() => text(page, '[data-testid=restock-note]')).toBe('Queued 4 notices.');
    await expect.poll(() => apron.count()).toBe(0);
    expect(await shirt.count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Send all' }).isDisabled()).toBe(true);

    await restock('var_shirt_l_sand', 5);
    await page.reload();
    await shirt.waitFor();
    await panel.getByRole('button', { name: 'Send all' }).click();
    await expect.poll(() => shirt.count()).toBe(0);
    expect(await text(page, '[data-testid=restock-note]')).toBe('Queued 1 notice.');
    expect(await text(page, '.restock-empty')).toBe('No one is waiting for a restock.');

    // The job mails each visitor once: the sign-ups are notified and the outbox holds their notices.
    await expect
      .poll(async () => (await signUpsOf('prod_apron', 'var_apron_m_olive')).map((s) => s.status), { interval: 250 })
      .toEqual(['NOTIFIED', 'NOTIFIED', 'NOTIFIED', 'NOTIFIED']);
    const { site } = await asOwner<{ site: { outbox: { kind: string; to: string }[] } }>(
      `{ site { outbox { kind to } } }`,
    );
    expect(site.outbox).toContainEqual({ kind: 'restock-notice', to: 'wren@example.com' });
    expect(site.outbox).toContainEqual({ kind: 'restock-notice', to: 'ines.moreau@example.com' });
  });
});

describe('a sign-up when the store cannot be reached', () => {
  // Last in the file: it stops the product under the page, as a dropped connection would leave the
  // visitor, and nothing after it needs the product.
  it('says so in words of the box’s own and unlocks the box', async () => {
    // The apron was restocked above: sold out again, it offers the box.
    const { setStock } = await asOwner(
      `mutation { setStock(input: [{ variantId: "var_apron_m_olive", qtyInStock: 0 }]) { userErrors { message } } }`,
    );
    expect(setStock.userErrors).toEqual([]);
    const page = await openProduct('/shop/p/field-apron', 1280);
    await page.selectOption('select[data-variant-option-name=Size]', 'M');
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    await expect.poll(() => page.locator(box).isVisible()).toBe(true);
    await page.fill(`${box} input[type=email]`, 'nell@example.com');
    const states = await recordStates(page, box, ['button[type=submit]', '[data-restock-error=form]']);

    await session.app.stopPlatform();
    await page.click(`${box} button[type=submit]`);
    await expect
      .poll(states, { timeout: 15_000 })
      .toEqual([
        'Notify me | ',
        'Signing up… [disabled] | ',
        'Notify me | We could not reach the store to sign you up. Check your connection and try again.',
      ]);
    expect(await page.locator(`${box} button[type=submit]`).isEnabled()).toBe(true);
    expect(await page.locator(`${box} [data-restock-success]`).isHidden()).toBe(true);
  });
});
