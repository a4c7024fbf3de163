import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';
import type { HttpClient } from '../support/http-client.ts';

const session = useBrowserSession();
const box = '[data-restock-box]';
const SIGN_UP_PATH = '**/api/site-users/account/notifications/restock';
const SUCCESS_TEXT = 'Thank you! We’ll write as soon as it’s back.';

let owner: HttpClient;

async function asOwner<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { json } = await owner.graphql<T>(query, variables);
  if (json.errors?.length || !json.data) throw new Error(`owner GraphQL failed: ${JSON.stringify(json)}`);
  return json.data;
}

async function saveMerchandising(successText: string) {
  const data = await asOwner(
    `mutation($text: String) { saveMerchandisingSettings(input: { restockNotificationsEnabled: true, restockNotificationsSuccessText: $text, soldOutVariantsDropdownDisabled: false }) { userErrors { message } } }`,
    { text: successText },
  );
  expect(data.saveMerchandisingSettings.userErrors).toEqual([]);
}

const signUpsOf = async (productId: string, variantId: string) =>
  (
    await asOwner<{ site: { restockSignUps: { signUps: { email: string; joinedMailingList: boolean; status: string }[] } } }>(
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

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const emailError = (page: Page) => text(page, `${box} [data-restock-error=email]`);

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
    const heights = await page.locator(`${box} input[type=email], ${box} .restock-join, ${box} button`).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
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

    // Locked while it sends: the button says so and takes no second click.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    await page.route(SIGN_UP_PATH, async (route) => {
      sent.push({ body: route.request().postDataJSON(), crumb: route.request().headers()['x-csrf-token'] });
      await held;
      await route.continue();
    });
    await page.fill(`${box} input[type=email]`, 'wren@example.com');
    await page.check(`${box} input[name=isJoinMailingList]`);
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe('Signing up…');
    expect(await submit.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.locator(`${box} [data-restock-success]`).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await text(page, `${box} [data-restock-success]`)).toBe(SUCCESS_TEXT);
    expect(await page.locator(`${box} form`).isHidden()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ body: { productId: 'prod_apron', variantId: 'var_apron_m_olive', siteVisitorEmail: 'wren@example.com', isJoinMailingList: true } });
    expect((sent[0] as { crumb?: string }).crumb).toMatch(/^[0-9a-f]+$/);

    expect(await signUpsOf('prod_apron', 'var_apron_m_olive')).toEqual([{ email: 'wren@example.com', joinedMailingList: true, status: 'WAITING' }]);

    // Another selection in stock hides the box; a sold-out one again shows a fresh box.
    await page.selectOption('select[data-variant-option-name=Color]', 'Rust');
    expect(await page.locator(box).isHidden()).toBe(true);
    await page.selectOption('select[data-variant-option-name=Color]', 'Olive');
    await expect.poll(() => page.locator(`${box} form`).isVisible()).toBe(true);
    expect(await page.locator(`${box} [data-restock-success]`).isHidden()).toBe(true);
    expect(await submit.textContent()).toBe('Notify me');
  });

  it('asks for the captcha when the owner wants one; shows the server’s refusal as it came, and a network failure in words', async () => {
    // The owner turns the captcha on in /admin.
    const admin = await session.newPage(1280);
    await signInAsOwner(admin, session.app.url, '/admin/restock');
    const panel = admin.locator('section[aria-labelledby=restock-title]');
    await panel.getByLabel('Ask for a captcha').check();
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => panel.locator('.restock-settings [role=status]').textContent()).toBe('Saved.');
    expect((await asOwner(`{ site { restockSettings { autoSend captchaRequired } } }`)).site.restockSettings).toEqual({ autoSend: true, captchaRequired: true });
    // With no custom text the box says the default.
    await saveMerchandising('');

    const page = await openProduct('/shop/p/linen-shirt', 1280);
    // The challenge never arrives at first, so the captcha stays unsolved.
    let blockChallenge = true;
    await page.route('**/graphql', (route) => (blockChallenge && route.request().postData()?.includes('captchaChallenge') ? route.abort() : route.continue()));
    await page.selectOption('select[data-variant-option-name=Size]', 'L');
    await page.selectOption('select[data-variant-option-name=Color]', 'Sand');
    await expect.poll(() => page.locator(box).isVisible()).toBe(true);
    await page.locator(`${box} .captcha-widget`).waitFor();
    await page.fill(`${box} input[type=email]`, 'otto@example.com');
    await page.click(`${box} button[type=submit]`);
    await expect.poll(() => text(page, `${box} [data-restock-error=captcha]`)).toBe('Complete CAPTCHA before submitting.');

    // Now the browser solves it.
    blockChallenge = false;
    await page.locator(`${box} .captcha-check`).click();
    const captchaState = () => page.locator(`${box} [data-captcha-state]`).getAttribute('data-captcha-state');
    await expect.poll(captchaState, { timeout: 30_000 }).toBe('solved');
    expect(await page.locator(`${box} [data-restock-error=captcha]`).isHidden()).toBe(true);

    // A refusal shows the server's words, and the captcha is solved afresh.
    await page.route(SIGN_UP_PATH, (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'The shop closed its list just now.', code: 'RESTOCK_DISABLED', field: null }) }), { times: 1 });
    await page.click(`${box} button[type=submit]`);
    await expect.poll(() => text(page, `${box} [data-restock-error=form]`)).toBe('The shop closed its list just now.');
    await expect.poll(captchaState, { timeout: 30_000 }).toBe('solved');

    // A network failure says so in words of our own.
    await page.route(SIGN_UP_PATH, (route) => route.abort(), { times: 1 });
    await page.click(`${box} button[type=submit]`);
    await expect.poll(() => text(page, `${box} [data-restock-error=form]`)).toBe('We could not reach the store to sign you up. Check your connection and try again.');
    expect(await page.locator(`${box} button[type=submit]`).textContent()).toBe('Notify me');
    await expect.poll(captchaState, { timeout: 30_000 }).toBe('solved');

    await page.click(`${box} button[type=submit]`);
    await expect.poll(() => page.locator(`${box} [data-restock-success]`).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await text(page, `${box} [data-restock-success]`)).toBe('Signed up!');
    expect(await signUpsOf('prod_linen_shirt', 'var_shirt_l_sand')).toEqual([{ email: 'otto@example.com', joinedMailingList: false, status: 'WAITING' }]);

    await asOwner(`mutation { saveRestockSettings(input: { autoSend: true, captchaRequired: false }) { userErrors { message } } }`);
  });
});

