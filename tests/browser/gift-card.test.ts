import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { useSmtpSink } from '../support/smtp-sink.ts';

// The recipient's mail goes through a real SMTP server started here, as a shop's relay would take it.
const smtp = useSmtpSink();
const session = useBrowserSession(smtp.options);
const quotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('a gift card', () => {
  it('is bought on its page, arrives by mail, and pays part of another shopper’s order', async () => {
    const recipient = `friend-${Date.now()}@example.com`;
    const buyer = await session.newPage(390);
    await buyer.goto(`${session.app.url}/shop/p/gift-card`);
    await expect.poll(() => buyer.locator('.sqs-add-to-cart-button-wrapper.is-ready').count()).toBe(1);
    await buyer.locator('.variant-radiobtn-wrapper label', { hasText: '$25' }).click();
    await buyer.getByLabel('Recipient’s email').fill(recipient);
    await buyer.getByLabel(/Message/).fill('Happy birthday, Grace!');
    await buyer.click('.sqs-add-to-cart-button');
    await buyer.locator('[data-testid=cart-pill]').waitFor();
    await buyer.goto(`${session.app.url}/cart`);
    await buyer.click('[data-testid=checkout-link]');
    await buyer.locator('[data-testid=checkout]').waitFor();
    // Nothing to ship: no address is asked for.
    expect(await buyer.locator('input[name=line1]').count()).toBe(0);
    await buyer.fill('input[name=email]', 'ada@example.com');
    await buyer.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await buyer.click('.checkout-submit');
    await buyer.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect
      .poll(() => buyer.locator('[data-testid=order-gift-cards]').textContent())
      .toMatch(
        new RegExp(`A \\$25\\.00 gift card \\(••••\\w{4}\\) was emailed to ${recipient.replace('.', '\\.')}\\.`),
      );

    await expect.poll(() => smtp.received.filter((m) => m.to === recipient).length).toBe(1);
    const mail = quotedPrintable(smtp.received.find((m) => m.to === recipient)!.raw);
    expect(mail).toContain('Subject: You received a 25.00 USD gift card');
    expect(mail).toContain('Happy birthday, Grace!');
    const code = /Your gift card code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail)?.[1];
    expect(code, mail).toBeTruthy();

    // The recipient spends it on a $34.00 mug shipped to Oregon ($40.00 with shipping): $15.00 is left to pay by card.
    const friend = await session.newPage(1280);
    await friend.goto(`${session.app.url}/shop/p/stoneware-mug`);
    await friend.locator('.product-variants select').first().selectOption({ label: 'Moss' });
    await friend.click('.sqs-add-to-cart-button');
    await friend.locator('[data-testid=cart-pill]').waitFor();
    await friend.goto(`${session.app.url}/checkout`);
    await friend.locator('[data-testid=checkout]').waitFor();
    await friend.fill('input[name=email]', recipient);
    await friend.fill('input[name=name]', 'Grace Hopper');
    await friend.fill('input[name=line1]', '2 Pine St');
    await friend.fill('input[name=city]', 'Portland');
    await friend.fill('input[name=region]', 'OR');
    await friend.fill('input[name=postalCode]', '97201');
    await friend.selectOption('select[name=country]', 'US');
    await expect.poll(() => friend.locator('[data-testid=checkout-total]').textContent()).toBe('$40.00');
    await friend.getByLabel('Gift card code').fill(code!.toLowerCase());
    await friend
      .locator('.checkout-coupon', { hasText: 'Gift card code' })
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect.poll(() => friend.locator('[data-testid=checkout-amount-due]').textContent()).toBe('$15.00');
    await friend.fill('input[name=cardNumber]', '4242 4242 4242 4242');
    await friend.click('.checkout-submit');
    await friend.waitForURL(/\/commerce\/orders\/.+\?token=/);
    await expect
      .poll(() => friend.locator('.checkout-totals').textContent())
      .toContain(`Paid by gift card ••••${code!.slice(-4)}−$25.00`);
    expect(await friend.locator('.checkout-totals').textContent()).toContain('Paid by card$15.00');
  });
});
