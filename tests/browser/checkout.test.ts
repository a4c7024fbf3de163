import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession } from '../support/browser-session.ts';
import { signedInClient } from '../support/sign-in.ts';

const session = useBrowserSession();

/** A shopper who chose a glaze and added a mug with the add-to-cart island, then checks out from the cart page. */
async function atCheckout(width: number): Promise<Page> {
  const page = await session.newPage(width);
  await page.goto(`${session.app.url}/shop/p/stoneware-mug`);
  await page.locator('.product-variants select').first().selectOption({ label: 'Cream' });
  await page.click('.sqs-add-to-cart-button');
  await page.locator('.cart-pill').waitFor();
  await page.goto(`${session.app.url}/cart`);
  await page.click('[data-testid=checkout-link]');
  await page.locator('[data-testid=checkout]').waitFor();
  return page;
}

async function fillAddress(page: Page) {
  await page.fill('input[name=email]', 'ada@example.com');
  await page.fill('input[name=name]', 'Ada Lovelace');
  await page.fill('input[name=line1]', '1 Market St');
  await page.fill('input[name=city]', 'San Francisco');
  await page.fill('input[name=region]', 'CA');
  await page.fill('input[name=postalCode]', '94105');
  await page.selectOption('select[name=country]', 'US');
}

const total = (page: Page) => page.locator('[data-testid=checkout-total]').textContent();