describe('restock notices for their owner in /admin', () => {
  it('lists who waits, sends one notice and then all, and the notice is mailed', async () => {
    // At phone width the panel's buttons are 44 px tap targets.
    const phone = await session.newPage(390);
    await signInAsOwner(phone, session.app.url, '/admin/restock');
    const phonePanel = phone.locator('section[aria-labelledby=restock-title]');
    await phonePanel.locator('.restock-group').first().waitFor();
    const heights = await phonePanel.locator('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const fits = await phonePanel.evaluate((el) => ({ right: el.getBoundingClientRect().right, overflow: el.scrollWidth - el.clientWidth }));
    expect(fits.right).toBeLessThanOrEqual(390);
    expect(fits.overflow).toBeLessThanOrEqual(0);
    // Both variants are still sold out: no notice can say they are back, and each says why, on screen.
    const phoneRefusal = phonePanel.locator('.restock-group[data-variant-id=var_apron_m_olive] [data-testid=send-refusal]');
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
    expect(await text(page, '.restock-group[data-variant-id=var_apron_m_olive] .restock-product')).toBe('Waxed Field Apron');
    expect(await apron.locator('.restock-options > span').allTextContents()).toEqual(['Size: M · Color: Olive', 'APRON-M-OLIVE']);
    expect(await text(page, '.restock-group[data-variant-id=var_apron_m_olive] [data-testid=waiting-count]')).toBe('1');
    expect(await apron.locator('.restock-group-facts').textContent()).toContain('Sold out');
    expect(await text(page, '.restock-intro')).toContain('1 address has joined your mailing list.');

    // Opened, a group shows its sign-ups.
    await apron.getByRole('button', { name: 'Sign-ups' }).click();
    const row = apron.locator('.restock-sign-ups tbody tr');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect((await row.locator('td').allTextContents()).filter((_, i) => i !== 1)).toEqual(['wren@example.com', 'Yes', 'Waiting']);

    // Sold out, the notice cannot be sent: the buttons are disabled and say why.
    const sendApron = apron.getByRole('button', { name: 'Send notice' });
    expect(await sendApron.isDisabled()).toBe(true);
    const describedBy = await sendApron.getAttribute('aria-describedby');
    expect(await text(page, `#${describedBy}`)).toBe('Out of stock: set stock first.');
    expect(await shirt.getByRole('button', { name: 'Send notice' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Send all' }).isDisabled()).toBe(true);

    // The owner restocks the apron (automatic sending off, so the panel's send is what tells them).
    await asOwner(`mutation { saveRestockSettings(input: { autoSend: false, captchaRequired: false }) { userErrors { message } } }`);
    const restock = async (variantId: string, qtyInStock: number) =>
      expect((await asOwner(`mutation($input: [StockInput!]!) { setStock(input: $input) { userErrors { message } } }`, { input: [{ variantId, qtyInStock }] })).setStock.userErrors).toEqual([]);
    await restock('var_apron_m_olive', 2);
    await page.reload();
    await apron.waitFor();
    expect(await apron.locator('[data-testid=send-refusal]').count()).toBe(0);
    expect(await sendApron.getAttribute('aria-describedby')).toBeNull();
    await sendApron.click();
    await expect.poll(() => text(page, '[data-testid=restock-note]')).toBe('Queued 1 notice.');
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

    // The job mails each visitor once: the sign-up is notified and the outbox holds the notice.
    await expect.poll(async () => (await signUpsOf('prod_apron', 'var_apron_m_olive'))[0]?.status, { timeout: 10_000, interval: 250 }).toBe('NOTIFIED');
    const { site } = await asOwner<{ site: { outbox: { kind: string; to: string }[] } }>(`{ site { outbox { kind to } } }`);
    expect(site.outbox).toContainEqual({ kind: 'restock-notice', to: 'wren@example.com' });
  });
});
