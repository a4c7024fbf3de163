import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.ts';
import { shoot } from '../support/shots.ts';
import { signedInClient, signInAsOwner } from '../support/sign-in.ts';

/**
 * The API keys and webhooks panels on a phone (390 px): each key, webhook and delivery is a card of
 * labelled lines, and neither the page nor a list scrolls sideways; at 1280 px they are tables.
 */
process.env.ATELIER_WEBHOOK_HOSTS_ALLOWED = '127.0.0.1';

const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('stored, thank you'));
});
let hookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/partner-hooks/receive-events-from-atelier`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const session = useBrowserSession({ jobs: ['webhooks.deliver'] });

/** What sticks out sideways: the page's own width past the window's, and each table wider than its box. */
const overflow = (page: Page, tables: string) =>
  page.evaluate((selector) => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((table) =>
      [table, table.parentElement!].filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.className),
    );
    return { page: root.scrollWidth - root.clientWidth, wide };
  }, tables);

const labelOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
const displayOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((table) => getComputedStyle(table).display);

describe('the partner panels at 390 px', () => {
  it('lists API keys as cards that fit the phone, and as a table on a wide screen', async () => {
    const owner = await signedInClient(session.app.url);
    for (const [name, scopes] of [
      ['Warehouse stock and catalog synchronisation', ['CATALOG_READ', 'CATALOG_WRITE', 'INVENTORY', 'ORDERS_READ']],
      ['Accounting', ['ORDERS_READ', 'ANALYTICS_READ', 'WEBHOOKS']],
    ] as const) {
      const { json } = await owner.graphql(
        `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { userErrors { code } } }`,
        { input: { name, scopes } },
      );
      expect(json.data.createApiKey.userErrors).toEqual([]);
    }
    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/api-keys');
    const table = page.getByTestId('api-keys');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody tr', { hasText: 'Warehouse' }).textContent()).toContain(
      'CATALOG_READ, CATALOG_WRITE, INVENTORY, ORDERS_READ',
    );
    expect(await overflow(page, '.api-keys-table')).toEqual({ page: 0, wide: [] });
    expect(await displayOf(page, '.api-keys-table')).toBe('block');
    expect(await labelOf(page, '.api-keys-table td[data-label=Scopes]')).toBe('"Scopes"');
    await shoot(page, 'api-keys-narrow');

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await displayOf(page, '.api-keys-table')).toBe('table');
    expect(await labelOf(page, '.api-keys-table td[data-label=Scopes]')).toBe('none');
    expect(await overflow(page, '.api-keys-table')).toEqual({ page: 0, wide: [] });
  });

  it('lists webhooks and deliveries as cards that fit the phone, and as tables on a wide screen', async () => {
    const owner = await signedInClient(session.app.url);
    const made = await owner.graphql(
      `mutation($input: WebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { userErrors { code } } }`,
      { input: { url: hookUrl, events: ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'ORDER_PAID', 'STOCK_CHANGED'] } },
    );
    expect(made.json.data.createWebhookSubscription.userErrors).toEqual([]);
    const stocked = await owner.graphql(
      `mutation { setStock(input: [{ variantId: "var_mug_cream", qtyInStock: 12 }]) { userErrors { code } } }`,
    );
    expect(stocked.json.data.setStock.userErrors).toEqual([]);
    await session.app.platform.jobs!.runNow('webhooks.deliver');

    const page = await session.newPage(390);
    await signInAsOwner(page, session.app.url, '/admin/webhooks');
    const deliveries = page.getByTestId('webhook-deliveries');
    await expect.poll(() => deliveries.locator('tbody tr').count()).toBe(1);
    expect(await deliveries.locator('.webhook-answer').textContent()).toBe('200 · stored, thank you');
    expect(await page.getByTestId('webhook-subscriptions').locator('tbody th').textContent()).toBe(hookUrl);
    expect(await overflow(page, '.webhooks-table')).toEqual({ page: 0, wide: [] });
    expect(await displayOf(page, '.webhooks-table')).toBe('block');
    expect(await labelOf(page, '.webhooks-table td[data-label="Last answer"]')).toBe('"Last answer"');
    await shoot(page, 'webhooks-narrow');

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await displayOf(page, '.webhooks-table')).toBe('table');
    expect(await overflow(page, '.webhooks-table')).toEqual({ page: 0, wide: [] });
  });
});