describe('checkout', () => {
  it('prices shipping, tax and a coupon as the address is filled in, then places the order and shows it confirmed', async () => {
    const page = await atCheckout(1280);
    await fillAddress(page);
    // $32.00 + $6.00 standard shipping + 7.25 % California tax ($2.32)
    await expect.poll(() => total(page)).toBe('$40.32');
    await page.getByRole('radio', { name: /Express/ }).click();
    await expect.poll(() => total(page)).toBe('$52.32');
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.locator('.checkout-coupon', { hasText: 'Coupon code' }).getByRole('button', { name: 'Apply' }).click();
    // 10 % off $32.00, the tax on $28.80 ($2.09): $28.80 + $18.00 + $2.09
    await expect.poll(() => total(page)).toBe('$48.89');
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect
      .poll(() => page.locator('[data-testid=order-status]').textContent())
      .toMatch(/Your order #\d+ is confirmed/);
    expect(await page.locator('h1').textContent()).toBe('Order confirmed');
    expect(await page.locator('#cart-pill-root').getAttribute('data-page-type')).toBe('202');
  });

  it('waits to place the order while the summary is re-priced for the country just chosen, then charges the total it shows', async () => {
    const page = await atCheckout(1280);
    // Every state the submit button is seen in, from the moment the page draws it.
    const states: string[] = [];
    await page.exposeFunction('noteSubmit', (state: string) => states.push(state));
    await page.evaluate(() => {
      const note = window as unknown as { noteSubmit(state: string): void };
      let last = '';
      new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>('.checkout-submit');
        const state = button ? `${button.disabled ? 'disabled' : 'enabled'}:${button.textContent}` : '';
        if (state && state !== last) note.noteSubmit((last = state));
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await fillAddress(page);
    // Pressed at once after the country: the order waits for the country's shipping and tax.
    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
    // $32.00 + $6.00 standard shipping + 7.25 % California tax ($2.32), as priced for the country
    expect(await page.locator('.order').textContent()).toContain('$40.32');
    expect(states).toContain('disabled:Updating total…');
    expect(states.indexOf('disabled:Updating total…')).toBeLessThan(states.indexOf('disabled:Placing order…'));
  });

  it.each([390, 1280])(
    'at %i px: a code that is not valid is listed as not applied, with why, and the order is paid with the valid one',
    async (width) => {
      const page = await atCheckout(width);
      // Before the address: no shipping price is assumed, and the total says it is before shipping.
      expect(await page.locator('[data-testid=checkout-shipping]').textContent()).toBe(
        'Calculated after you enter your address',
      );
      expect(await page.locator('[data-testid=checkout-total-note]').textContent()).toBe('before shipping and tax');
      expect(await total(page)).toBe('$32.00');
      const coupon = page.locator('.checkout-coupon', { hasText: 'Coupon code' });
      for (const code of ['NOPE', 'WELCOME10']) {
        await page.getByLabel('Coupon code').fill(code);
        await coupon.getByRole('button', { name: 'Apply' }).click();
        await expect.poll(() => page.getByLabel('Coupon code').inputValue()).toBe('');
      }
      const notApplied = page.locator('[data-testid=coupons-not-applied]');
      await expect
        .poll(() => notApplied.textContent())
        .toBe('Not applied, and not in your total:The coupon code "NOPE" is not valid. Remove');
      // $32.00 − 10 %: only WELCOME10 takes money off.
      await expect.poll(() => total(page)).toBe('$28.80');
      await page.getByLabel('Email').fill('ada@example.com');
      await fillAddress(page);
      // $28.80 + $6.00 + 7.25 % of $28.80 ($2.09)
      await expect.poll(() => total(page)).toBe('$36.89');
      expect(await page.locator('[data-testid=checkout-total-note]').count()).toBe(0);
      expect(await notApplied.textContent()).toContain('The coupon code "NOPE" is not valid.');
      await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
      await page.click('.checkout-submit');
      await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
      await expect
        .poll(() => page.locator('[data-testid=order-status]').textContent())
        .toMatch(/Your order #\d+ is confirmed/);
      expect(await page.locator('.order').textContent()).toContain('$36.89');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  it('at 390 px: a price the owner raised while checkout was open is not charged; the page says so, shows the new total, and the next Place order pays it', async () => {
    const page = await session.newPage(390);
    await page.goto(`${session.app.url}/kitchen/p/espresso-cups`);
    await page.click('.sqs-add-to-cart-button');
    await page.locator('.cart-pill').waitFor();
    await page.goto(`${session.app.url}/cart`);
    await page.click('[data-testid=checkout-link]');
    await page.locator('[data-testid=checkout]').waitFor();
    await fillAddress(page);
    // $44.00 + $6.00 + 7.25 % California tax ($3.19)
    await expect.poll(() => total(page)).toBe('$53.19');
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');

    // The owner raises the price through the dashboard's own mutation, with the page still open.
    const owner = await signedInClient(session.app.url);
    const PRICES = `mutation($input: [VariantPriceInput!]!) { updateVariantPrices(input: $input) { userErrors { code } } }`;
    const raise = await owner.graphql(PRICES, {
      input: [{ variantId: 'var_espresso', price: 5200, salePrice: 0, onSale: false }],
    });
    expect(raise.json.data.updateVariantPrices.userErrors).toEqual([]);
    expect(await total(page)).toBe('$53.19');

    await page.click('.checkout-submit');
    // $52.00 + $6.00 + $3.77
    await expect
      .poll(() => page.locator('.checkout-error').allTextContents())
      .toEqual([
        'The price of Espresso Cups, Pair went up from 44.00 USD to 52.00 USD. Your total is now 61.77 USD instead of 53.19 USD, and nothing was charged: please check it and place your order again.',
      ]);
    await expect.poll(() => total(page)).toBe('$61.77');
    expect(await page.locator('.checkout-lines li').allTextContents()).toEqual(['1 × Espresso Cups, Pair$52.00']);
    expect(page.url()).toMatch(/\/checkout$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect
      .poll(() => page.locator('[data-testid=order-status]').textContent())
      .toMatch(/Your order #\d+ is confirmed/);
    expect(await page.locator('.order').textContent()).toContain('$61.77');
  });

  it('says what is missing, and what the card said, keeping what was typed', async () => {
    const page = await atCheckout(390);
    await page.fill('input[name=email]', 'ada@');
    await page.click('.checkout-submit');
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual([
        'Please enter a valid email address, like name@example.com.',
        'Please enter the name.',
        'Please enter the street address.',
        'Please enter the city.',
        'Please choose the country.',
        'Your card number is not valid. Please check it and try again.',
      ]);
    await fillAddress(page);
    await page.fill('input[name=cardNumber]', '4000 0000 0000 0002');
    await page.click('.checkout-submit');
    await expect
      .poll(() => page.locator('[role=alert]').allTextContents())
      .toEqual(['Your card was declined. Please use another card.']);
    expect(await page.inputValue('input[name=line1]')).toBe('1 Market St');
    // Every tap target of the form is at least 44 px high on a phone.
    const heights = await page
      .locator('.checkout input:not([type=radio]), .checkout select, .checkout button:not(.link-button)')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('buys at once with Buy Now: the express cart goes straight to checkout, the pill stays away, and the visitor’s cart is untouched', async () => {
    const page = await atCheckout(1280);
    // The visitor's cart holds a cream mug; now they buy a moss one at once.
    await page.goto(`${session.app.url}/shop/p/stoneware-mug`);
    await page.locator('.product-variants select').first().selectOption({ label: 'Moss' });
    await page.click('.express-checkout-button');
    await page.waitForURL(/\/checkout\?express=1$/);
    await page.locator('[data-testid=checkout]').waitFor();
    expect(await page.locator('.checkout-lines li').allTextContents()).toEqual(['1 × Stoneware Mug (Moss)$34.00']);
    expect(await page.locator('[data-testid=cart-pill]').count()).toBe(0);
    // No country yet: shipping is not known, and the total is the goods alone, said to be before shipping.
    expect(await page.locator('[data-testid=checkout-shipping]').textContent()).toBe(
      'Calculated after you enter your address',
    );
    expect(await page.locator('[data-testid=checkout-total-note]').textContent()).toBe('before shipping and tax');
    expect(await total(page)).toBe('$34.00');
    await fillAddress(page);
    // $34.00 + $6.00 + 7.25 % of $34.00 ($2.47)
    await expect.poll(() => total(page)).toBe('$42.47');
    expect(await page.locator('[data-testid=checkout-shipping]').textContent()).toBe('$6.00');
    await page.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await page.click('.checkout-submit');
    await page.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect.poll(() => page.locator('[data-testid=order-status]').textContent()).toMatch(/is confirmed/);
    await page.goto(`${session.app.url}/cart`);
    await expect.poll(() => page.locator('.cart-entry').count()).toBe(1);
    expect(await page.locator('.cart-entries').textContent()).toContain('Cream');
  });

  it('an express failure is titled “Unable to Purchase Item”', async () => {
    const page = await session.newPage(390);
    await page.goto(`${session.app.url}/shop/p/stoneware-mug`);
    // No glaze chosen: the express button says what is missing, under its own title.
    await page.click('.express-checkout-button');
    await expect
      .poll(() => page.locator('.add-to-cart-error').textContent())
      .toBe('Unable to Purchase ItemPlease select the Glaze option.');
    expect(page.url()).toMatch(/stoneware-mug$/);
  });
});
